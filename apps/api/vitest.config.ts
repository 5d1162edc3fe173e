import { availableParallelism } from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const project = (dbDriver: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  test: {
    name: dbDriver,
    provide: { dbDriver },
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // *.postgres.test.ts: behaviour only a PostgreSQL server has (a connection that can drop).
    exclude: dbDriver === 'postgres' ? [] : ['**/*.postgres.test.ts', '**/node_modules/**'],
    // Per project, not at the root: a root globalSetup would also run once for the root itself.
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

// PGlite always; the same tests again on a real PostgreSQL server when one is given.
export default defineConfig({
  test: {
    // One test file per core, not Vitest's cores - 1: the main process mostly waits, and every file has
    // a database of its own (test/database.ts), so files never share state.
    maxWorkers: availableParallelism(),
    projects: process.env.TEST_DATABASE_URL ? [project('pglite'), project('postgres')] : [project('pglite')],
  },
});

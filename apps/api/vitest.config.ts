import { availableParallelism } from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * With a PostgreSQL server given, every test runs on it, and PGlite runs the tests of code that takes
 * another path on the embedded database (decision 0068): the database layer and seed, the job queue and
 * message delivery, SQL that differs per driver, metrics of the pool, statement counts and plans, and the money
 * races (serialised there by one connection). The Playwright suite runs every journey on PGlite too.
 * API_TESTS_PGLITE=all runs the whole suite on both.
 */
const EMBEDDED_DATABASE_TESTS = [
  'src/db/**/*.test.ts',
  'src/config.test.ts',
  'src/integrations/message-delivery.test.ts',
  'src/integrations/job-queue-settings.test.ts',
  'test/delivery-sigkill.test.ts',
  'test/subscriber-history.test.ts',
  'test/statement-recorder.test.ts',
  'src/modules/**/statement-count*.test.ts',
  'src/modules/products/list-plans.test.ts',
  'src/modules/lifecycle/due-plans.test.ts',
  'src/modules/**/concurrency.test.ts',
  'src/modules/lifecycle/lifecycle.test.ts',
  'src/modules/console-care/**/*.test.ts',
  'src/modules/console-reports/**/*.test.ts',
  'src/modules/console-catalogue/images.test.ts',
  'src/modules/media/media.test.ts',
  'src/plugins/metrics.test.ts',
  'src/plugins/health.test.ts',
];

const ALL_TESTS = ['src/**/*.test.ts', 'test/**/*.test.ts'];

const pgliteRunsAll = !process.env.TEST_DATABASE_URL || process.env.API_TESTS_PGLITE === 'all';

const project = (dbDriver: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  test: {
    name: dbDriver,
    provide: { dbDriver },
    include: dbDriver === 'pglite' && !pgliteRunsAll ? EMBEDDED_DATABASE_TESTS : ALL_TESTS,
    // *.postgres.test.ts: behaviour only a PostgreSQL server has (a connection that can drop).
    exclude: dbDriver === 'postgres' ? [] : ['**/*.postgres.test.ts', '**/node_modules/**'],
    // Per project, not at the root: a root globalSetup would also run once for the root itself.
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

// PGlite alone without a server; with one, PostgreSQL runs everything and PGlite its own slice.
export default defineConfig({
  test: {
    // One test file per core, not Vitest's cores - 1: the main process mostly waits, and every file has
    // a database of its own (test/database.ts), so files never share state.
    maxWorkers: availableParallelism(),
    projects: process.env.TEST_DATABASE_URL ? [project('pglite'), project('postgres')] : [project('pglite')],
  },
});

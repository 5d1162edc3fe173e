import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { openTestDatabase } from './database';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  close(): Promise<void>;
}

export const TEST_JWT_SECRET = 'test-secret-that-is-at-least-32-characters-long';

/** The configuration tests run with; override single settings per test. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      JWT_SECRET: TEST_JWT_SECRET,
      // Tests must not depend on whether someone has built the web app.
      WEB_DIST_DIR: join(import.meta.dirname, 'no-web-build'),
    }),
    ...overrides,
  };
}

/**
 * An app on a fresh database of its own (PGlite or PostgreSQL, by the vitest project). `addRoutes`
 * lets a test add routes of its own before the app is sealed.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  addRoutes?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  const database = await openTestDatabase(inject('dbDriver'), inject('databaseTemplate'));
  const app = await buildApp({ config: testConfig(overrides), database: database.db });
  addRoutes?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

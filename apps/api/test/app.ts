import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import type { Integrations } from '../src/integrations';
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
      // Tests must not depend on whether someone has built the web app or the console.
      WEB_DIST_DIR: join(import.meta.dirname, 'no-web-build'),
      CONSOLE_DIST_DIR: join(import.meta.dirname, 'no-console-build'),
      // A purchase's provisioning follow-up would otherwise ask the platform again in the middle of a
      // long test file that counts what the platform was asked; follow-provisioning.test.ts sets it short.
      PROVISIONING_RETRY_DELAY_SECONDS: '3600',
    }),
    ...overrides,
  };
}

/**
 * An app on a fresh database of its own (PGlite or PostgreSQL, by the vitest project). `addRoutes`
 * lets a test add routes of its own before the app is sealed.
 */
export function createTestApp(
  overrides: Partial<Config> = {},
  addRoutes?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  return appOnTemplate(inject('databaseTemplate'), overrides, addRoutes);
}

/**
 * The same, on a copy of the seeded demo data: the demo catalogue, subscribers and their purchases.
 * `integrations` replaces the sandbox adapters, e.g. with ones that count the calls made to them.
 */
export async function createSeededTestApp(
  overrides: Partial<Config> = {},
  integrations?: Integrations,
): Promise<TestApp> {
  const testApp = await appOnTemplate(inject('seededDatabaseTemplate'), overrides, undefined, integrations);
  // A copied database's first reads of a table are slow (cold caches); pay for them here, under the
  // hook timeout, rather than in whichever test happens to run first.
  await testApp.db.execute(
    sql`select (select count(*) from products), (select count(*) from product_tags), (select count(*) from purchases)`,
  );
  return testApp;
}

async function appOnTemplate(
  template: string,
  overrides: Partial<Config>,
  addRoutes?: (app: FastifyInstance) => void,
  integrations?: Integrations,
): Promise<TestApp> {
  const database = await openTestDatabase(inject('dbDriver'), template);
  const app = await buildApp({ config: testConfig(overrides), database: database.db, integrations });
  addRoutes?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    close: async () => {
      // Only NODE_ENV=test apps check their statuses (app.ts); a production-mode test app has no record.
      const undocumented = app.hasDecorator('undocumentedAnswers') ? [...app.undocumentedAnswers] : [];
      await app.close();
      await database.close();
      // Fails the test (or its afterAll) that made a route answer a status its OpenAPI operation does not list.
      if (undocumented.length > 0) throw new Error(`Undocumented answers:\n${undocumented.join('\n')}`);
    },
  };
}

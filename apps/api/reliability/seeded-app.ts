import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import type { Integrations } from '../src/integrations';
import { createTemplate, openTestDatabase } from '../test/database';

export interface SeededApp {
  app: FastifyInstance;
  db: Database;
  database: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/**
 * The api in this process on a fresh copy of the seeded demo data, as the tests build it but outside
 * vitest: PGlite in memory, or a scratch database on the PostgreSQL server `databaseUrl` names (created
 * here, dropped by close). `adapt` may change the configuration and replace the sandbox integrations
 * (the fault suite's misbehaving operator and platform).
 */
export async function openSeededApp(
  databaseUrl?: string,
  adapt?: (config: Config) => { config: Config; integrations?: Integrations },
): Promise<SeededApp> {
  const driver = databaseUrl ? 'postgres' : 'pglite';
  // The test database helpers read the server from here.
  if (databaseUrl) process.env.TEST_DATABASE_URL = databaseUrl;
  const template = await createTemplate(driver, { seeded: true });
  const database = await openTestDatabase(driver, template.name);
  const baseConfig = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: randomBytes(32).toString('hex'),
    WEB_DIST_DIR: join(import.meta.dirname, 'no-web-build'),
  });
  const { config, integrations } = adapt?.(baseConfig) ?? { config: baseConfig };
  const app = await buildApp({ config, database: database.db, integrations });
  await app.ready();
  return {
    app,
    db: database.db,
    database: driver,
    close: async () => {
      await app.close();
      await database.close();
      await template.drop();
    },
  };
}

import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi } from '../reliability/process/api-process';
import { productionEnv } from './config-problems';
import { createScratchDatabase, queryRows, type ScratchDatabase } from './scratch-database';

/**
 * Migrations are a deploy step (issue 29): `npm run migrate` applies them and exits, again and again
 * without harm, and a production server refuses a database that lacks any rather than migrating it.
 * Runs `src/migrate.ts`, which the build bundles into `dist/migrate.js` behind `npm run migrate`.
 */
const apiRoot = join(import.meta.dirname, '..');
const carried = JSON.parse(readFileSync(join(apiRoot, 'drizzle', 'meta', '_journal.json'), 'utf8')).entries.length;

let database: ScratchDatabase;
let env: Record<string, string>;
beforeAll(async () => {
  database = await createScratchDatabase('selfcare_migrate');
  env = { ...productionEnv, DATABASE_URL: database.url, LOG_LEVEL: 'warn' };
});
afterAll(() => database?.drop());

const migrate = () =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', join(apiRoot, 'src', 'migrate.ts')], {
    cwd: apiRoot,
    env: { ...process.env, ...env },
  });

const appliedMigrations = async () =>
  (await queryRows<{ count: string }>(database.url, 'select count(*) from drizzle.__drizzle_migrations'))[0]?.count;

describe('migrations as a deploy step', () => {
  it('refuses to start in production on a database without the migrations, naming npm run migrate', async () => {
    const start = startApi(env);
    await expect(start).rejects.toThrow(/the api exited \(1\)[\s\S]*lacks \d+ migration\(s\)[\s\S]*npm run migrate/);
    const tables = await queryRows(database.url, "select 1 from pg_tables where schemaname = 'public'");
    expect(tables).toEqual([]);
  }, 60_000);

  it('applies every migration once with npm run migrate, and nothing the second time', async () => {
    const first = await migrate();
    expect(first.stdout).toContain(`Applied ${carried} migration(s)`);
    const second = await migrate();
    expect(second.stdout).toContain('nothing applied');
    expect(await appliedMigrations()).toBe(String(carried));
  }, 60_000);

  it('starts in production once the database has them', async () => {
    const api = await startApi(env);
    try {
      expect((await fetch(`${api.url}/api/products/v1/products/product-types`)).status).toBe(200);
    } finally {
      await api.stop();
    }
  }, 60_000);
});

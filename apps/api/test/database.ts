import { AsyncResource } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { pino } from 'pino';
import { loadConfig } from '../src/config';
import { type Database, openDatabase, PGLITE_EXTENSIONS } from '../src/db/client';
import * as schema from '../src/db/schema';
import { seedIfEmpty } from '../src/db/seed';
import { createIntegrations } from '../src/integrations';
import { apiRoot } from '../src/lib/api-root';

export type Driver = 'pglite' | 'postgres';

export interface TestDatabase {
  db: Database;
  close(): Promise<void>;
}

const uniqueSuffix = () => randomBytes(6).toString('hex');

/**
 * A migrated database to copy: a PGlite data-directory dump (a file), or a PostgreSQL template database.
 * With `seeded`, it also holds the demo data, so catalogue tests read the real demo catalogue.
 */
export async function createTemplate(
  driver: Driver,
  options: { seeded?: boolean } = {},
): Promise<{ name: string; drop(): Promise<void> }> {
  if (driver === 'postgres') {
    const serverUrl = testServerUrl();
    const name = `selfcare_template_${uniqueSuffix()}`;
    await adminQuery(serverUrl, `create database ${name}`);
    const template = openDatabase({ url: databaseUrl(serverUrl, name), dataDir: 'memory://', poolSize: 1 });
    await template.migrate();
    await installJobQueue(template.db);
    if (options.seeded) await seedIfEmpty(template.db);
    await template.close();
    return { name, drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`) };
  }

  const client = new PGlite('memory://', { extensions: PGLITE_EXTENSIONS });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: join(apiRoot(), 'drizzle') });
  await installJobQueue(db as unknown as Database);
  if (options.seeded) await seedIfEmpty(db as unknown as Database);
  const dump = await client.dumpDataDir('none');
  await client.close();
  const name = join(tmpdir(), `selfcare-test-${uniqueSuffix()}.tar`);
  await writeFile(name, Buffer.from(await dump.arrayBuffer()));
  return { name, drop: () => rm(name, { force: true }) };
}

/**
 * pg-boss's schema and the api's queues (src/jobs), as the api's first start makes them: each test
 * app's queue then finds them rather than spending a third of a second creating them.
 */
async function installJobQueue(db: Database): Promise<void> {
  const quiet = pino({ level: 'silent' });
  const queue = createIntegrations(loadConfig({ NODE_ENV: 'test' }), quiet).jobQueue;
  await queue.start(db, quiet, { work: false });
  await queue.stop();
}

/** A fresh, migrated database of its own for one test app, copied from the run's template. */
export async function openTestDatabase(driver: Driver, template: string): Promise<TestDatabase> {
  if (driver === 'postgres') {
    const serverUrl = testServerUrl();
    const name = `selfcare_test_${uniqueSuffix()}`;
    await adminQuery(serverUrl, `create database ${name} template ${template}`);
    const handle = openDatabase({ url: databaseUrl(serverUrl, name), dataDir: 'memory://' });
    keepCallersContext((handle.db as unknown as { $client: pg.Pool }).$client);
    return {
      db: handle.db,
      close: async () => {
        await handle.close();
        await dropDatabase(serverUrl, name);
      },
    };
  }

  const client = new PGlite({ loadDataDir: new Blob([await readFile(template)]), extensions: PGLITE_EXTENSIONS });
  return { db: drizzle(client, { schema }) as unknown as Database, close: () => client.close() };
}

/**
 * A caller waiting for one of the pool's clients gets it in its own async context. pg-pool hands a
 * waiting caller its client from whichever context frees one or pulses the queue (another request, the
 * job queue's poll), and the statement recorders (test/catalogue.ts) tell a request's statements from
 * the job queue's by that context: a lost one went uncounted, or a job's was counted as the request's.
 */
function keepCallersContext(pool: pg.Pool): void {
  const connect = pool.connect;
  pool.connect = function (this: pg.Pool, callback?: unknown) {
    const bound = typeof callback === 'function' ? [AsyncResource.bind(callback as (...args: unknown[]) => void)] : [];
    return Reflect.apply(connect, this, bound);
  } as typeof connect;
}

function testServerUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is required for the postgres test project');
  return url;
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The pool has ended, but its backends may take a moment to go. Dropping WITH (FORCE) at once would
 * kill them mid-goodbye, and the client would report that as an unhandled error; so wait for them.
 */
async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      await adminQuery(serverUrl, `drop database if exists ${name}`);
      return;
    } catch (error) {
      const inUse = error instanceof Error && 'code' in error && error.code === '55006';
      if (!inUse) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
}

/** CREATE / DROP DATABASE take no parameters; callers pass only names they generated. */
export async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

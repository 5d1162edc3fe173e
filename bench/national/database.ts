// The national database: created on the server, migrated with the api's own migrations, given the
// job queue's tables and the demo seed (so the demo logins work), as the api's first start would.
import pg from 'pg';
import { pino } from 'pino';
import { loadConfig } from '../../apps/api/src/config';
import { openDatabase } from '../../apps/api/src/db/client';
import { seedIfEmpty } from '../../apps/api/src/db/seed';
import { createIntegrations } from '../../apps/api/src/integrations';

/** `query(text, params)` answers the rows (the bulk statements take no parameters: they inline numbers). */
export interface Sql {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Runs a statement and answers the rows it wrote. */
  execute(text: string): Promise<number>;
  close(): Promise<void>;
}

export async function connect(url: string): Promise<Sql> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    query: async <T>(text: string, params: unknown[] = []) => (await client.query(text, params)).rows as T[],
    execute: async (text: string) => (await client.query(text)).rowCount ?? 0,
    close: () => client.end(),
  };
}

/** Drops and creates the database `url` names, connecting to the server's `postgres` database. */
export async function recreateDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  target.pathname = '/postgres';
  const admin = await connect(target.toString());
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.close();
  }
}

/** A copy of the database `url` names, made from it as a template (nobody may be connected to it). */
export async function copyDatabase(url: string, copy: string): Promise<string> {
  const target = new URL(url);
  const source = target.pathname.slice(1);
  target.pathname = '/postgres';
  const admin = await connect(target.toString());
  try {
    await admin.query(`drop database if exists ${copy} with (force)`);
    await admin.query(`create database ${copy} template ${source}`);
  } finally {
    await admin.close();
  }
  const copied = new URL(url);
  copied.pathname = `/${copy}`;
  return copied.toString();
}

export async function dropDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  target.pathname = '/postgres';
  const admin = await connect(target.toString());
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.close();
  }
}

/** Migrations, pg-boss's schema and queues, and the demo data: what the api's first start makes. */
export async function migrateAndSeed(url: string): Promise<void> {
  const database = openDatabase({ url, dataDir: 'memory://', poolSize: 2 });
  try {
    await database.migrate();
    const quiet = pino({ level: 'silent' });
    const queue = createIntegrations(loadConfig({ NODE_ENV: 'development' }), quiet).jobQueue;
    await queue.start(database.db, quiet, { work: false });
    await queue.stop();
    if (!(await seedIfEmpty(database.db))) throw new Error('the new database already had accounts');
  } finally {
    await database.close();
  }
}

/**
 * Where a measurement that writes runs: a copy of the data set `url` names, dropped by `release`, or
 * with `inPlace` the data set itself (for a set too large to copy on this disk: a million subscribers
 * weigh about 60 GB), which the measurement then leaves changed.
 */
export async function writableSet(
  url: string,
  copyName: string,
  inPlace: boolean,
): Promise<{ url: string; release: () => Promise<void> }> {
  if (inPlace) return { url, release: async () => undefined };
  const copyUrl = await copyDatabase(url, copyName);
  return { url: copyUrl, release: () => dropDatabase(copyUrl) };
}

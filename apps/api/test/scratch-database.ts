import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { adminQuery } from './database';

export interface ScratchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/**
 * An empty database of its own on TEST_DATABASE_URL's server (no template, no migration): for tests of
 * what a deploy does to a database from nothing (migrate, back up, restore).
 */
export async function createScratchDatabase(prefix: string): Promise<ScratchDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is required for the postgres test project');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

/** The rows of one statement on `url`, on a connection of its own. */
export async function queryRows<Row>(url: string, statement: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(statement)).rows as Row[];
  } finally {
    await client.end();
  }
}

// Direct database access for the bench's own setup and checks (bench subscribers, a bigger catalogue,
// counting charges). The api under test is the only other user: with PGlite it must be stopped first,
// because an embedded database has one process at a time.
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

/**
 * Where the api under test keeps its data: a PGlite folder (default) or a scratch PostgreSQL database
 * made on the server BENCH_DATABASE_URL names and dropped at the end.
 */
export async function createBenchDatabase({ serverUrl, dataDir }) {
  if (!serverUrl) {
    return {
      kind: 'pglite',
      env: { DATA_DIR: dataDir },
      /** PGlite is single-process: open it only while the api is stopped. */
      exclusive: true,
      open: () => openPglite(dataDir),
      drop: async () => {},
    };
  }
  const name = `selfcare_bench_${randomBytes(5).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    kind: 'postgres',
    env: { DATABASE_URL: url.toString() },
    exclusive: false,
    open: () => openPostgres(url.toString()),
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

/** `query(text, params)` answers the rows; `close()` lets go of the database. */
async function openPglite(dataDir) {
  const client = new PGlite(dataDir, { extensions: { pg_trgm } });
  await client.waitReady;
  return {
    query: async (text, params = []) => (await client.query(text, params)).rows,
    close: () => client.close(),
  };
}

async function openPostgres(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    query: async (text, params = []) => (await client.query(text, params)).rows,
    close: () => client.end(),
  };
}

/** CREATE / DROP DATABASE take no parameters; the names are made here. */
async function adminQuery(serverUrl, statement) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Opens the database for `work`, stopping the api around it when the database is exclusive (PGlite)
 * and starting it again afterwards.
 */
export async function withDatabase(database, api, work) {
  if (database.exclusive) await api.stop();
  const db = await database.open();
  try {
    return await work(db);
  } finally {
    await db.close();
    if (database.exclusive) await api.start();
  }
}

import { PgTransaction } from 'drizzle-orm/pg-core';
import type PgBoss from 'pg-boss';
import type { DbOrTx } from '../db/client';

interface Rows {
  rows: unknown[];
}

/** What both drivers' connections answer: node-postgres' Pool and PoolClient, PGlite and its Transaction. */
interface SqlClient {
  query(text: string, values?: unknown[]): Promise<Rows>;
  /** PGlite only: the simple protocol, for pg-boss's multi-statement scripts. */
  exec?(text: string): Promise<Rows[]>;
}

/** pg-boss's view of a database, and a way to wait for the statements it has started. */
export interface BossDatabase extends PgBoss.Db {
  settled(): Promise<void>;
}

/**
 * The connection under a Drizzle database or transaction: `$client` (the pool or PGlite) and a
 * transaction's `session.client` (its pool client, or PGlite's transaction) are Drizzle internals,
 * read here only, so that pg-boss runs its own SQL, with its own parameters, on the same connection
 * and, for an enqueue, inside the caller's transaction.
 */
function clientOf(db: DbOrTx): SqlClient {
  const client =
    db instanceof PgTransaction
      ? (db as unknown as { session?: { client?: unknown } }).session?.client
      : (db as unknown as { $client?: unknown }).$client;
  if (typeof (client as SqlClient | undefined)?.query !== 'function') {
    throw new Error('the job queue needs a Drizzle database on node-postgres or PGlite');
  }
  return client as SqlClient;
}

/**
 * pg-boss's `db` option over the app's own connection: PostgreSQL's pool, or the one PGlite. pg-boss
 * sends its schema and maintenance as scripts of several statements without parameters; node-postgres
 * runs those over the simple protocol by itself, PGlite through `exec`.
 */
export function bossDatabase(db: DbOrTx): BossDatabase {
  const client = clientOf(db);
  const running = new Set<Promise<unknown>>();
  const run = async (text: string, values: unknown[] | undefined): Promise<Rows> => {
    if (client.exec && (values === undefined || values.length === 0)) {
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    }
    return client.query(text, values);
  };
  return {
    executeSql(text, values) {
      const answer = run(text, values);
      const tracked = answer.catch(() => {});
      running.add(tracked);
      void tracked.finally(() => running.delete(tracked));
      return answer as Promise<{ rows: never[] }>;
    },
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}

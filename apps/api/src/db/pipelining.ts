import type { Socket } from 'node:net';
import pg from 'pg';

const begun = { command: 'BEGIN', rowCount: null, oid: 0, rows: [], fields: [] };
const ignore = () => {};

function isBegin(config: unknown): boolean {
  return typeof config === 'object' && config !== null && (config as { text?: unknown }).text === 'begin';
}

/**
 * What the pool's clients do in pipeline mode (decision 0028), on top of node-postgres' own (a query
 * is sent without waiting for the answers of those before it):
 * - the statements a client is given in one turn of the event loop leave in one write: the socket is
 *   corked at the first and uncorked once the turn's promise callbacks have run (setImmediate);
 * - a transaction's `begin` is not waited for: Drizzle's transaction sends it and waits before running
 *   its callback, whose first statements then cost a round trip of their own. It answers at once and
 *   goes out with them; a `begin` cannot fail without the statements behind it failing too (a lost
 *   connection fails them all), so its own answer is dropped.
 */
export function pipelineQueries(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const socket = (client as unknown as { connection: { stream: Socket } }).connection.stream;
    const send = client.query;
    let corked = false;
    const uncork = () => {
      corked = false;
      socket.uncork();
    };
    client.query = function (this: pg.PoolClient, config: unknown, values?: unknown, callback?: unknown) {
      if (!corked) {
        corked = true;
        socket.cork();
        setImmediate(uncork);
      }
      const sent = Reflect.apply(send, this, [config, values, callback]);
      if (callback !== undefined || !isBegin(config)) return sent;
      sent.catch(ignore);
      return Promise.resolve(begun);
    } as typeof client.query;
  });
}

/** What Drizzle keeps of a database or transaction, read here and in reusable-statement.ts only. */
interface SessionInternals {
  session?: { client?: unknown };
}

const driverClient = (db: unknown) => (db as SessionInternals).session?.client;

/** Whether a database or transaction runs on a pipelining connection. */
export function pipelines(db: unknown): boolean {
  return (driverClient(db) as { pipeline?: unknown } | undefined)?.pipeline === true;
}

/** The pool under a database whose pool's clients pipeline (PostgreSQL); none on PGlite or a transaction. */
export function pipeliningPool(db: unknown): pg.Pool | undefined {
  const client = driverClient(db);
  return client instanceof pg.Pool && (client.options as { pipeline?: unknown }).pipeline === true ? client : undefined;
}

/**
 * `use` given the database on one of the pool's connections, taken for it alone and given back when it
 * is done (decision 0079): the same Drizzle database with that connection as its driver client. Its
 * statements run outside any transaction, each on its own, as they would on the pool.
 */
export async function onOneConnection<Db extends object, Result>(
  db: Db,
  pool: pg.Pool,
  use: (connection: Db) => Promise<Result>,
): Promise<Result> {
  const client = await pool.connect();
  try {
    const session = Object.create((db as SessionInternals).session ?? null, { client: { value: client } });
    return await use(Object.create(db, { session: { value: session } }));
  } finally {
    // A connection that broke meanwhile is not queryable, and the pool drops it rather than keep it.
    client.release();
  }
}

import type { Socket } from 'node:net';
import type pg from 'pg';

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

/** Whether a database or transaction runs on a pipelining connection (a Drizzle internal, read here only). */
export function pipelines(db: unknown): boolean {
  return (db as { session?: { client?: { pipeline?: unknown } } }).session?.client?.pipeline === true;
}

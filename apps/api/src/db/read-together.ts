import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';
import { onOneConnection, pipelines, pipeliningPool } from './pipelining';

type Results<Steps extends readonly ((db: never) => unknown)[]> = {
  -readonly [K in keyof Steps]: Awaited<ReturnType<Steps[K]>>;
};

/**
 * Starts a step: its promise's `then` is called here, not a microtask later as Promise.all would, so a
 * lazy one (a Drizzle query builder sends its statement only when `then` is called) is sent in its turn.
 */
function startNow(step: () => unknown): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const started = step();
    if (typeof (started as PromiseLike<unknown> | null)?.then === 'function') {
      (started as PromiseLike<unknown>).then(resolve, reject);
    } else {
      resolve(started);
    }
  });
}

/**
 * A transaction's statements that need nothing from each other's answers, given in the order they must
 * run (or readTogether's reads on the one connection they share). Where the connection pipelines
 * (PostgreSQL, decision 0028) each step is started at once, so their statements go to the server in one
 * round trip and run in that order; on PGlite, which takes a transaction's concurrent queries in no
 * guaranteed order, one after another. Should a statement fail, the ones behind it fail with the
 * transaction, and the first step's failure is the answer.
 */
export async function inOneRoundTrip<const Steps extends readonly (() => unknown)[]>(
  tx: DbOrTx,
  steps: Steps,
): Promise<Results<Steps>> {
  if (pipelines(tx)) {
    const outcomes = await Promise.allSettled(steps.map(startNow));
    // The first step's failure in order, not in time: the statements behind it fail only because it did.
    const failed = outcomes.find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;
    return outcomes.map((outcome) => (outcome as PromiseFulfilledResult<unknown>).value) as Results<Steps>;
  }
  const results: unknown[] = [];
  for (const step of steps) results.push(await step());
  return results as Results<Steps>;
}

/**
 * Independent reads, each given the database to read from. On PostgreSQL's pool they share one of its
 * connections (decision 0079) and go in one write, as inOneRoundTrip sends a transaction's, where each
 * took a connection and a write of its own: a catalogue page's eight statements were eight socket
 * writes, and those writes were the largest share of the api's CPU on an uncached page. Reads nested
 * in a step (a step that reads together itself) join that connection. Inside a transaction, as
 * inOneRoundTrip sends them; on PGlite, all at once.
 */
export function readTogether<const Reads extends readonly ((db: DbOrTx) => unknown)[]>(
  db: DbOrTx,
  reads: Reads,
): Promise<Results<Reads>> {
  const steps = reads.map((read) => () => read(db));
  if (db instanceof PgTransaction || pipelines(db)) return inOneRoundTrip(db, steps) as never;
  const pool = pipeliningPool(db);
  if (pool) return onOneConnection(db, pool, (connection) => readTogether(connection, reads));
  return Promise.all(steps.map((step) => step())) as Promise<Results<Reads>>;
}

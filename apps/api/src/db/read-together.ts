import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx, Transaction } from './client';
import { pipelines } from './pipelining';

type Results<Steps extends readonly (() => unknown)[]> = {
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
 * run. Where the connection pipelines (PostgreSQL, decision 0028) each step is started at once, so their
 * statements go to the server in one round trip and run in that order; on PGlite, which takes a
 * transaction's concurrent queries in no guaranteed order, one after another. Should a statement fail,
 * the ones behind it fail with the transaction, and the first step's failure is the answer.
 */
export async function inOneRoundTrip<const Steps extends readonly (() => unknown)[]>(
  tx: Transaction,
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
 * Independent reads: at once on the pool, where each takes a connection of its own, and inside a
 * transaction as inOneRoundTrip sends them.
 */
export function readTogether<const Reads extends readonly (() => unknown)[]>(
  db: DbOrTx,
  reads: Reads,
): Promise<Results<Reads>> {
  if (db instanceof PgTransaction) return inOneRoundTrip(db as Transaction, reads);
  return Promise.all(reads.map((read) => read())) as Promise<Results<Reads>>;
}

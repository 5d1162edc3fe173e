import { createHash } from 'node:crypto';
import { ErrorCode } from '@selfcare/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx, Transaction } from '../db/client';
import { reusableStatement } from '../db/reusable-statement';
import { idempotencyKeys } from '../db/schema';
import { ApiError } from './api-error';

export interface IdempotencyScope {
  accountId: string;
  /** The Idempotency-Key header; without one the call is simply run once. */
  key: string | undefined;
  /** What the caller asked for; a reused key must come with the same request. */
  request: unknown;
}

const keyReused = () => new ApiError(422, ErrorCode.businessRule, 'purchase.idempotencyKeyReused');
const inProgress = () => new ApiError(409, ErrorCode.idempotencyInProgress, 'purchase.idempotencyInProgress');

function requestHash(request: unknown): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}

const byKey = (scope: IdempotencyScope, key: string) =>
  and(eq(idempotencyKeys.accountId, scope.accountId), eq(idempotencyKeys.key, key));

const byKeyPlaceholders = () =>
  and(eq(idempotencyKeys.accountId, sql.placeholder('accountId')), eq(idempotencyKeys.key, sql.placeholder('key')));

/** The key's claim and its answer's record, built once (decision 0027). */
const claimKey = reusableStatement('idempotency_claim', (db) =>
  db
    .insert(idempotencyKeys)
    .values({
      accountId: sql.placeholder('accountId'),
      key: sql.placeholder('key'),
      requestHash: sql.placeholder('requestHash'),
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key }),
);
const recordAnswer = reusableStatement('idempotency_answer', (db) =>
  db
    .update(idempotencyKeys)
    .set({ responseStatus: 200, responseBody: sql`${sql.placeholder('responseBody')}` })
    .where(byKeyPlaceholders()),
);

/**
 * Claims the key inside the caller's transaction. Answers the stored result of an earlier request with
 * the same key (a concurrent one waits on the key's primary key until the first commits), or null when
 * this request is the first and should act.
 */
export async function claimIdempotencyKey<T>(tx: DbOrTx, scope: IdempotencyScope): Promise<{ stored: T } | null> {
  if (scope.key === undefined) return null;
  const hash = requestHash(scope.request);
  const [claimed] = await claimKey(tx, { accountId: scope.accountId, key: scope.key, requestHash: hash });
  if (claimed) return null;
  const [stored] = await tx.select().from(idempotencyKeys).where(byKey(scope, scope.key));
  if (!stored || stored.responseBody === null) throw inProgress();
  if (stored.requestHash !== hash) throw keyReused();
  return { stored: stored.responseBody as T };
}

/** Records the first request's answer, for its retries. */
export async function storeIdempotentResult(db: DbOrTx, scope: IdempotencyScope, result: unknown): Promise<void> {
  if (scope.key === undefined) return;
  await recordAnswer(db, { accountId: scope.accountId, key: scope.key, responseBody: JSON.stringify(result) });
}

/**
 * Runs a money or entitlement change in one transaction with its idempotency key: a retry with the same
 * key answers the first result, and a failure rolls back both the change and the key.
 */
export function idempotent<T>(db: Database, scope: IdempotencyScope, run: (tx: Transaction) => Promise<T>): Promise<T> {
  return idempotentAfterReads(db, scope, async () => undefined, run);
}

/**
 * idempotent, for a change whose reads come first: `read` is sent behind the key's claim instead of
 * after its answer, so on PostgreSQL both travel in one round trip (decision 0028), and `act` runs with
 * what it read. `read` must only read (and lock): a retried key discards it and answers the first result.
 */
export function idempotentAfterReads<T, Read>(
  db: Database,
  scope: IdempotencyScope,
  read: (tx: Transaction) => Promise<Read>,
  act: (tx: Transaction, read: Read) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const claiming = claimIdempotencyKey<T>(tx, scope);
    const reading = read(tx).then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    );
    // Both are in flight on the transaction's connection: let the reads finish before answering, whatever the claim says.
    const earlier = await claiming.finally(() => reading);
    if (earlier) return earlier.stored;
    const outcome = await reading;
    if (!outcome.ok) throw outcome.error;
    const result = await act(tx, outcome.value);
    await storeIdempotentResult(tx, scope, result);
    return result;
  });
}

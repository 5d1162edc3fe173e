import { DEFAULT_UI_LANGUAGE } from '@selfcare/contracts';
import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { connections, transactions } from '../../db/schema';
import { isLiteral } from '../../db/schema/constraints';
import { ApiError } from '../../lib/api-error';
import { type RetryContext, retryOperatorPayment } from '../operator-payments/retry-operator-payment';

/**
 * How long a purchase, gift voucher or upgrade payment may stay PENDING with the operator before the sweep asks
 * about it: a subscriber waiting on the result page verifies it themselves well within this.
 */
export const OPERATOR_PAYMENT_GRACE_MS = 5 * 60_000;

/** Purchase, gift voucher and upgrade payments the operator accepted but has not settled, opened before `openedBefore`. */
export async function openOperatorPayments(db: DbOrTx, openedBefore: Date, after: string | null, limit: number) {
  const rows = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(
      and(
        isLiteral(transactions.status, 'PENDING'),
        lt(transactions.createdAt, openedBefore),
        eq(transactions.channel, 'OPERATOR'),
        inArray(transactions.purpose, ['PURCHASE', 'VOUCHER', 'UPGRADE']),
        after === null ? undefined : gt(transactions.id, after),
      ),
    )
    .orderBy(asc(transactions.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

export type Reconciled = 'settled' | 'pending' | 'skipped';

/**
 * Asks the operator about one open payment, as the subscriber's own retry would (the same row lock and
 * settlement, so a retry racing the sweep settles it once): paid completes the purchase, applies the
 * upgrade or issues the voucher, refused fails it (an upgrade's RETRY too); one still open waits for the
 * next sweep, and one the operator now wants retried (RETRY) waits for the subscriber's retry. A payment
 * settled meanwhile is skipped.
 */
export async function reconcileOperatorPayment(
  context: Pick<RetryContext, 'db' | 'integrations' | 'publicUrl' | 'metrics'>,
  transactionId: string,
): Promise<Reconciled> {
  const { db } = context;
  const [owner] = await db
    .select({ accountId: connections.accountId })
    .from(transactions)
    .innerJoin(connections, eq(connections.id, transactions.connectionId))
    .where(eq(transactions.id, transactionId));
  if (!owner) return 'skipped';
  try {
    const result = await retryOperatorPayment(
      {
        ...context,
        accountId: owner.accountId,
        idempotency: { accountId: owner.accountId, key: undefined, request: null },
        language: DEFAULT_UI_LANGUAGE,
        ipAddress: null,
      },
      transactionId,
    );
    return result.paymentStatus === 'SUCCESS' || result.paymentStatus === 'FAILURE' ? 'settled' : 'pending';
  } catch (error) {
    // Settled by the subscriber's own retry since the page was read: nothing left to do.
    if (error instanceof ApiError && error.statusCode < 500) return 'skipped';
    throw error;
  }
}

import type { CareBillCreditResult, CareRefundResult } from '@selfcare/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { billLines, connections, transactions } from '../../db/schema';
import type { Integrations } from '../../integrations';
import { ApiError } from '../../lib/api-error';
import { refundBillLine } from '../bill-payments/refund-bill-line';
import { type RefundDeps, refundCardPayment } from '../card-payments/refund-card-payment';
import { conflict, invalidInput, notFoundText } from '../console/console-errors';
import { type CareActor, recordCareAudit } from './care-audit';

/** The decision 0053 refusals, said in the console's English. */
function inEnglish(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  switch (error.messageKey) {
    case 'refund.notRefundable':
      return conflict(
        'This payment cannot be refunded: it was not paid by card, was charged back, or has nothing to give back.',
      );
    case 'refund.tooMuch':
      return conflict(`That is more than is left to refund: at most Rs ${String(error.messageValues.left)}.`);
    case 'refund.keyReused':
      return conflict('This Idempotency-Key was used for another refund; use a new key for a new refund.');
    default:
      return error;
  }
}

/** The Idempotency-Key a money action needs, scoped to the console so it never meets a portal key. */
export function requiredKey(header: string | undefined): string {
  if (!header) throw invalidInput('An Idempotency-Key header is required, so that a repeated request refunds once.');
  return `console-care:${header}`;
}

/**
 * Refunds a card payment of the account, fully (no amount) or partly, through the card refund path of
 * decision 0053 (`refundCardPayment`: PENDING under the payment's row lock, the gateway asked once, the
 * Idempotency-Key answering the refund already made). 404 for another account's payment.
 */
export async function refundCarePayment(
  deps: RefundDeps,
  input: { accountId: string; paymentId: string; reason: string; amount: number | null; idempotencyKey: string },
  actor: CareActor,
): Promise<CareRefundResult> {
  const [owned] = await deps.db
    .select({ id: transactions.id })
    .from(transactions)
    .innerJoin(connections, eq(connections.id, transactions.connectionId))
    .where(and(eq(transactions.id, input.paymentId), eq(connections.accountId, input.accountId)));
  if (!owned) throw notFoundText('This account has no payment with this id.');
  try {
    const result = await refundCardPayment(deps, {
      transactionId: input.paymentId,
      amount: input.amount,
      reason: input.reason,
      requestedBy: actor.staffId,
      idempotencyKey: input.idempotencyKey,
    });
    await recordCareAudit(deps.db, actor, {
      action: 'refund',
      accountId: input.accountId,
      reason: input.reason,
      outcome: result.status === 'FAILURE' ? 'failure' : 'success',
      details: { paymentId: input.paymentId, refundId: result.refundId, amount: result.amount, status: result.status },
    });
    return result;
  } catch (error) {
    throw inEnglish(error);
  }
}

/**
 * A bill credit on a fixed-line connection of the account, against one of its bill lines, through the
 * bill refund path of decision 0053 (`refundBillLine`). 404 for another account's connection or line.
 */
export async function creditCareBill(
  deps: { db: Database; integrations: Pick<Integrations, 'jobQueue'> },
  input: {
    accountId: string;
    connectionId: string;
    billLineId: string;
    reason: string;
    amount: number | null;
    idempotencyKey: string;
  },
  actor: CareActor,
): Promise<CareBillCreditResult> {
  const [owned] = await deps.db
    .select({ id: billLines.id })
    .from(billLines)
    .innerJoin(connections, eq(connections.id, billLines.connectionId))
    .where(
      and(
        eq(billLines.id, input.billLineId),
        eq(billLines.connectionId, input.connectionId),
        eq(connections.accountId, input.accountId),
      ),
    );
  if (!owned) throw notFoundText("This account's connection has no bill line with this id.");
  try {
    const result = await refundBillLine(
      { db: deps.db, jobQueue: deps.integrations.jobQueue },
      {
        billLineId: input.billLineId,
        amount: input.amount,
        reason: input.reason,
        requestedBy: actor.staffId,
        idempotencyKey: input.idempotencyKey,
      },
    );
    await recordCareAudit(deps.db, actor, {
      action: 'bill_credit',
      accountId: input.accountId,
      reason: input.reason,
      details: {
        connectionId: input.connectionId,
        billLineId: input.billLineId,
        refundId: result.refundId,
        creditLineId: result.creditLineId,
        amount: result.amount,
      },
    });
    return {
      refundId: result.refundId,
      creditLineId: result.creditLineId,
      amount: result.amount,
      taxAmount: result.taxAmount,
      fullyRefunded: result.fullyRefunded,
    };
  } catch (error) {
    throw inEnglish(error);
  }
}

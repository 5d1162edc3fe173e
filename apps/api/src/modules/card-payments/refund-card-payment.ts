import { ErrorCode } from '@selfcare/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { connections, refunds, transactions } from '../../db/schema';
import type { Integrations } from '../../integrations';
import type { RefundOutcome } from '../../integrations/card-gateway';
import { ApiError, notFound } from '../../lib/api-error';
import { recordAudit } from '../../lib/audit';
import { isUniqueViolation } from '../../lib/database-errors';
import { centsOf as cents, refundCents } from '../../lib/refund-amount';
import { takeBackPaidFor } from './take-back-paid-for';

export interface RefundInput {
  transactionId: string;
  /** Rupees; null refunds all that is left of the payment. */
  amount: number | null;
  reason: string;
  /** Who asked: a staff member's id, or the process. */
  requestedBy: string;
  idempotencyKey: string;
}

export interface RefundResult {
  refundId: string;
  status: 'PENDING' | 'SUCCESS' | 'FAILURE';
  amount: number;
  /** Refunded on the payment so far, this refund included once taken. */
  refundedTotal: number;
  /** The whole payment is refunded: what it paid for was taken back. */
  fullyRefunded: boolean;
  description: string | null;
}

export interface RefundDeps {
  db: Database;
  integrations: Pick<Integrations, 'cardGateway' | 'jobQueue'>;
  /**
   * Told of each refund the gateway was asked for, with its status once recorded (PENDING when the answer
   * was lost); not of a refund a repeated Idempotency-Key answers, so the caller counts each once.
   */
  asked: (status: RefundResult['status']) => void;
}

const rupeesOf = (amountInCents: number) => amountInCents / 100;

/**
 * Gives money back on a paid card payment through the gateway's Refund API (decision 0053), all of what
 * is left or part of it, recorded with who asked and why. The refund is written PENDING first, under
 * the payment's row lock, so two refunds can never together give back more than was paid; the gateway
 * is then asked once (its Refund API does not deduplicate), and its answer recorded. When the whole
 * payment has gone back, what it paid for is taken back (take-back-paid-for.ts). The Idempotency-Key
 * makes a repeated request answer the refund it already made; a refund whose answer was lost stays
 * PENDING for a person to check with the gateway, never asked again.
 */
export async function refundCardPayment(deps: RefundDeps, input: RefundInput): Promise<RefundResult> {
  const { db } = deps;
  const requestedInCents = refundCents(input.amount);
  const earlier = await refundByKey(db, input);
  if (earlier) return earlier;

  let opened: { refundId: string; amountInCents: number; paymentId: string; paidInCents: number };
  try {
    opened = await db.transaction(async (tx) => {
      const [payment] = await tx
        .select({
          amount: transactions.amount,
          status: transactions.status,
          channel: transactions.channel,
          chargedBackAt: transactions.chargedBackAt,
          gatewayPaymentId: transactions.gatewayPaymentId,
        })
        .from(transactions)
        .where(eq(transactions.id, input.transactionId))
        .for('update');
      if (!payment) throw notFound();
      const { gatewayPaymentId } = payment;
      if (payment.channel !== 'CARD' || payment.status !== 'SUCCESS' || payment.chargedBackAt || !gatewayPaymentId) {
        throw new ApiError(422, ErrorCode.businessRule, 'refund.notRefundable');
      }
      const paidInCents = cents(payment.amount);
      const leftInCents = paidInCents - (await refundedInCents(tx, input.transactionId, ['PENDING', 'SUCCESS']));
      const amountInCents = requestedInCents ?? leftInCents;
      if (amountInCents <= 0 || amountInCents > leftInCents) {
        throw new ApiError(422, ErrorCode.businessRule, 'refund.tooMuch', { left: rupeesOf(leftInCents).toFixed(2) });
      }
      const [refund] = await tx
        .insert(refunds)
        .values({
          transactionId: input.transactionId,
          amount: rupeesOf(amountInCents),
          reason: input.reason,
          requestedBy: input.requestedBy,
          idempotencyKey: input.idempotencyKey,
          status: 'PENDING',
        })
        .returning({ id: refunds.id });
      if (!refund) throw new Error('refund insert returned no row');
      return { refundId: refund.id, amountInCents, paymentId: gatewayPaymentId, paidInCents };
    });
  } catch (error) {
    // The same key, sent twice at once: the other request made the refund.
    if (isUniqueViolation(error)) {
      const made = await refundByKey(db, input);
      if (made) return made;
    }
    throw error;
  }

  const whole = opened.amountInCents === opened.paidInCents;
  const outcome = await deps.integrations.cardGateway
    .refund({
      paymentId: opened.paymentId,
      amount: whole ? null : rupeesOf(opened.amountInCents),
      description: input.reason,
    })
    // The adapter has logged why; the refund may or may not have been taken, so it is never asked again.
    .catch(() => null);
  if (outcome !== null) await recordOutcome(deps, input, opened, outcome);
  const result = await resultOf(db, opened.refundId);
  deps.asked(result.status);
  return result;
}

async function recordOutcome(
  deps: RefundDeps,
  input: RefundInput,
  opened: { refundId: string; amountInCents: number; paidInCents: number },
  outcome: RefundOutcome,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [payment] = await tx
      .select({
        id: transactions.id,
        purpose: transactions.purpose,
        connectionId: transactions.connectionId,
        purchaseId: transactions.purchaseId,
        accountId: connections.accountId,
      })
      .from(transactions)
      .innerJoin(connections, eq(connections.id, transactions.connectionId))
      .where(eq(transactions.id, input.transactionId))
      .for('update', { of: transactions });
    if (!payment) throw new Error(`payment ${input.transactionId} is gone`);
    await tx
      .update(refunds)
      .set({
        status: outcome.status,
        gatewayRefundId: outcome.refundId,
        description: outcome.description,
        updatedAt: new Date(),
      })
      .where(and(eq(refunds.id, opened.refundId), eq(refunds.status, 'PENDING')));
    const refundedTotal = await refundedInCents(tx, payment.id, ['SUCCESS']);
    const fullyRefunded = outcome.status === 'SUCCESS' && refundedTotal === opened.paidInCents;
    const taken = fullyRefunded ? await takeBackPaidFor(tx, deps.integrations.jobQueue, payment, new Date()) : {};
    await recordAudit(tx, {
      action: 'payment.refund',
      outcome: outcome.status === 'SUCCESS' ? 'success' : 'failure',
      accountId: payment.accountId,
      subjectType: 'transaction',
      subjectId: payment.id,
      details: {
        refundId: opened.refundId,
        amount: rupeesOf(opened.amountInCents),
        reason: input.reason,
        requestedBy: input.requestedBy,
        fullyRefunded,
        ...(outcome.description ? { gatewayAnswer: outcome.description } : {}),
        ...taken,
      },
    });
  });
}

async function refundedInCents(
  db: Pick<Database, 'select'>,
  transactionId: string,
  statuses: ('PENDING' | 'SUCCESS')[],
): Promise<number> {
  const rows = await db
    .select({ amount: refunds.amount })
    .from(refunds)
    .where(and(eq(refunds.transactionId, transactionId), inArray(refunds.status, statuses)));
  return rows.reduce((sum, row) => sum + cents(row.amount), 0);
}

/** The refund an Idempotency-Key already made, if it was for this payment and amount; 409 if not. */
async function refundByKey(db: Database, input: RefundInput): Promise<RefundResult | null> {
  const [made] = await db
    .select({ id: refunds.id, transactionId: refunds.transactionId, amount: refunds.amount })
    .from(refunds)
    .where(eq(refunds.idempotencyKey, input.idempotencyKey));
  if (!made) return null;
  const sameAmount = input.amount === null || cents(input.amount) === cents(made.amount);
  if (made.transactionId !== input.transactionId || !sameAmount) {
    throw new ApiError(409, ErrorCode.conflict, 'refund.keyReused');
  }
  return resultOf(db, made.id);
}

async function resultOf(db: Database, refundId: string): Promise<RefundResult> {
  const [refund] = await db.select().from(refunds).where(eq(refunds.id, refundId));
  if (!refund?.transactionId) throw new Error(`card refund ${refundId} is gone`);
  const [payment] = await db
    .select({ amount: transactions.amount })
    .from(transactions)
    .where(eq(transactions.id, refund.transactionId));
  const refundedTotal = await refundedInCents(db, refund.transactionId, ['SUCCESS']);
  return {
    refundId: refund.id,
    status: refund.status,
    amount: refund.amount,
    refundedTotal: rupeesOf(refundedTotal),
    fullyRefunded: payment !== undefined && refundedTotal === cents(payment.amount),
    description: refund.description,
  };
}

import { ErrorCode } from '@selfcare/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { billLines, connections, refunds } from '../../db/schema';
import type { JobQueue } from '../../jobs/job-queue';
import { ApiError, notFound } from '../../lib/api-error';
import { recordAudit } from '../../lib/audit';
import { isUniqueViolation } from '../../lib/database-errors';
import { centsOf as cents, refundCents } from '../../lib/refund-amount';
import { takeBackPaidFor } from '../card-payments/take-back-paid-for';
import { utcDate } from '../products/dates';

export interface BillRefundInput {
  billLineId: string;
  /** Rupees before taxes; null credits all that is left of the line. */
  amount: number | null;
  reason: string;
  /** Who asked: a staff member's id, or the process. */
  requestedBy: string;
  idempotencyKey: string;
}

export interface BillRefundResult {
  refundId: string;
  /** The credit line on the connection's bill. */
  creditLineId: string;
  /** Before taxes, and the taxes given back with it. */
  amount: number;
  taxAmount: number;
  /** The whole line is credited: what it paid for was taken back. */
  fullyRefunded: boolean;
}

/**
 * Gives money back on a fixed-line connection's bill (types 1-5, decision 0053): a credit line on this
 * month's bill, negative, against the line of the purchase it refunds, with its taxes in proportion. All
 * that is left of the line or part of it, never more; recorded with who asked and why, audited, once per
 * Idempotency-Key. Crediting the whole line takes back what it paid for (take-back-paid-for.ts). A bill
 * never refuses, so a credit is taken at once.
 */
export async function refundBillLine(
  deps: { db: Database; jobQueue: JobQueue },
  input: BillRefundInput,
): Promise<BillRefundResult> {
  const { db } = deps;
  const requestedInCents = refundCents(input.amount);
  const earlier = await creditByKey(db, input);
  if (earlier) return earlier;
  try {
    return await db.transaction(async (tx) => {
      const [line] = await tx
        .select({
          id: billLines.id,
          connectionId: billLines.connectionId,
          purchaseId: billLines.purchaseId,
          description: billLines.description,
          amount: billLines.amount,
          taxAmount: billLines.taxAmount,
          accountId: connections.accountId,
        })
        .from(billLines)
        .innerJoin(connections, eq(connections.id, billLines.connectionId))
        .where(and(eq(billLines.id, input.billLineId), isNull(billLines.creditsBillLineId)))
        .for('update', { of: billLines });
      if (!line) throw notFound();
      if (!line.purchaseId || line.amount <= 0) throw new ApiError(422, ErrorCode.businessRule, 'refund.notRefundable');
      const credited = await tx
        .select({ amount: billLines.amount })
        .from(billLines)
        .where(eq(billLines.creditsBillLineId, line.id));
      const leftInCents = cents(line.amount) + credited.reduce((sum, row) => sum + cents(row.amount), 0);
      const amountInCents = requestedInCents ?? leftInCents;
      if (amountInCents <= 0 || amountInCents > leftInCents) {
        throw new ApiError(422, ErrorCode.businessRule, 'refund.tooMuch', { left: (leftInCents / 100).toFixed(2) });
      }
      // The taxes go back in proportion, rounded once, here.
      const taxInCents = Math.round((cents(line.taxAmount) * amountInCents) / cents(line.amount));
      const now = new Date();
      const [credit] = await tx
        .insert(billLines)
        .values({
          connectionId: line.connectionId,
          purchaseId: line.purchaseId,
          description: `Refund: ${line.description}`,
          amount: -amountInCents / 100,
          taxAmount: -taxInCents / 100,
          billingMonth: `${utcDate(now).slice(0, 7)}-01`,
          chargedAt: now,
          creditsBillLineId: line.id,
        })
        .returning({ id: billLines.id });
      if (!credit) throw new Error('credit line insert returned no row');
      const [refund] = await tx
        .insert(refunds)
        .values({
          billLineId: line.id,
          amount: amountInCents / 100,
          reason: input.reason,
          requestedBy: input.requestedBy,
          idempotencyKey: input.idempotencyKey,
          status: 'SUCCESS',
          gatewayRefundId: credit.id,
        })
        .returning({ id: refunds.id });
      if (!refund) throw new Error('refund insert returned no row');
      const fullyRefunded = amountInCents === leftInCents;
      const taken = fullyRefunded
        ? await takeBackPaidFor(
            tx,
            deps.jobQueue,
            { id: line.id, purpose: 'PURCHASE', connectionId: line.connectionId, purchaseId: line.purchaseId },
            now,
          )
        : {};
      await recordAudit(tx, {
        action: 'payment.refund',
        outcome: 'success',
        accountId: line.accountId,
        subjectType: 'bill_line',
        subjectId: line.id,
        details: {
          route: 'bill',
          refundId: refund.id,
          amount: amountInCents / 100,
          taxAmount: taxInCents / 100,
          reason: input.reason,
          requestedBy: input.requestedBy,
          fullyRefunded,
          ...taken,
        },
      });
      return {
        refundId: refund.id,
        creditLineId: credit.id,
        amount: amountInCents / 100,
        taxAmount: taxInCents / 100,
        fullyRefunded,
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      const made = await creditByKey(db, input);
      if (made) return made;
    }
    throw error;
  }
}

/** The credit an Idempotency-Key already made, if it was for this line and amount; 409 if not. */
async function creditByKey(db: Database, input: BillRefundInput): Promise<BillRefundResult | null> {
  const [made] = await db
    .select({
      id: refunds.id,
      billLineId: refunds.billLineId,
      amount: refunds.amount,
      creditLineId: refunds.gatewayRefundId,
    })
    .from(refunds)
    .where(eq(refunds.idempotencyKey, input.idempotencyKey));
  if (!made) return null;
  const sameAmount = input.amount === null || cents(input.amount) === cents(made.amount);
  if (made.billLineId !== input.billLineId || !sameAmount || !made.creditLineId) {
    throw new ApiError(409, ErrorCode.conflict, 'refund.keyReused');
  }
  const [credit] = await db.select().from(billLines).where(eq(billLines.id, made.creditLineId));
  const [line] = await db.select().from(billLines).where(eq(billLines.id, input.billLineId));
  const credits = await db
    .select({ amount: billLines.amount })
    .from(billLines)
    .where(eq(billLines.creditsBillLineId, input.billLineId));
  const left = cents(line?.amount ?? 0) + credits.reduce((sum, row) => sum + cents(row.amount), 0);
  return {
    refundId: made.id,
    creditLineId: made.creditLineId,
    amount: made.amount,
    taxAmount: -(credit?.taxAmount ?? 0),
    fullyRefunded: left === 0,
  };
}

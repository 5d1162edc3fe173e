import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { buyHboOnBill, purchaseState } from '../../../test/purchases';
import { rejectionOf } from '../../../test/rejection';
import { auditLog, billLines, purchases } from '../../db/schema';
import type { SandboxProvisioning } from '../../integrations/provisioning';
import { ApiError } from '../../lib/api-error';
import { type BillRefundInput, refundBillLine } from './refund-bill-line';

let t: TestApp;
beforeAll(async () => {
  t = await createSeededTestApp();
});
afterAll(() => t.close());

let keys = 0;

/** HBO bought on the bill: its bill line and purchase. */
async function billedPurchase() {
  const { connectionId } = await buyHboOnBill(t);
  const [line] = await t.db.select().from(billLines).where(eq(billLines.connectionId, connectionId));
  if (!line?.purchaseId) throw new Error('no bill line');
  return { line, purchaseId: line.purchaseId, connectionId };
}

const credit = (input: Partial<BillRefundInput> & { billLineId: string }) =>
  refundBillLine(
    { db: t.db, jobQueue: t.app.integrations.jobQueue },
    {
      amount: null,
      reason: 'Service outage',
      requestedBy: 'finance-1',
      idempotencyKey: `bill-credit-${++keys}`,
      ...input,
    },
  );

async function refusal(work: Promise<unknown>) {
  const { statusCode, message } = await rejectionOf(work, ApiError);
  return { statusCode, message };
}

describe('refunding a bill payer: a credit line on the bill', () => {
  it('credits all of a line with its taxes, ends the purchase, takes it off the platform and audits it', async () => {
    const { line, purchaseId, connectionId } = await billedPurchase();
    const result = await credit({ billLineId: line.id });
    expect(result).toMatchObject({ amount: line.amount, taxAmount: line.taxAmount, fullyRefunded: true });
    const lines = await t.db.select().from(billLines).where(eq(billLines.connectionId, connectionId));
    expect(lines).toHaveLength(2);
    expect(lines.find((row) => row.id === result.creditLineId)).toMatchObject({
      amount: -line.amount,
      taxAmount: -line.taxAmount,
      creditsBillLineId: line.id,
      purchaseId,
      description: `Refund: ${line.description}`,
    });
    expect((await purchaseState(t.db, purchaseId))?.status).toBe('PURCHASE_REMOVED');
    const platform = t.app.integrations.provisioning as SandboxProvisioning;
    await vi.waitFor(() => expect(platform.removed).toContain(purchaseId), { timeout: 15_000 });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.refund'), eq(auditLog.subjectId, line.id)));
    expect(audits).toMatchObject([
      {
        outcome: 'success',
        details: { route: 'bill', reason: 'Service outage', requestedBy: 'finance-1', fullyRefunded: true },
      },
    ]);
    expect(await refusal(credit({ billLineId: line.id, amount: 1 }))).toEqual({
      statusCode: 422,
      message: 'At most Rs 0.00 of this payment is left to refund.',
    });
  });

  it('credits part with its share of the taxes, keeps the product, then the rest ends it', async () => {
    const { line, purchaseId } = await billedPurchase();
    const part = await credit({ billLineId: line.id, amount: 100 });
    expect(part).toMatchObject({
      amount: 100,
      taxAmount: Math.round((line.taxAmount * 100 * 100) / line.amount) / 100,
      fullyRefunded: false,
    });
    expect((await purchaseState(t.db, purchaseId))?.status).toBe('PURCHASE_COMPLETE');
    expect(await refusal(credit({ billLineId: line.id, amount: line.amount }))).toMatchObject({ statusCode: 422 });
    const rest = await credit({ billLineId: line.id });
    expect(rest).toMatchObject({ amount: Math.round((line.amount - 100) * 100) / 100, fullyRefunded: true });
    // The taxes given back add up to the line's, to the cent.
    expect(Math.round((part.taxAmount + rest.taxAmount) * 100)).toBe(Math.round(line.taxAmount * 100));
    expect((await purchaseState(t.db, purchaseId))?.status).toBe('PURCHASE_REMOVED');
  });

  it('answers a repeated Idempotency-Key with the credit it made, and refuses the key for another', async () => {
    const { line, connectionId } = await billedPurchase();
    const first = await credit({ billLineId: line.id, amount: 50, idempotencyKey: 'bill-credit-once' });
    const again = await credit({ billLineId: line.id, amount: 50, idempotencyKey: 'bill-credit-once' });
    expect(again).toEqual(first);
    expect(await t.db.select().from(billLines).where(eq(billLines.connectionId, connectionId))).toHaveLength(2);
    expect(await refusal(credit({ billLineId: line.id, amount: 60, idempotencyKey: 'bill-credit-once' }))).toEqual({
      statusCode: 409,
      message: 'This Idempotency-Key was used for another refund.',
    });
  });

  it('refuses a credit line itself, an unknown line, and an amount that is not whole cents or not above 0', async () => {
    const { line } = await billedPurchase();
    for (const amount of [0, -5, 10.005]) {
      expect(await refusal(credit({ billLineId: line.id, amount }))).toEqual({
        statusCode: 422,
        message: 'Give the amount to refund in rupees, more than 0 and with at most two decimals.',
      });
    }
    const { creditLineId } = await credit({ billLineId: line.id, amount: 10 });
    expect((await refusal(credit({ billLineId: creditLineId }))).statusCode).toBe(404);
    expect((await refusal(credit({ billLineId: '00000000-0000-4000-8000-000000000000' }))).statusCode).toBe(404);
    const [purchase] = await t.db
      .select()
      .from(purchases)
      .where(eq(purchases.id, line.purchaseId ?? ''));
    expect(purchase?.status).toBe('PURCHASE_COMPLETE');
  });
});

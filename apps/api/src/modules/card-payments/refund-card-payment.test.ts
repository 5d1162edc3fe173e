import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import {
  type CardPayer,
  cardPayer,
  postNotification,
  productPage,
  signedNotification,
  startCardPurchase,
} from '../../../test/card-payments';
import { demo } from '../../../test/catalogue';
import { rejectionOf } from '../../../test/rejection';
import { auditLog, purchases, refunds, transactions } from '../../db/schema';
import type { RefundRequest } from '../../integrations/card-gateway';
import type { SandboxProvisioning } from '../../integrations/provisioning';
import { ApiError } from '../../lib/api-error';
import { type RefundInput, refundCardPayment } from './refund-card-payment';

let t: TestApp;
beforeAll(async () => {
  t = await createSeededTestApp();
});
afterAll(() => t.close());

const hbo = demo.productId('hbo');
let keys = 0;

/** HBO bought by card and paid: the payment's id and amount, and its purchase. */
async function paidCardPurchase() {
  const payer = await cardPayer(t);
  const { checkout } = await startCardPurchase(t, payer);
  const paid = await postNotification(
    t,
    signedNotification(t, { orderId: checkout.referenceNumber, amount: checkout.amount, statusCode: 2 }),
  );
  expect(paid.json()).toEqual({ effect: 'paid' });
  const [purchase] = await t.db
    .select({ id: purchases.id })
    .from(purchases)
    .where(eq(purchases.connectionId, payer.connectionId));
  return { payer, transactionId: checkout.transactionId, amount: Number(checkout.amount), purchaseId: purchase?.id };
}

const refund = (input: Partial<RefundInput> & { transactionId: string }) =>
  refundCardPayment(
    { db: t.db, integrations: t.app.integrations, asked: () => {} },
    {
      amount: null,
      reason: 'Customer asked on the phone',
      requestedBy: 'care-agent-7',
      idempotencyKey: `refund-${++keys}`,
      ...input,
    },
  );

async function refusal(work: Promise<unknown>) {
  const { statusCode, message } = await rejectionOf(work, ApiError);
  return { statusCode, message };
}

async function stillHolds(payer: CardPayer) {
  return (await productPage(t, payer, hbo)).isPurchased;
}

describe('refunding a card payment', () => {
  it('gives all of it back, ends what it paid for, takes it off the platform, and audits who and why', async () => {
    const { payer, transactionId, amount, purchaseId } = await paidCardPurchase();
    const result = await refund({ transactionId });
    expect(result).toMatchObject({ status: 'SUCCESS', amount, refundedTotal: amount, fullyRefunded: true });
    expect(await stillHolds(payer)).toBe(false);
    const [ended] = await t.db
      .select()
      .from(purchases)
      .where(eq(purchases.id, purchaseId ?? ''));
    expect(ended?.status).toBe('PURCHASE_REMOVED');
    const platform = t.app.integrations.provisioning as SandboxProvisioning;
    await vi.waitFor(() => expect(platform.removed).toContain(purchaseId), { timeout: 15_000 });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.refund'), eq(auditLog.subjectId, transactionId)));
    expect(audits).toMatchObject([
      {
        outcome: 'success',
        accountId: payer.account.id,
        details: { reason: 'Customer asked on the phone', requestedBy: 'care-agent-7', fullyRefunded: true, amount },
      },
    ]);
    // Nothing is left to refund.
    expect(await refusal(refund({ transactionId, amount: 1 }))).toEqual({
      statusCode: 422,
      message: 'At most Rs 0.00 of this payment is left to refund.',
    });
  });

  it('gives part back and keeps the product, until the rest goes back too', async () => {
    const { payer, transactionId, amount } = await paidCardPurchase();
    expect(await refund({ transactionId, amount: 100 })).toMatchObject({
      status: 'SUCCESS',
      amount: 100,
      refundedTotal: 100,
      fullyRefunded: false,
    });
    expect(await stillHolds(payer)).toBe(true);
    expect(await refusal(refund({ transactionId, amount }))).toEqual({
      statusCode: 422,
      message: `At most Rs ${(amount - 100).toFixed(2)} of this payment is left to refund.`,
    });
    expect(await refund({ transactionId })).toMatchObject({
      amount: Math.round((amount - 100) * 100) / 100,
      refundedTotal: amount,
      fullyRefunded: true,
    });
    expect(await stillHolds(payer)).toBe(false);
  });

  it('answers a repeated Idempotency-Key with the refund it made, and refuses the key for another', async () => {
    const { transactionId } = await paidCardPurchase();
    const asked: RefundRequest[] = [];
    const gateway = t.app.integrations.cardGateway;
    const spy = vi.spyOn(gateway, 'refund').mockImplementation(async (request) => {
      asked.push(request);
      return { status: 'SUCCESS', refundId: 'R-1', description: null };
    });
    try {
      const first = await refund({ transactionId, amount: 50, idempotencyKey: 'refund-once' });
      const again = await refund({ transactionId, amount: 50, idempotencyKey: 'refund-once' });
      expect(again).toEqual(first);
      expect(asked).toHaveLength(1);
      expect(asked[0]).toMatchObject({ amount: 50, description: 'Customer asked on the phone' });
      expect(await refusal(refund({ transactionId, amount: 60, idempotencyKey: 'refund-once' }))).toEqual({
        statusCode: 409,
        message: 'This Idempotency-Key was used for another refund.',
      });
    } finally {
      spy.mockRestore();
    }
  });

  it('never gives back more than was paid, whatever refunds race', async () => {
    const { transactionId, amount } = await paidCardPurchase();
    const part = Math.round(amount * 60) / 100;
    const outcomes = await Promise.allSettled([
      refund({ transactionId, amount: part }),
      refund({ transactionId, amount: part }),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const rows = await t.db.select().from(refunds).where(eq(refunds.transactionId, transactionId));
    expect(rows).toMatchObject([{ status: 'SUCCESS', amount: part }]);
  });

  it("records the gateway's refusal, keeps the product, and leaves a lost answer PENDING, never asked again", async () => {
    const { payer, transactionId } = await paidCardPurchase();
    const gateway = t.app.integrations.cardGateway;
    const refused = vi
      .spyOn(gateway, 'refund')
      .mockResolvedValueOnce({ status: 'FAILURE', refundId: null, description: 'Refund period is over' })
      .mockRejectedValueOnce(new Error('no answer in time'));
    try {
      expect(await refund({ transactionId })).toMatchObject({
        status: 'FAILURE',
        description: 'Refund period is over',
        refundedTotal: 0,
        fullyRefunded: false,
      });
      expect(await stillHolds(payer)).toBe(true);
      const lost = await refund({ transactionId, idempotencyKey: 'refund-lost' });
      expect(lost).toMatchObject({ status: 'PENDING', fullyRefunded: false });
      // Sent again with its key, it answers what is known; the gateway is not asked a second time.
      expect(await refund({ transactionId, idempotencyKey: 'refund-lost' })).toEqual(lost);
      expect(refused).toHaveBeenCalledTimes(2);
      // Money that may be on its way back is not refundable again.
      expect((await refusal(refund({ transactionId, amount: 1 }))).statusCode).toBe(422);
    } finally {
      refused.mockRestore();
    }
  });

  it('refuses what is not a paid card payment, and an unknown payment', async () => {
    const payer = await cardPayer(t);
    const { checkout } = await startCardPurchase(t, payer);
    expect(await refusal(refund({ transactionId: checkout.transactionId }))).toEqual({
      statusCode: 422,
      message: 'Only a paid card payment that was not charged back can be refunded.',
    });
    const { transactionId, amount } = await paidCardPurchase();
    await postNotification(
      t,
      signedNotification(t, { orderId: await orderOf(transactionId), amount: amount.toFixed(2), statusCode: -3 }),
    );
    expect((await refusal(refund({ transactionId }))).statusCode).toBe(422);
    expect((await refusal(refund({ transactionId: '00000000-0000-4000-8000-000000000000' }))).statusCode).toBe(404);
    expect(await refusal(refund({ transactionId, amount: 0.001 }))).toEqual({
      statusCode: 422,
      message: 'Give the amount to refund in rupees, more than 0 and with at most two decimals.',
    });
  });
});

async function orderOf(transactionId: string): Promise<string> {
  const [row] = await t.db
    .select({ orderId: transactions.gatewayOrderId })
    .from(transactions)
    .where(eq(transactions.id, transactionId));
  return row?.orderId ?? '';
}

import { randomUUID } from 'node:crypto';
import type { CareBillCreditResult, CareRefundResult, CareSubscriber } from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { cardPayer, postNotification, signedNotification, startCardPurchase } from '../../../test/card-payments';
import { insertPurchase } from '../../../test/catalogue';
import { auditLog, billLines, purchases, refunds, transactions } from '../../db/schema';
import type { RefundRequest } from '../../integrations/card-gateway';
import { hboPage, mobitelSubscriber, purchase, purchaseBody } from '../operator-payments/test-kit';
import { careAudits, careCaller, careSubscriber } from './test-kit';

/**
 * Refunds and bill credits from the console (decision 0053's paths). The races mean most on PostgreSQL
 * (TEST_DATABASE_URL, `--project postgres`), where requests really run side by side.
 */
let t: TestApp;
let finance: Awaited<ReturnType<typeof careCaller>>;
beforeAll(async () => {
  t = await createSeededTestApp();
  finance = await careCaller(t, 'finance');
});
afterAll(() => t.close());

const REASON = 'Charged twice, refund agreed with the subscriber';

/** A card payer whose HBO purchase the gateway has paid: their account and the payment. */
async function paidCardPayment() {
  const payer = await cardPayer(t);
  const { checkout } = await startCardPurchase(t, payer);
  const paid = await postNotification(
    t,
    signedNotification(t, { orderId: checkout.referenceNumber, amount: checkout.amount, statusCode: 2 }),
  );
  expect(paid.json()).toEqual({ effect: 'paid' });
  return { accountId: payer.account.id, paymentId: checkout.transactionId, amount: Number(checkout.amount) };
}

const refund = (
  caller: typeof finance,
  payment: { accountId: string; paymentId: string },
  body: object,
  key: string | null = randomUUID(),
) =>
  caller.call(
    'POST',
    `/subscribers/${payment.accountId}/actions/payments/${payment.paymentId}/refund`,
    body,
    key ? { 'idempotency-key': key } : {},
  );

describe('refunding a card payment from the console', () => {
  it('refunds part and then the rest, shown on the page, audited with the reason; too much is a 409', async () => {
    const payment = await paidCardPayment();
    const part = Math.round(payment.amount * 40) / 100;
    const first = await refund(finance, payment, { reason: REASON, amount: part });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<CareRefundResult>()).toMatchObject({ status: 'SUCCESS', amount: part, fullyRefunded: false });

    const tooMuch = await refund(finance, payment, { reason: REASON, amount: payment.amount });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json<{ message: string }>().message).toMatch(/^That is more than is left to refund: at most Rs /);

    const rest = await refund(finance, payment, { reason: REASON });
    expect(rest.json<CareRefundResult>()).toMatchObject({ status: 'SUCCESS', fullyRefunded: true });
    expect(rest.json<CareRefundResult>().refundedTotal).toBeCloseTo(payment.amount, 2);

    const page = (await finance.call('GET', `/subscribers/${payment.accountId}`)).json<CareSubscriber>();
    expect(page.payments.find((row) => row.id === payment.paymentId)?.refunded).toBeCloseTo(payment.amount, 2);
    const audits = (await careAudits(t, payment.accountId)).filter((row) => row.action === 'console.care_refund');
    expect(audits).toHaveLength(2);
    expect(audits[1]).toMatchObject({
      staffId: finance.staff.id,
      details: expect.objectContaining({ reason: REASON, paymentId: payment.paymentId, amount: part }),
    });
    const gatewayAudits = await t.db.select().from(auditLog).where(eq(auditLog.subjectId, payment.paymentId));
    expect(gatewayAudits.filter((row) => row.action === 'payment.refund')).toHaveLength(2);
    // Nothing is left to give back.
    expect((await refund(finance, payment, { reason: REASON })).statusCode).toBe(409);
  });

  it("needs an Idempotency-Key and a reason, and answers 404 for another account's payment", async () => {
    const payment = await paidCardPayment();
    const other = await careSubscriber(t);
    expect((await refund(finance, payment, { reason: REASON }, null)).statusCode).toBe(400);
    expect((await refund(finance, payment, {})).statusCode).toBe(400);
    expect((await refund(finance, { ...payment, accountId: other.id }, { reason: REASON })).statusCode).toBe(404);
    expect(await t.db.select().from(refunds).where(eq(refunds.transactionId, payment.paymentId))).toEqual([]);
  });

  it('refunds once when the same request races, and never more than was paid when refunds race', async () => {
    const payment = await paidCardPayment();
    const asked: RefundRequest[] = [];
    const gateway = t.app.integrations.cardGateway;
    const spy = vi.spyOn(gateway, 'refund').mockImplementation(async (request) => {
      asked.push(request);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { status: 'SUCCESS', refundId: `R-${asked.length}`, description: null };
    });
    try {
      const key = randomUUID();
      const same = await Promise.all(
        Array.from({ length: 6 }, () => refund(finance, payment, { reason: REASON, amount: 10 }, key)),
      );
      expect(same.map((answer) => answer.statusCode)).toEqual(Array(6).fill(200));
      expect(new Set(same.map((answer) => answer.json<CareRefundResult>().refundId)).size).toBe(1);
      expect(asked).toHaveLength(1);

      const whole = await Promise.all(Array.from({ length: 4 }, () => refund(finance, payment, { reason: REASON })));
      expect(whole.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
      const rows = await t.db.select().from(refunds).where(eq(refunds.transactionId, payment.paymentId));
      const total = rows.reduce((sum, row) => sum + Number(row.amount), 0);
      expect(total).toBeCloseTo(payment.amount, 2);
      expect(asked).toHaveLength(2);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('a bill credit from the console', () => {
  async function billedLine() {
    const subscriber = await careSubscriber(t);
    const purchaseId = await insertPurchase(t.db, {
      connectionId: subscriber.fixedLine,
      product: 'hbo',
      offer: 'monthly',
      status: 'PURCHASE_COMPLETE',
    });
    const [line] = await t.db
      .insert(billLines)
      .values({
        connectionId: subscriber.fixedLine,
        purchaseId,
        description: 'HBO monthly',
        amount: 1000,
        taxAmount: 180,
        billingMonth: `${new Date().toISOString().slice(0, 7)}-01`,
        chargedAt: new Date(),
      })
      .returning({ id: billLines.id });
    return { subscriber, billLineId: line?.id ?? '' };
  }

  const credit = (accountId: string, connectionId: string, body: object, key: string | null = randomUUID()) =>
    finance.call(
      'POST',
      `/subscribers/${accountId}/actions/connections/${connectionId}/bill-credit`,
      body,
      key ? { 'idempotency-key': key } : {},
    );

  it('credits part of a bill line, once per key, audited; too much is a 409', async () => {
    const { subscriber, billLineId } = await billedLine();
    const key = randomUUID();
    const given = await credit(subscriber.id, subscriber.fixedLine, { reason: REASON, billLineId, amount: 250 }, key);
    expect(given.statusCode, given.body).toBe(200);
    const result = given.json<CareBillCreditResult>();
    expect(result).toMatchObject({ amount: 250, fullyRefunded: false });
    const again = await credit(subscriber.id, subscriber.fixedLine, { reason: REASON, billLineId, amount: 250 }, key);
    expect(again.json<CareBillCreditResult>().creditLineId).toBe(result.creditLineId);
    const [creditLine] = await t.db.select().from(billLines).where(eq(billLines.id, result.creditLineId));
    expect(creditLine).toMatchObject({ creditsBillLineId: billLineId, amount: -250 });
    expect(
      (await credit(subscriber.id, subscriber.fixedLine, { reason: REASON, billLineId, amount: 900 })).statusCode,
    ).toBe(409);
    const audits = (await careAudits(t, subscriber.id)).filter((row) => row.action === 'console.care_bill_credit');
    expect(audits[0]?.details).toMatchObject({
      reason: REASON,
      billLineId,
      creditLineId: result.creditLineId,
      amount: 250,
    });
  });

  it("answers 404 for another account's line or connection, and 403 for customer care", async () => {
    const { subscriber, billLineId } = await billedLine();
    const other = await careSubscriber(t);
    expect((await credit(other.id, other.fixedLine, { reason: REASON, billLineId })).statusCode).toBe(404);
    expect((await credit(subscriber.id, subscriber.cardLine, { reason: REASON, billLineId })).statusCode).toBe(404);
    const agent = await careCaller(t, 'customer_care');
    const refused = await agent.call(
      'POST',
      `/subscribers/${subscriber.id}/actions/connections/${subscriber.fixedLine}/bill-credit`,
      { reason: REASON, billLineId },
      { 'idempotency-key': randomUUID() },
    );
    expect(refused.statusCode).toBe(403);
    expect(await t.db.select().from(billLines).where(eq(billLines.creditsBillLineId, billLineId))).toEqual([]);
  });
});

describe('ending a payment stuck PENDING', () => {
  /** A card payer's checkout the gateway never notified: the payment and its purchase stay pending. */
  async function pendingCardPayment() {
    const payer = await cardPayer(t);
    const { checkout } = await startCardPurchase(t, payer);
    return { accountId: payer.account.id, paymentId: checkout.transactionId };
  }
  const end = (
    caller: typeof finance,
    payment: { accountId: string; paymentId: string },
    body: object = { reason: REASON },
  ) => caller.call('POST', `/subscribers/${payment.accountId}/actions/payments/${payment.paymentId}/end-pending`, body);
  const statusOf = async (paymentId: string) =>
    (
      await t.db
        .select({ status: transactions.status, purchaseId: transactions.purchaseId })
        .from(transactions)
        .where(eq(transactions.id, paymentId))
    )[0];

  it('asks the gateway first: ends one it never received, its purchase failing with it; audited', async () => {
    const agent = await careCaller(t, 'customer_care');
    const payment = await pendingCardPayment();
    const asked = vi
      .spyOn(t.app.integrations.cardGateway, 'paymentStatus')
      .mockResolvedValue({ status: 'NOT_FOUND', description: null });
    try {
      const answer = await end(agent, payment);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(asked).toHaveBeenCalledTimes(1);
    } finally {
      asked.mockRestore();
    }
    const after = await statusOf(payment.paymentId);
    expect(after?.status).toBe('FAILURE');
    const [purchase] = await t.db
      .select()
      .from(purchases)
      .where(eq(purchases.id, after?.purchaseId ?? ''));
    expect(purchase?.status).toBe('PURCHASE_FAILED');
    const audits = (await careAudits(t, payment.accountId)).filter((row) => row.action === 'console.care_end_pending');
    expect(audits.map((row) => row.details)).toEqual([
      { reason: REASON, paymentId: payment.paymentId, channel: 'CARD', outcome: 'gateway: NOT_FOUND, ended' },
    ]);
    expect((await end(agent, payment)).statusCode).toBe(409);
  });

  it('settles as paid a payment the gateway reports charged', async () => {
    const payment = await pendingCardPayment();
    const asked = vi.spyOn(t.app.integrations.cardGateway, 'paymentStatus').mockResolvedValue({
      status: 'SUCCESS',
      description: null,
      payment: { paymentId: `32${Date.now()}`, method: 'VISA', cardMask: '************1111' },
    });
    try {
      const answer = await end(finance, payment);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json<{ message: string }>().message).toMatch(/settled as paid/);
    } finally {
      asked.mockRestore();
    }
    expect((await statusOf(payment.paymentId))?.status).toBe('SUCCESS');
  });

  it('changes nothing while the gateway decides (409) or does not answer (503), nor for another account (404)', async () => {
    const payment = await pendingCardPayment();
    const other = await careSubscriber(t);
    const asked = vi
      .spyOn(t.app.integrations.cardGateway, 'paymentStatus')
      .mockResolvedValueOnce({ status: 'PENDING', description: null })
      .mockRejectedValueOnce(new Error('timeout'));
    try {
      expect((await end(finance, payment)).statusCode).toBe(409);
      expect((await end(finance, payment)).statusCode).toBe(503);
      expect((await end(finance, { ...payment, accountId: other.id })).statusCode).toBe(404);
      expect((await end(finance, payment, {})).statusCode).toBe(400);
    } finally {
      asked.mockRestore();
    }
    expect((await statusOf(payment.paymentId))?.status).toBe('PENDING');
    expect((await careAudits(t, payment.accountId)).filter((row) => row.action === 'console.care_end_pending')).toEqual(
      [],
    );
  });

  it('asks the operator about an operator payment left PENDING and settles it as the operator answers (paid)', async () => {
    // A number ending in 3: the sandbox operator answers the charge PENDING.
    const subscriber = await mobitelSubscriber(t, 3);
    const bought = await purchase(t, subscriber, purchaseBody(subscriber, await hboPage(t, subscriber)));
    expect(bought.statusCode, bought.body).toBe(200);
    const payment = {
      accountId: subscriber.accountId,
      paymentId: bought.json<{ transactionId: string }>().transactionId,
    };
    expect((await statusOf(payment.paymentId))?.status).toBe('PENDING');
    const answer = await end(finance, payment);
    expect(answer.statusCode, answer.body).toBe(200);
    // The sandbox operator, asked later, reports the charge taken.
    const settled = (await statusOf(payment.paymentId))?.status;
    expect(settled).toBe('SUCCESS');
    expect(answer.json<{ message: string }>().message).toBe(`The operator answered: the payment is now ${settled}.`);
    const audits = (await careAudits(t, payment.accountId)).filter((row) => row.action === 'console.care_end_pending');
    expect(audits.map((row) => row.details)).toEqual([
      { reason: REASON, paymentId: payment.paymentId, channel: 'OPERATOR', outcome: `operator: ${settled}` },
    ]);
    expect((await end(finance, payment)).statusCode).toBe(409);
  });
});

import type { PaidStatus, PurchaseReference } from '@selfcare/contracts';
import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dueCardSubscription } from '../../../reliability/faults/adapter-faults';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import {
  type CardPayer,
  cardPayer,
  postNotification,
  productPage,
  signedNotification,
  startCardPurchase,
} from '../../../test/card-payments';
import { demo, insertPurchase } from '../../../test/catalogue';
import { firstCardPayment } from '../../../test/first-card-payment';
import { sweepContext } from '../../../test/sweep-context';
import { auditLog, connections, outboxMessages, purchases, transactions } from '../../db/schema';
import type { SandboxProvisioning } from '../../integrations/provisioning';
import { runLifecycleSweep } from '../lifecycle/sweep';

let t: TestApp;
beforeAll(async () => {
  t = await createSeededTestApp();
});
afterAll(() => t.close());

const hbo = demo.productId('hbo');

async function transactionRow(id: string) {
  const [row] = await t.db.select().from(transactions).where(eq(transactions.id, id));
  if (!row) throw new Error(`no transaction ${id}`);
  return row;
}

function paid(payer: CardPayer, transactionId: string) {
  return t.app.inject({ url: `/api/prepaid/v1/payments/${transactionId}/paid`, headers: payer.headers });
}

/** The texts telling subscribers how a held payment ended, oldest first. */
async function settlementTexts(): Promise<string[]> {
  const rows = await t.db
    .select({ body: outboxMessages.body })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.channel, 'sms'), like(outboxMessages.body, 'Selfcare: your bank has%')))
    .orderBy(asc(outboxMessages.createdAt), asc(outboxMessages.id));
  return rows.map((row) => row.body);
}

function auditOf(subjectId: string) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'payment.card_notification'), eq(auditLog.subjectId, subjectId)));
}

describe('POST /api/prepaid/v1/payments/notify', () => {
  it('completes the purchase on a verified notification of a payment', async () => {
    const payer = await cardPayer(t);
    const { checkout } = await startCardPurchase(t, payer);
    const before = await paid(payer, checkout.transactionId);
    expect(before.json<PaidStatus>()).toMatchObject({ paid: false, status: 'PENDING' });

    const response = await postNotification(
      t,
      signedNotification(t, { orderId: checkout.referenceNumber, amount: checkout.amount, statusCode: 2 }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ effect: 'paid' });

    expect(await productPage(t, payer, hbo)).toMatchObject({
      purchaseStatus: 'PURCHASE_COMPLETE',
      paymentStatus: 'SUCCESS',
      isPurchased: true,
    });
    const after = await paid(payer, checkout.transactionId);
    expect(after.statusCode).toBe(200);
    expect(after.json<PaidStatus>()).toEqual({
      transactionId: checkout.transactionId,
      paid: true,
      status: 'SUCCESS',
      description: null,
      heldForReview: false,
    });
    const reference = await t.app.inject({
      url: `/api/billing/v1/billing/my-purchases/${checkout.transactionId}/reference`,
      headers: payer.headers,
    });
    expect(reference.statusCode, reference.body).toBe(200);
    expect(reference.json<PurchaseReference>()).toMatchObject({
      transactionId: checkout.transactionId,
      productName: 'HBO',
      status: 'SUCCESS',
      paymentMethod: 'VISA',
      cardDetails: '************1292',
    });
    expect(reference.json<PurchaseReference>().referenceNo).toMatch(/^TX[A-Z0-9]{10}$/);
    const [audit] = await auditOf(checkout.transactionId);
    expect(audit).toMatchObject({ outcome: 'success', details: expect.objectContaining({ effect: 'paid' }) });
  });

  it('refuses a notification with a bad signature, amount, currency or order, and changes nothing', async () => {
    const payer = await cardPayer(t);
    // A one-off payment: its notification names the amount charged (a preapproval's names none).
    const { checkout } = await startCardPurchase(t, payer, { slug: 'sihina-desa', offer: '2-days' });
    const genuine = { orderId: checkout.referenceNumber, amount: checkout.amount, statusCode: 2 };
    const cases = [
      {
        fields: { ...signedNotification(t, genuine), md5sig: 'F'.repeat(32) },
        message: 'The payment notification could not be verified.',
      },
      {
        fields: { ...signedNotification(t, genuine), merchant_id: '1000000' },
        message: 'The payment notification could not be verified.',
      },
      {
        fields: signedNotification(t, { ...genuine, amount: (Number(checkout.amount) - 1).toFixed(2) }),
        message: "The payment notification's amount or currency does not match the order.",
      },
      {
        fields: signedNotification(t, { ...genuine, amount: `${checkout.amount}0` }),
        message: "The payment notification's amount or currency does not match the order.",
      },
      {
        fields: signedNotification(t, { ...genuine, currency: 'USD' }),
        message: "The payment notification's amount or currency does not match the order.",
      },
      {
        fields: signedNotification(t, { ...genuine, orderId: 'ORDUNKNOWN0000' }),
        message: 'The payment notification is for an unknown order.',
      },
    ];
    for (const { fields, message } of cases) {
      const response = await postNotification(t, fields);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ code: 'VALIDATION_FAILED', message });
    }
    expect(await transactionRow(checkout.transactionId)).toMatchObject({
      status: 'PENDING',
      notifiedAt: null,
      referenceNo: null,
    });
    expect((await productPage(t, payer, demo.productId('sihina-desa'))).purchaseStatus).toBe('NOT_PURCHASED');
    const refusals = await auditOf(checkout.transactionId);
    expect(refusals.map((row) => row.outcome)).toEqual(['failure', 'failure', 'failure']);
  });

  it('answers a form without the signed fields with 400', async () => {
    const response = await postNotification(t, { order_id: 'ORD1', status_code: '2' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The payment notification could not be verified.');
  });

  it('settles a payment once: a repeated notification changes nothing', async () => {
    const payer = await cardPayer(t);
    const { checkout } = await startCardPurchase(t, payer);
    const fields = signedNotification(t, { orderId: checkout.referenceNumber, amount: checkout.amount, statusCode: 2 });
    expect((await postNotification(t, fields)).json()).toEqual({ effect: 'paid' });
    const settled = await transactionRow(checkout.transactionId);
    const again = await postNotification(t, fields);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ effect: 'ignored' });
    expect(await transactionRow(checkout.transactionId)).toEqual(settled);
  });

  it('fails the purchase on a declined payment, and the product can be bought again', async () => {
    const payer = await cardPayer(t);
    const { checkout, result } = await startCardPurchase(t, payer);
    const declined = await postNotification(
      t,
      signedNotification(t, {
        orderId: checkout.referenceNumber,
        amount: checkout.amount,
        statusCode: -2,
        statusMessage: 'Payment declined: insufficient funds.',
      }),
    );
    expect(declined.json()).toEqual({ effect: 'failed' });
    expect((await paid(payer, checkout.transactionId)).json<PaidStatus>()).toEqual({
      transactionId: checkout.transactionId,
      paid: false,
      status: 'FAILURE',
      description: 'Payment declined: insufficient funds.',
      heldForReview: false,
    });
    const [purchase] = await t.db
      .select()
      .from(purchases)
      .where(eq(purchases.id, result.purchaseId ?? ''));
    expect(purchase).toMatchObject({ status: 'PURCHASE_FAILED', paymentStatus: 'FAILURE' });
    expect(await productPage(t, payer, hbo)).toMatchObject({ purchaseStatus: 'NOT_PURCHASED', paymentStatus: null });

    const retry = await startCardPurchase(t, payer);
    expect(retry.result.status).toBe('PENDING');
  });

  it('describes a cancelled payment without a gateway message in the spec words', async () => {
    const payer = await cardPayer(t);
    const { checkout } = await startCardPurchase(t, payer);
    const fields = signedNotification(t, {
      orderId: checkout.referenceNumber,
      amount: checkout.amount,
      statusCode: -1,
    });
    const { status_message: _message, ...withoutMessage } = fields;
    expect((await postNotification(t, withoutMessage)).json()).toEqual({ effect: 'failed' });
    expect((await transactionRow(checkout.transactionId)).description).toBe('The card payment was cancelled.');
  });

  it('ignores a decline or cancellation after the payment succeeded', async () => {
    const payer = await cardPayer(t);
    const { checkout } = await startCardPurchase(t, payer);
    const notify = (statusCode: number) =>
      postNotification(
        t,
        signedNotification(t, { orderId: checkout.referenceNumber, amount: checkout.amount, statusCode }),
      );
    expect((await notify(2)).json()).toEqual({ effect: 'paid' });
    for (const late of [-2, -1, 0]) {
      const answer = await notify(late);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ effect: 'ignored' });
    }
    expect(await transactionRow(checkout.transactionId)).toMatchObject({ status: 'SUCCESS', chargedBackAt: null });
    expect((await productPage(t, payer, hbo)).purchaseStatus).toBe('PURCHASE_COMPLETE');
  });

  it('takes the product back once when the bank charges a paid payment back, and audits it', async () => {
    const payer = await cardPayer(t);
    const { checkout } = await startCardPurchase(t, payer);
    const notify = (statusCode: number, statusMessage?: string, orderId = checkout.referenceNumber) =>
      postNotification(
        t,
        signedNotification(t, {
          orderId,
          amount: checkout.amount,
          statusCode,
          ...(statusMessage === undefined ? {} : { statusMessage }),
        }),
      );
    // The preapproval's approval charges the payment on the card it kept, under the payment's order id.
    expect((await notify(2)).json()).toEqual({ effect: 'paid' });
    const charged = (await transactionRow(checkout.transactionId)).gatewayOrderId ?? '';
    const [purchase] = await t.db
      .select({ id: purchases.id })
      .from(purchases)
      .where(eq(purchases.connectionId, payer.connectionId));

    const chargedBack = await notify(-3, '', charged);
    expect(chargedBack.statusCode, chargedBack.body).toBe(200);
    expect(chargedBack.json()).toEqual({ effect: 'chargedBack' });
    const row = await transactionRow(checkout.transactionId);
    // The payment stays what it was (the money was taken, then taken back); it says so.
    expect(row).toMatchObject({ status: 'SUCCESS', description: 'The card payment was charged back by the bank.' });
    expect(row.chargedBackAt).toBeInstanceOf(Date);
    expect(await productPage(t, payer, hbo)).toMatchObject({ isPurchased: false });
    // MY PAYMENTS keeps the payment, with the chargeback as its details.
    const payments = await t.app.inject({
      url: `/api/billing/v1/billing/prepaid/payments?connectionId=${payer.connectionId}`,
      headers: payer.headers,
    });
    expect(payments.json()).toMatchObject([
      { transactionId: checkout.transactionId, details: 'The card payment was charged back by the bank.' },
    ]);
    const [ended] = await t.db
      .select()
      .from(purchases)
      .where(eq(purchases.id, purchase?.id ?? ''));
    expect(ended).toMatchObject({ status: 'PURCHASE_REMOVED' });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.chargeback'), eq(auditLog.subjectId, checkout.transactionId)));
    expect(audits).toMatchObject([
      { outcome: 'success', accountId: payer.account.id, details: { purpose: 'PURCHASE', purchasesEnded: 1 } },
    ]);
    // The product leaves the TV platform through its removal job.
    const platform = t.app.integrations.provisioning as SandboxProvisioning;
    await vi.waitFor(() => expect(platform.removed).toContain(purchase?.id), { timeout: 15_000 });

    // A repeated chargeback, or a late success, changes nothing more.
    expect((await notify(-3, undefined, charged)).json()).toEqual({ effect: 'ignored' });
    expect((await notify(2, undefined, charged)).json()).toEqual({ effect: 'ignored' });
    expect((await notify(2)).json()).toEqual({ effect: 'ignored' });
    expect((await transactionRow(checkout.transactionId)).chargedBackAt).toEqual(row.chargedBackAt);
    expect(
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'payment.chargeback'), eq(auditLog.subjectId, checkout.transactionId))),
    ).toHaveLength(1);
  });

  it('never charges a card its bank charged back again: the next renewal on it fails and suspends', async () => {
    const due = await dueCardSubscription(t);
    // Another subscription of the connection, paid with the same card, is charged back.
    const other = await insertPurchase(t.db, {
      connectionId: due.connectionId,
      product: 'sports-pack',
      offer: 'monthly',
      status: 'PURCHASE_COMPLETE',
    });
    const { orderId: otherOrder } = await firstCardPayment(t.db, {
      connectionId: due.connectionId,
      purchaseId: other,
      cardNumber: '4916217501611292',
    });
    const chargedBack = await postNotification(
      t,
      signedNotification(t, { orderId: otherOrder, amount: '531.00', statusCode: -3 }),
    );
    expect(chargedBack.json()).toEqual({ effect: 'chargedBack' });

    await runLifecycleSweep(
      // Without dunning retries, so the refused renewal suspends at once.
      sweepContext(t, { renewalRetryDays: [] }),
      due.billingEndDate,
    );
    const renewals = await t.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.purchaseId, due.purchaseId), eq(transactions.purpose, 'RENEWAL')));
    expect(renewals).toMatchObject([
      { status: 'FAILURE', cardMask: null, description: 'No card is on file to renew this subscription.' },
    ]);
    const [connection] = await t.db.select().from(connections).where(eq(connections.id, due.connectionId));
    expect(connection?.status).toBe('suspended');
  });

  it('takes a charged-back renewal back, and leaves an open renewal charge to the sweep that made it', async () => {
    const due = await dueCardSubscription(t);
    await runLifecycleSweep(sweepContext(t), due.billingEndDate);
    const [renewal] = await t.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.purchaseId, due.purchaseId), eq(transactions.purpose, 'RENEWAL')));
    expect(renewal).toMatchObject({ status: 'SUCCESS' });
    const notify = (statusCode: number) =>
      postNotification(
        t,
        signedNotification(t, {
          orderId: renewal?.gatewayOrderId ?? '',
          amount: (renewal?.amount ?? 0).toFixed(2),
          statusCode,
        }),
      );
    expect((await notify(2)).json()).toEqual({ effect: 'ignored' });
    expect((await notify(-3)).json()).toEqual({ effect: 'chargedBack' });
    const [subscription] = await t.db.select().from(purchases).where(eq(purchases.id, due.purchaseId));
    expect(subscription?.status).toBe('PURCHASE_REMOVED');

    // A notification for a renewal charge still open changes nothing: the sweep settles it.
    await t.db
      .update(transactions)
      .set({ status: 'PENDING', chargedBackAt: null })
      .where(eq(transactions.id, renewal?.id ?? ''));
    expect((await notify(2)).json()).toEqual({ effect: 'ignored' });
    const [open] = await t.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, renewal?.id ?? ''));
    expect(open?.status).toBe('PENDING');
  });

  it('fails a payment charged back before it was settled, as any refusal', async () => {
    const payer = await cardPayer(t);
    const { checkout } = await startCardPurchase(t, payer);
    const answer = await postNotification(
      t,
      signedNotification(t, { orderId: checkout.referenceNumber, amount: checkout.amount, statusCode: -3 }),
    );
    expect(answer.json()).toEqual({ effect: 'failed' });
    expect(await transactionRow(checkout.transactionId)).toMatchObject({ status: 'FAILURE', chargedBackAt: null });
  });

  it('keeps a payment pending while the gateway says pending, then settles it', async () => {
    const payer = await cardPayer(t);
    const { checkout } = await startCardPurchase(t, payer);
    const notify = (statusCode: number) =>
      postNotification(
        t,
        signedNotification(t, { orderId: checkout.referenceNumber, amount: checkout.amount, statusCode }),
      );
    expect((await notify(0)).json()).toEqual({ effect: 'pending' });
    expect(await transactionRow(checkout.transactionId)).toMatchObject({
      status: 'PENDING',
      notifiedAt: expect.any(Date),
    });
    expect((await productPage(t, payer, hbo)).paymentStatus).toBe('PENDING');
    expect((await notify(2)).json()).toEqual({ effect: 'paid' });
    expect((await productPage(t, payer, hbo)).purchaseStatus).toBe('PURCHASE_COMPLETE');
  });

  it('holds the product while the bank reviews the payment, and tells the subscriber by SMS how it ended', async () => {
    for (const [statusCode, words] of [
      [2, 'your bank has approved your card payment of'],
      [-2, 'your bank has declined your card payment of'],
    ] as const) {
      const payer = await cardPayer(t);
      const { checkout } = await startCardPurchase(t, payer);
      // An open checkout the gateway has said nothing about does not hold the product.
      expect(await productPage(t, payer, hbo)).toMatchObject({ purchaseStatus: 'NOT_PURCHASED', paymentStatus: null });
      expect((await paid(payer, checkout.transactionId)).json<PaidStatus>().heldForReview).toBe(false);
      const notify = (code: number) =>
        postNotification(
          t,
          signedNotification(t, { orderId: checkout.referenceNumber, amount: checkout.amount, statusCode: code }),
        );

      await notify(0);
      expect((await paid(payer, checkout.transactionId)).json<PaidStatus>()).toMatchObject({
        paid: false,
        status: 'PENDING',
        heldForReview: true,
      });
      expect(await productPage(t, payer, hbo)).toMatchObject({
        purchaseStatus: 'NOT_PURCHASED',
        paymentStatus: 'PENDING',
      });
      const before = await settlementTexts();
      await notify(statusCode);
      const sent = (await settlementTexts()).slice(before.length);
      expect(sent).toHaveLength(1);
      expect(sent[0]).toContain(words);
      expect(sent[0]).toContain(`Rs. ${Number(checkout.amount).toFixed(2)} for HBO`);
      // A repeated notification changes nothing, and sends nothing again.
      await notify(statusCode);
      expect(await settlementTexts()).toHaveLength(before.length + 1);
    }
  });

  it('sends the approval of a held payment as a receipt, which the account may turn off; a decline always goes', async () => {
    for (const [statusCode, sentAfterOptingOut] of [
      [2, 0],
      [-2, 1],
    ] as const) {
      const payer = await cardPayer(t);
      const receiptsOff = {
        renewalReminders: { sms: true, email: true },
        expiryReminders: { sms: true, email: true },
        paymentReceipts: { sms: false, email: true },
        offers: { sms: false, email: false },
      };
      const saved = await t.app.inject({
        method: 'PUT',
        url: '/api/users/v1/account/notification-preferences',
        headers: payer.headers,
        payload: receiptsOff,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const { checkout } = await startCardPurchase(t, payer);
      const notify = (code: number) =>
        postNotification(
          t,
          signedNotification(t, { orderId: checkout.referenceNumber, amount: checkout.amount, statusCode: code }),
        );
      await notify(0);
      const before = await settlementTexts();
      expect((await notify(statusCode)).json().effect).toBe(statusCode === 2 ? 'paid' : 'failed');
      expect(await settlementTexts(), `status ${statusCode}`).toHaveLength(before.length + sentAfterOptingOut);
    }
  });

  it('sends no SMS for a payment settled at once', async () => {
    const payer = await cardPayer(t);
    const { checkout } = await startCardPurchase(t, payer);
    const before = await settlementTexts();
    await postNotification(
      t,
      signedNotification(t, { orderId: checkout.referenceNumber, amount: checkout.amount, statusCode: 2 }),
    );
    expect(await settlementTexts()).toEqual(before);
  });
});

describe('GET /api/prepaid/v1/payments/:transactionId/paid', () => {
  it("answers 404 for another account's transaction and for an unknown one", async () => {
    const payer = await cardPayer(t);
    const { checkout } = await startCardPurchase(t, payer);
    const stranger = await cardPayer(t);
    expect((await paid(stranger, checkout.transactionId)).statusCode).toBe(404);
    expect((await paid(payer, crypto.randomUUID())).statusCode).toBe(404);
    expect((await paid(payer, 'not-an-id')).statusCode).toBe(400);
    const anonymous = await t.app.inject({ url: `/api/prepaid/v1/payments/${checkout.transactionId}/paid` });
    expect(anonymous.statusCode).toBe(401);
  });
});

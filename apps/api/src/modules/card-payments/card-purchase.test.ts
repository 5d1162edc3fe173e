import { randomBytes } from 'node:crypto';
import type { PrepaidPurchaseResponse } from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import {
  type CardPayer,
  cardPayer,
  gatewayOf,
  postNotification,
  postPurchase,
  productPage,
  purchaseBody,
  signedNotification,
  startCardPurchase,
} from '../../../test/card-payments';
import { demo } from '../../../test/catalogue';
import { bearer, createAccount, loginToken } from '../../../test/factories';
import { promotionalVouchers, purchases, transactions } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createSeededTestApp();
});
afterAll(() => t.close());

const hbo = demo.productId('hbo');

const transactionsOf = (connectionId: string) =>
  t.db.select().from(transactions).where(eq(transactions.connectionId, connectionId));
const purchasesOf = (connectionId: string) =>
  t.db.select().from(purchases).where(eq(purchases.connectionId, connectionId));

/** A promotional voucher of the test's own, valid now for any product. */
async function percentVoucher(percent: number): Promise<string> {
  const code = `CARD${randomBytes(4).toString('hex').toUpperCase()}`;
  await t.db.insert(promotionalVouchers).values({
    code,
    name: `${percent}% off`,
    imageUrl: '/media/vouchers/test.svg',
    discountType: 'PERCENTAGE',
    value: percent,
    validFrom: new Date(Date.now() - 24 * 60 * 60 * 1000),
    validTo: new Date(Date.now() + 24 * 60 * 60 * 1000),
  });
  return code;
}

async function pay(payer: CardPayer, checkout: { referenceNumber: string; amount: string }) {
  const response = await postNotification(
    t,
    signedNotification(t, { orderId: checkout.referenceNumber, amount: checkout.amount, statusCode: 2 }),
  );
  expect(response.statusCode, response.body).toBe(200);
  return productPage(t, payer, hbo);
}

describe('POST /api/prepaid/v1/purchases', () => {
  it('opens a pending card payment and answers a preapproval of the card, signed for the gateway', async () => {
    const payer = await cardPayer(t);
    const body = await purchaseBody(t, payer);
    const response = await postPurchase(t, payer, body);
    expect(response.statusCode, response.body).toBe(200);
    const { checkout, result } = response.json<PrepaidPurchaseResponse>();

    expect(result).toMatchObject({
      status: 'PENDING',
      paymentStatus: 'PENDING',
      referenceNo: null,
      amount: body.amount,
    });
    expect(checkout).not.toBeNull();
    if (!checkout) return;
    const publicUrl = t.app.config.publicUrl;
    expect(checkout).toMatchObject({
      sdkUrl: '/sandbox/payhere/payhere.js',
      sandbox: true,
      merchantId: t.app.config.cardGateway.merchantId,
      notifyUrl: `${publicUrl}/api/prepaid/v1/payments/notify`,
      returnUrl: `${publicUrl}/paymentStatus?transactionId=${result.transactionId}`,
      purchaseItemName: 'HBO',
      purchaseItemId: hbo,
      amount: body.amount.toFixed(2),
      currency: 'LKR',
      // One-off at the gateway: the renewal sweep charges the next periods on the card kept on file.
      recurrence: null,
      duration: null,
      preapprove: true,
      transactionId: result.transactionId,
      // The price before taxes: HBO's monthly Rs. 450.
      purchasedPrice: 450,
      customer: {
        firstName: 'Nimal',
        lastName: 'Perera',
        email: payer.account.email,
        phone: '0771234567',
        city: 'Colombo',
        country: 'Sri Lanka',
      },
    });
    // The popup preapproves the card under an order id of its own; its hash signs no amount.
    expect(checkout.referenceNumber).toMatch(/^PRE[A-Z0-9]{10}$/);
    expect(checkout.hash).toBe(gatewayOf(t).checkoutHash(checkout.referenceNumber, '', 'LKR'));

    const [transaction, ...others] = await transactionsOf(payer.connectionId);
    expect(others).toHaveLength(0);
    expect(transaction).toMatchObject({
      id: result.transactionId,
      purchaseId: result.purchaseId,
      purpose: 'PURCHASE',
      channel: 'CARD',
      status: 'PENDING',
      amount: body.amount,
      itemName: 'HBO',
      gatewayOrderId: expect.stringMatching(/^ORD[A-Z0-9]{10}$/),
      notifiedAt: null,
    });
    const page = await productPage(t, payer, hbo);
    // An open checkout does not hold the product: buying it again gives the checkout up.
    expect(page).toMatchObject({ purchaseStatus: 'NOT_PURCHASED', paymentStatus: null, isPurchased: false });
  });

  it('asks the gateway for a one-off payment for a one-off purchase', async () => {
    const payer = await cardPayer(t);
    const { checkout } = await startCardPurchase(t, payer, { slug: 'sihina-desa', offer: '2-days' });
    expect(checkout).toMatchObject({
      purchaseItemName: 'Sihina Desa',
      recurrence: null,
      duration: null,
      preapprove: false,
    });
    expect(checkout.referenceNumber).toMatch(/^ORD[A-Z0-9]{10}$/);
    expect(checkout.hash).toBe(gatewayOf(t).checkoutHash(checkout.referenceNumber, checkout.amount, 'LKR'));
  });

  it('answers a retried Idempotency-Key with the same checkout and opens one payment', async () => {
    const payer = await cardPayer(t);
    const body = await purchaseBody(t, payer);
    const key = `card-${payer.connectionId}`;
    const [first, second] = await Promise.all([postPurchase(t, payer, body, key), postPurchase(t, payer, body, key)]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toEqual(first.json());
    const again = await postPurchase(t, payer, body, key);
    expect(again.json()).toEqual(first.json());
    expect(await transactionsOf(payer.connectionId)).toHaveLength(1);
    expect(await purchasesOf(payer.connectionId)).toHaveLength(1);
  });

  it('refuses a wrong parental PIN and opens nothing', async () => {
    const payer = await cardPayer(t);
    const response = await postPurchase(t, payer, await purchaseBody(t, payer, undefined, { pin: '0000' }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ code: 'WRONG_PIN', message: 'The parental PIN is incorrect.' });
    expect(await transactionsOf(payer.connectionId)).toHaveLength(0);
  });

  it("answers 404 for another account's id or connection", async () => {
    const payer = await cardPayer(t);
    const other = await cardPayer(t);
    const body = await purchaseBody(t, payer);
    const notMine = await postPurchase(t, payer, { ...body, userId: other.account.id });
    expect(notMine.statusCode).toBe(404);
    const notMyConnection = await postPurchase(t, payer, { ...body, userConnectionId: other.connectionId });
    expect(notMyConnection.statusCode).toBe(404);
    expect(await transactionsOf(other.connectionId)).toHaveLength(0);
  });

  it('refuses a connection that pays by its monthly bill', async () => {
    const account = await createAccount(t.db, { connections: [{ connectionType: 1 }] });
    const [connectionId = ''] = account.connectionIds;
    const payer = { account, connectionId, headers: bearer(await loginToken(t.app, account)) };
    const response = await postPurchase(t, payer, await purchaseBody(t, payer));
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('This connection pays another way; please refresh the browser and try again.');
  });

  it('refuses an amount that is not the taxed price with the group-mismatch message', async () => {
    const payer = await cardPayer(t);
    const response = await postPurchase(t, payer, await purchaseBody(t, payer, undefined, { amount: 450 }));
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Error purchasing the product. Please refresh the browser and try again.');
    expect(await purchasesOf(payer.connectionId)).toHaveLength(0);
  });

  it('refuses a voucher that leaves the card less than Rs. 50 to pay', async () => {
    const payer = await cardPayer(t);
    const code = await percentVoucher(95);
    const body = await purchaseBody(t, payer);
    const left = Math.round(body.amount * 5) / 100;
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThan(50);
    const response = await postPurchase(t, payer, { ...body, amount: left, voucherCode: code });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Minimum amount to purchase a product in payhere is 50!');
    expect(await purchasesOf(payer.connectionId)).toHaveLength(0);
  });

  it('completes at once, without a checkout, when a voucher leaves nothing to pay', async () => {
    const payer = await cardPayer(t);
    const code = await percentVoucher(100);
    const response = await postPurchase(t, payer, { ...(await purchaseBody(t, payer)), amount: 0, voucherCode: code });
    expect(response.statusCode, response.body).toBe(200);
    const { checkout, result } = response.json<PrepaidPurchaseResponse>();
    expect(checkout).toBeNull();
    expect(result).toMatchObject({ status: 'SUCCESS', paymentStatus: 'SUCCESS', amount: 0, transactionId: null });
    expect(result.referenceNo).toMatch(/^PR[A-Z0-9]{10}$/);
    expect((await productPage(t, payer, hbo)).purchaseStatus).toBe('PURCHASE_COMPLETE');
    const [purchase] = await purchasesOf(payer.connectionId);
    expect(purchase).toMatchObject({ paymentMethod: 'FREE', promotionalVoucherId: expect.any(String) });
    expect(await transactionsOf(payer.connectionId)).toHaveLength(0);
  });

  it('gives up a checkout left unpaid when the product is bought again, and ignores its late notification', async () => {
    const payer = await cardPayer(t);
    const abandoned = await startCardPurchase(t, payer);
    const retried = await startCardPurchase(t, payer);
    expect(retried.checkout.referenceNumber).not.toBe(abandoned.checkout.referenceNumber);

    const [old] = await t.db.select().from(transactions).where(eq(transactions.id, abandoned.checkout.transactionId));
    expect(old).toMatchObject({ status: 'FAILURE', description: 'The card payment was cancelled.', notifiedAt: null });
    const oldPurchase = await t.db
      .select()
      .from(purchases)
      .where(eq(purchases.id, abandoned.result.purchaseId ?? ''));
    expect(oldPurchase[0]?.status).toBe('PURCHASE_FAILED');

    const late = await postNotification(
      t,
      signedNotification(t, {
        orderId: abandoned.checkout.referenceNumber,
        amount: abandoned.checkout.amount,
        statusCode: 2,
      }),
    );
    expect(late.statusCode).toBe(200);
    expect(late.json()).toEqual({ effect: 'ignored' });
    const [stillFailed] = await t.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, abandoned.checkout.transactionId));
    expect(stillFailed).toMatchObject({ status: 'FAILURE', referenceNo: null });
    expect(await productPage(t, payer, hbo)).toMatchObject({
      purchaseStatus: 'NOT_PURCHASED',
      paymentStatus: null,
      purchaseId: retried.result.purchaseId,
    });

    expect((await pay(payer, retried.checkout)).purchaseStatus).toBe('PURCHASE_COMPLETE');
  });

  it('keeps a payment the gateway holds for review: buying again is refused, and its approval completes it', async () => {
    const payer = await cardPayer(t);
    const held = await startCardPurchase(t, payer);
    const notify = (statusCode: number, statusMessage: string) =>
      postNotification(
        t,
        signedNotification(t, {
          orderId: held.checkout.referenceNumber,
          amount: held.checkout.amount,
          statusCode,
          statusMessage,
        }),
      );
    expect((await notify(0, 'Payment held for review by the bank.')).json()).toEqual({ effect: 'pending' });
    const status = await t.app.inject({
      url: `/api/prepaid/v1/payments/${held.checkout.transactionId}/paid`,
      headers: payer.headers,
    });
    expect(status.json()).toMatchObject({
      paid: false,
      status: 'PENDING',
      description: 'Payment held for review by the bank.',
    });

    const again = await postPurchase(t, payer, await purchaseBody(t, payer));
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().message).toBe('A payment for this product is still being processed.');
    expect(await transactionsOf(payer.connectionId)).toMatchObject([{ status: 'PENDING' }]);

    expect((await notify(2, 'Successfully completed the payment.')).json()).toEqual({ effect: 'paid' });
    expect((await productPage(t, payer, hbo)).purchaseStatus).toBe('PURCHASE_COMPLETE');
  });

  it('refuses a product already bought, pending removal included', async () => {
    const payer = await cardPayer(t);
    const { checkout, result } = await startCardPurchase(t, payer);
    await pay(payer, checkout);
    const body = await purchaseBody(t, payer);
    const again = await postPurchase(t, payer, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This product is already active on this connection.');

    const unsubscribed = await t.app.inject({
      method: 'DELETE',
      url: `/api/prepaid/v1/purchases?connectionId=${payer.connectionId}&purchaseId=${result.purchaseId}&connectionType=prepaid`,
      headers: payer.headers,
    });
    expect(unsubscribed.statusCode, unsubscribed.body).toBe(200);
    const resubscribe = await postPurchase(t, payer, body);
    expect(resubscribe.statusCode).toBe(409);
    expect(await transactionsOf(payer.connectionId)).toHaveLength(1);
  });
});

describe('DELETE /api/prepaid/v1/purchases', () => {
  const unsubscribeUrl = (connectionId: string, purchaseId: string) =>
    `/api/prepaid/v1/purchases?connectionId=${connectionId}&purchaseId=${purchaseId}&connectionType=prepaid`;

  it('unsubscribes a paid subscription: pending removal until its billing end date', async () => {
    const payer = await cardPayer(t);
    const { checkout, result } = await startCardPurchase(t, payer);
    await pay(payer, checkout);
    const response = await t.app.inject({
      method: 'DELETE',
      url: unsubscribeUrl(payer.connectionId, result.purchaseId ?? ''),
      headers: payer.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ purchaseId: result.purchaseId, purchaseStatus: 'PURCHASE_PENDING_REMOVE' });
    expect(response.json().billingEndDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await productPage(t, payer, hbo)).purchaseStatus).toBe('PURCHASE_PENDING_REMOVE');
  });

  it('refuses a payment still under way, and answers 404 for another account', async () => {
    const payer = await cardPayer(t);
    const { result } = await startCardPurchase(t, payer);
    const pending = await t.app.inject({
      method: 'DELETE',
      url: unsubscribeUrl(payer.connectionId, result.purchaseId ?? ''),
      headers: payer.headers,
    });
    expect(pending.statusCode).toBe(409);
    expect(pending.json().message).toBe('A payment for this product is still being processed.');

    const stranger = await cardPayer(t);
    const notMine = await t.app.inject({
      method: 'DELETE',
      url: unsubscribeUrl(payer.connectionId, result.purchaseId ?? ''),
      headers: stranger.headers,
    });
    expect(notMine.statusCode).toBe(404);
  });

  it('refuses another connection type in the query', async () => {
    const payer = await cardPayer(t);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/prepaid/v1/purchases?connectionId=${payer.connectionId}&purchaseId=${payer.connectionId}&connectionType=mobitel`,
      headers: payer.headers,
    });
    expect(response.statusCode).toBe(400);
  });
});

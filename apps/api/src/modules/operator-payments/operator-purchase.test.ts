import { randomBytes } from 'node:crypto';
import type { PurchaseReference, TransactionResult, UnsubscribeResult } from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { bearer, createAccount, loginToken } from '../../../test/factories';
import { promotionalVouchers, purchases, transactions } from '../../db/schema';
import {
  hbo,
  hboPage,
  MOBITEL,
  type MobitelSubscriber,
  mobitelSubscriber,
  purchase,
  purchaseBody,
  type RecordingOperatorBilling,
  recordingIntegrations,
  retry,
} from './test-kit';

let t: TestApp;
let operator: RecordingOperatorBilling;
beforeAll(async () => {
  const recording = recordingIntegrations();
  operator = recording.operator;
  t = await createSeededTestApp({}, recording.integrations);
});
afterAll(() => t.close());

async function buyHbo(subscriber: MobitelSubscriber, headers: Record<string, string> = {}) {
  const response = await purchase(t, subscriber, purchaseBody(subscriber, await hboPage(t, subscriber)), headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TransactionResult>();
}

async function reference(subscriber: MobitelSubscriber, transactionId: string) {
  const response = await t.app.inject({
    url: `/api/billing/v1/billing/my-purchases/${transactionId}/reference`,
    headers: subscriber.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PurchaseReference>();
}

const transactionsOf = (connectionId: string) =>
  t.db.select().from(transactions).where(eq(transactions.connectionId, connectionId));

describe('POST /api/mobitel/v1/purchases', () => {
  it('charges the operator once, taxes included, and completes the purchase', async () => {
    const subscriber = await mobitelSubscriber(t);
    const result = await buyHbo(subscriber);

    expect(result).toMatchObject({
      status: 'SUCCESS',
      paymentStatus: 'SUCCESS',
      description: null,
      purchasedPrice: 450,
      unsubscriptionCancelled: false,
      networkError: false,
    });
    expect(result.amount).toBeGreaterThan(450);
    expect(result.authCode).not.toBeNull();
    expect(result.referenceNo).toMatch(/^TX[A-Z0-9]{10}$/);
    expect(operator.chargesTo(subscriber.mobile)).toEqual([
      { msisdn: subscriber.mobile, amount: result.amount, reference: result.transactionId, description: 'HBO' },
    ]);
    expect((await hboPage(t, subscriber)).purchaseStatus).toBe('PURCHASE_COMPLETE');
    expect(await reference(subscriber, result.transactionId ?? '')).toMatchObject({
      referenceNo: result.referenceNo,
      productName: 'HBO',
      purchasedPrice: 450,
      amount: result.amount,
      status: 'SUCCESS',
      paymentMethod: 'Mobitel',
    });
  });

  it("answers a refusal with paymentStatus FAILURE and the operator's reason, and the product stays purchasable", async () => {
    const subscriber = await mobitelSubscriber(t, 1);
    const result = await buyHbo(subscriber);

    expect(result).toMatchObject({
      status: 'FAILURE',
      paymentStatus: 'FAILURE',
      description: 'Insufficient balance in your mobile account.',
      referenceNo: null,
      networkError: false,
    });
    const page = await hboPage(t, subscriber);
    expect(page.purchaseStatus).toBe('NOT_PURCHASED');
    const [purchaseRow] = await t.db
      .select()
      .from(purchases)
      .where(eq(purchases.id, result.purchaseId ?? ''));
    expect(purchaseRow?.status).toBe('PURCHASE_FAILED');

    const again = await purchase(t, subscriber, purchaseBody(subscriber, page));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<TransactionResult>().paymentStatus).toBe('FAILURE');
    expect(await transactionsOf(subscriber.connectionId)).toHaveLength(2);
  });

  it('flags a number off the operator network so the page can ask for a mobitel connection', async () => {
    const subscriber = await mobitelSubscriber(t, 4);
    const result = await buyHbo(subscriber);

    expect(result).toMatchObject({
      status: 'FAILURE',
      paymentStatus: 'FAILURE',
      networkError: true,
      description: 'Please try again with a mobitel network connection.',
    });
  });

  it('answers RETRY, blocks a second purchase, and a retry by transaction id completes it', async () => {
    const subscriber = await mobitelSubscriber(t, 2);
    const first = await buyHbo(subscriber);

    expect(first).toMatchObject({
      status: 'RETRY',
      paymentStatus: 'FAILURE',
      description: 'The operator could not be reached. Please retry the payment.',
    });
    const page = await hboPage(t, subscriber);
    expect(page.purchaseStatus).toBe('NOT_PURCHASED');
    const blocked = await purchase(t, subscriber, purchaseBody(subscriber, page));
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe('A payment for this product is still being processed.');

    const retried = await retry(t, subscriber, first.transactionId ?? '');
    expect(retried.statusCode, retried.body).toBe(200);
    const result = retried.json<TransactionResult>();
    expect(result).toMatchObject({
      status: 'SUCCESS',
      paymentStatus: 'SUCCESS',
      transactionId: first.transactionId,
      purchaseId: first.purchaseId,
    });
    expect(result.referenceNo).toMatch(/^TX/);
    expect(operator.chargesTo(subscriber.mobile).map((charge) => charge.reference)).toEqual([
      first.transactionId,
      first.transactionId,
    ]);
    expect((await hboPage(t, subscriber)).purchaseStatus).toBe('PURCHASE_COMPLETE');
    expect((await reference(subscriber, first.transactionId ?? '')).referenceNo).toBe(result.referenceNo);
  });

  it('answers a PENDING payment as SUCCESS with a null paymentStatus, and a verify completes it', async () => {
    const subscriber = await mobitelSubscriber(t, 3);
    const first = await buyHbo(subscriber);

    expect(first).toMatchObject({
      status: 'SUCCESS',
      paymentStatus: null,
      description: 'Your payment is being processed by your mobile operator.',
      referenceNo: null,
    });
    expect((await hboPage(t, subscriber)).purchaseStatus).toBe('NOT_PURCHASED');
    expect((await reference(subscriber, first.transactionId ?? '')).referenceNo).toBeNull();

    const verified = await retry(t, subscriber, first.transactionId ?? '');
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json<TransactionResult>()).toMatchObject({ status: 'SUCCESS', paymentStatus: 'SUCCESS' });
    expect(operator.statusChecks).toContain(first.transactionId);
    expect(operator.chargesTo(subscriber.mobile)).toHaveLength(1);
    expect((await hboPage(t, subscriber)).purchaseStatus).toBe('PURCHASE_COMPLETE');
  });

  it('keeps a payment whose operator call failed open as PENDING, to be verified later', async () => {
    const subscriber = await mobitelSubscriber(t);
    operator.unreachable = true;
    const first = await buyHbo(subscriber).finally(() => {
      operator.unreachable = false;
    });

    expect(first).toMatchObject({
      status: 'SUCCESS',
      paymentStatus: null,
      description: 'Your payment is being processed by your mobile operator.',
    });
    const verified = await retry(t, subscriber, first.transactionId ?? '');
    expect(verified.json<TransactionResult>().paymentStatus).toBe('SUCCESS');
    expect((await hboPage(t, subscriber)).purchaseStatus).toBe('PURCHASE_COMPLETE');
  });

  it('answers a retried Idempotency-Key with the first result and charges once', async () => {
    const subscriber = await mobitelSubscriber(t);
    const key = { 'idempotency-key': `mobitel-${subscriber.connectionId}` };
    const first = await buyHbo(subscriber, key);
    const second = await buyHbo(subscriber, key);

    expect(second).toEqual(first);
    expect(operator.chargesTo(subscriber.mobile)).toHaveLength(1);
    expect(await transactionsOf(subscriber.connectionId)).toHaveLength(1);
  });

  it('completes a purchase a voucher makes free without calling the operator', async () => {
    const code = `FREE${randomBytes(4).toString('hex').toUpperCase()}`;
    await t.db.insert(promotionalVouchers).values({
      code,
      name: 'Everything free',
      imageUrl: '/media/vouchers/free.svg',
      discountType: 'PERCENTAGE',
      value: 100,
      validFrom: new Date('2025-01-01'),
      validTo: new Date('2030-12-31'),
    });
    const subscriber = await mobitelSubscriber(t);
    const page = await hboPage(t, subscriber);
    const response = await purchase(t, subscriber, purchaseBody(subscriber, page, { amount: 0, voucherCode: code }));

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TransactionResult>()).toMatchObject({
      status: 'SUCCESS',
      paymentStatus: 'SUCCESS',
      amount: 0,
      purchasedPrice: 0,
      transactionId: null,
    });
    expect(operator.chargesTo(subscriber.mobile)).toHaveLength(0);
    expect((await hboPage(t, subscriber)).purchaseStatus).toBe('PURCHASE_COMPLETE');
  });

  it('refuses a wrong PIN before anything is written', async () => {
    const subscriber = await mobitelSubscriber(t);
    const page = await hboPage(t, subscriber);
    const response = await purchase(t, subscriber, purchaseBody(subscriber, page, { pin: '0000' }));

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ code: 'WRONG_PIN', message: 'The parental PIN is incorrect.' });
    expect(operator.chargesTo(subscriber.mobile)).toHaveLength(0);
    expect(await t.db.select().from(purchases).where(eq(purchases.connectionId, subscriber.connectionId))).toEqual([]);
  });

  it('refuses a stale price with the group-mismatch message and charges nothing', async () => {
    const subscriber = await mobitelSubscriber(t);
    const page = await hboPage(t, subscriber);
    const response = await purchase(t, subscriber, purchaseBody(subscriber, page, { amount: 1 }));

    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Error purchasing the product. Please refresh the browser and try again.');
    expect(operator.chargesTo(subscriber.mobile)).toHaveLength(0);
  });

  it('refuses a bill-paid connection: it pays another way', async () => {
    const account = await createAccount(t.db, { connections: [{ connectionType: 1 }] });
    const [connectionId = ''] = account.connectionIds;
    const subscriber = {
      accountId: account.id,
      connectionId,
      mobile: '',
      headers: bearer(await loginToken(t.app, account)),
    };
    const page = await hboPage(t, subscriber);
    const response = await purchase(t, subscriber, purchaseBody(subscriber, page));

    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('This connection pays another way; please refresh the browser and try again.');
  });

  it("answers 404 for another account's connection or user id", async () => {
    const owner = await mobitelSubscriber(t);
    const other = await mobitelSubscriber(t);
    const page = await hboPage(t, owner);

    const foreignConnection = await purchase(t, other, purchaseBody(owner, page, { userId: other.accountId }));
    expect(foreignConnection.statusCode).toBe(404);
    const foreignUser = await purchase(t, other, purchaseBody(other, page, { userId: owner.accountId }));
    expect(foreignUser.statusCode).toBe(404);
    expect(operator.chargesTo(owner.mobile)).toHaveLength(0);
  });
});

describe('POST /api/mobitel/v1/payments/:transactionId/retry', () => {
  it('refuses a payment that went through', async () => {
    const subscriber = await mobitelSubscriber(t);
    const paid = await buyHbo(subscriber);
    const response = await retry(t, subscriber, paid.transactionId ?? '');

    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('This payment cannot be retried.');
    expect(operator.chargesTo(subscriber.mobile)).toHaveLength(1);
  });

  it('refuses a refused payment: a new purchase is the way to try again', async () => {
    const subscriber = await mobitelSubscriber(t, 1);
    const refused = await buyHbo(subscriber);
    const response = await retry(t, subscriber, refused.transactionId ?? '');

    expect(response.statusCode).toBe(422);
  });

  it("answers 404 for another account's payment and charges nothing", async () => {
    const owner = await mobitelSubscriber(t, 2);
    const other = await mobitelSubscriber(t);
    const pending = await buyHbo(owner);
    const response = await retry(t, other, pending.transactionId ?? '');

    expect(response.statusCode).toBe(404);
    expect(operator.chargesTo(owner.mobile)).toHaveLength(1);
    const [row] = await transactionsOf(owner.connectionId);
    expect(row?.status).toBe('RETRY');
  });

  it('answers a retried Idempotency-Key with the first result and charges once', async () => {
    const subscriber = await mobitelSubscriber(t, 2);
    const first = await buyHbo(subscriber);
    const key = { 'idempotency-key': `retry-${first.transactionId}` };
    const once = await retry(t, subscriber, first.transactionId ?? '', key);
    const twice = await retry(t, subscriber, first.transactionId ?? '', key);

    expect(once.statusCode, once.body).toBe(200);
    expect(twice.json()).toEqual(once.json());
    expect(operator.chargesTo(subscriber.mobile)).toHaveLength(2);
  });
});

describe('DELETE /api/mobitel/v1/purchases', () => {
  const unsubscribe = (subscriber: MobitelSubscriber) =>
    t.app.inject({
      method: 'DELETE',
      url: `${MOBITEL}/purchases?connectionId=${subscriber.connectionId}&productId=${hbo}&connectionType=mobitel`,
      headers: subscriber.headers,
    });

  it('unsubscribes, and purchasing again cancels the unsubscription without a charge', async () => {
    const subscriber = await mobitelSubscriber(t);
    const bought = await buyHbo(subscriber);

    const response = await unsubscribe(subscriber);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<UnsubscribeResult>()).toMatchObject({
      purchaseId: bought.purchaseId,
      purchaseStatus: 'PURCHASE_PENDING_REMOVE',
    });
    const pending = await hboPage(t, subscriber);
    expect(pending.purchaseStatus).toBe('PURCHASE_PENDING_REMOVE');

    const again = await purchase(t, subscriber, purchaseBody(subscriber, pending));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<TransactionResult>()).toMatchObject({
      unsubscriptionCancelled: true,
      purchaseId: bought.purchaseId,
      transactionId: null,
    });
    expect((await hboPage(t, subscriber)).purchaseStatus).toBe('PURCHASE_COMPLETE');
    expect(operator.chargesTo(subscriber.mobile)).toHaveLength(1);
    expect(await transactionsOf(subscriber.connectionId)).toHaveLength(1);
  });

  it('refuses a product the connection does not subscribe to', async () => {
    const subscriber = await mobitelSubscriber(t);
    const response = await unsubscribe(subscriber);

    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('This product is not subscribed on this connection.');
  });

  it("answers 404 for another account's connection", async () => {
    const owner = await mobitelSubscriber(t);
    await buyHbo(owner);
    const other = await mobitelSubscriber(t);
    const response = await unsubscribe({ ...owner, headers: other.headers });

    expect(response.statusCode).toBe(404);
    expect((await hboPage(t, owner)).purchaseStatus).toBe('PURCHASE_COMPLETE');
  });
});

import type { GiftVoucherPurchaseResult, PurchasedVoucher, TransactionResult } from '@selfcare/contracts';
import { messageText } from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { DEFAULT_PIN } from '../../../test/factories';
import { auditLog, purchasedVouchers, transactions } from '../../db/schema';
import { giftVoucherId } from '../../db/seed/promotions/gift-vouchers';
import {
  type MobitelSubscriber,
  mobitelSubscriber,
  type RecordingOperatorBilling,
  recordingIntegrations,
  retry,
} from '../operator-payments/test-kit';

/**
 * Gift vouchers bought by a mobile-operator connection (type 6), charged through the sandbox operator,
 * whose answer depends on the number's last digit (1 FAILURE, 2 RETRY then SUCCESS, 3 PENDING then
 * SUCCESS when asked, 4 not on the network, else SUCCESS). The races mean something on PostgreSQL
 * (TEST_DATABASE_URL); PGlite serialises them.
 */
const BASE = '/api/promotions/v1/vouchers';
const movieLover = giftVoucherId('movie-lover-1000');
const RACERS = 8;
const CODE = /^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/;

let t: TestApp;
let operator: RecordingOperatorBilling;
beforeAll(async () => {
  const recording = recordingIntegrations();
  operator = recording.operator;
  t = await createSeededTestApp({}, recording.integrations);
});
afterAll(() => t.close());

function buy(
  who: Pick<MobitelSubscriber, 'headers'> & { connectionId: string },
  options: { key?: string; pin?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `${BASE}/purchase`,
    headers: { ...who.headers, ...(options.key ? { 'idempotency-key': options.key } : {}) },
    payload: {
      userConnectionId: who.connectionId,
      userConnectionType: 6,
      voucherId: movieLover,
      pin: options.pin ?? DEFAULT_PIN,
    },
  });
}

async function bought(who: MobitelSubscriber, options: { key?: string } = {}) {
  const response = await buy(who, options);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<GiftVoucherPurchaseResult>();
}

async function listed(who: MobitelSubscriber) {
  const response = await t.app.inject({
    url: `${BASE}/purchases?userConnectionId=${who.connectionId}`,
    headers: who.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PurchasedVoucher[]>();
}

const issuedTo = (who: MobitelSubscriber) =>
  t.db.select().from(purchasedVouchers).where(eq(purchasedVouchers.connectionId, who.connectionId));
const paymentsOf = (who: MobitelSubscriber) =>
  t.db.select().from(transactions).where(eq(transactions.connectionId, who.connectionId));

describe('POST /api/promotions/v1/vouchers/purchase, mobile-operator payer (type 6)', () => {
  it('charges the operator once, taxes included, and answers the reference and the redeem code', async () => {
    const who = await mobitelSubscriber(t);
    const result = await bought(who);

    expect(result).toMatchObject({ status: 'SUCCESS', checkout: null });
    expect(result.referenceNo).toMatch(/^TX[A-Z0-9]{10}$/);
    expect(result.description).toMatch(CODE);
    const [payment] = await paymentsOf(who);
    expect(payment).toMatchObject({
      id: result.transactionId,
      purpose: 'VOUCHER',
      giftVoucherId: movieLover,
      purchaseId: null,
      channel: 'OPERATOR',
      status: 'SUCCESS',
      referenceNo: result.referenceNo,
      method: 'Mobitel',
      itemName: 'Movie Lover Rs. 1,000',
    });
    expect(payment?.amount).toBeGreaterThan(1000);
    expect(operator.chargesTo(who.mobile)).toEqual([
      {
        msisdn: who.mobile,
        amount: payment?.amount,
        reference: result.transactionId,
        description: 'Movie Lover Rs. 1,000',
      },
    ]);
    expect(await listed(who)).toMatchObject([
      { voucherId: movieLover, code: result.description, own: false, totalValue: 1000, remainingValue: 1000 },
    ]);
    expect(await issuedTo(who)).toMatchObject([{ transactionId: result.transactionId }]);

    const audit = await t.db
      .select({ action: auditLog.action, outcome: auditLog.outcome })
      .from(auditLog)
      .where(eq(auditLog.subjectId, result.transactionId ?? ''));
    expect(audit.map((entry) => entry.action).sort()).toEqual(['voucher.operator_payment', 'voucher.purchase']);
  });

  it.each([
    ['insufficient balance', 1, 'Insufficient balance in your mobile account.'],
    ['not on the network', 4, 'Please try again with a mobitel network connection.'],
  ])("answers a refusal (%s) with FAILURE and the operator's reason, and issues nothing", async (_l, digit, reason) => {
    const who = await mobitelSubscriber(t, digit);
    const result = await bought(who);

    expect(result).toEqual({
      status: 'FAILURE',
      transactionId: expect.any(String),
      referenceNo: null,
      description: reason,
      checkout: null,
    });
    expect(await issuedTo(who)).toEqual([]);
    expect(await listed(who)).toEqual([]);
    const [payment] = await paymentsOf(who);
    expect(payment).toMatchObject({ status: 'FAILURE', referenceNo: null, description: reason });
    // A refused payment is not retried.
    const again = await retry(t, who, result.transactionId ?? '');
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ message: messageText('purchase.notRetryable') });
  });

  it('answers RETRY, issues nothing, and the retry call charges again and issues the voucher once', async () => {
    const who = await mobitelSubscriber(t, 2);
    const first = await bought(who);
    expect(first).toMatchObject({ status: 'RETRY', referenceNo: null, checkout: null });
    expect(first.description).toBe('The operator could not be reached. Please retry the payment.');
    expect(await issuedTo(who)).toEqual([]);
    const transactionId = first.transactionId ?? '';

    const retried = await retry(t, who, transactionId);
    expect(retried.statusCode, retried.body).toBe(200);
    const answer = retried.json<TransactionResult>();
    expect(answer).toMatchObject({ status: 'SUCCESS', paymentStatus: 'SUCCESS', transactionId, purchaseId: null });
    expect(answer.referenceNo).toMatch(/^TX/);
    expect(answer.purchasedPrice).toBe(1000);

    const charges = operator.chargesTo(who.mobile);
    expect(charges).toHaveLength(2);
    expect(new Set(charges.map((charge) => charge.reference))).toEqual(new Set([transactionId]));
    const issued = await issuedTo(who);
    expect(issued).toMatchObject([{ transactionId, giftVoucherId: movieLover }]);
    expect((await listed(who)).map((voucher) => voucher.code)).toEqual([issued[0]?.code]);
    // Settled: nothing more to retry, nothing more issued.
    expect((await retry(t, who, transactionId)).statusCode).toBe(422);
    expect(await issuedTo(who)).toHaveLength(1);
  });

  it('answers PENDING, issues nothing, and a verify by the retry call settles it and issues the voucher', async () => {
    const who = await mobitelSubscriber(t, 3);
    const first = await bought(who);
    expect(first).toMatchObject({
      status: 'PENDING',
      referenceNo: null,
      description: 'Your payment is being processed by your mobile operator.',
      checkout: null,
    });
    expect(await issuedTo(who)).toEqual([]);
    const transactionId = first.transactionId ?? '';

    const verified = (await retry(t, who, transactionId)).json<TransactionResult>();
    expect(verified).toMatchObject({ status: 'SUCCESS', paymentStatus: 'SUCCESS', transactionId });
    // Verified with the operator, not charged again.
    expect(operator.chargesTo(who.mobile)).toHaveLength(1);
    expect(operator.statusChecks).toContain(transactionId);
    expect(await issuedTo(who)).toMatchObject([{ transactionId }]);
    const [payment] = await paymentsOf(who);
    expect(payment).toMatchObject({ status: 'SUCCESS', referenceNo: verified.referenceNo });
  });

  it('keeps a charge whose call failed PENDING, to be verified rather than charged again', async () => {
    const who = await mobitelSubscriber(t);
    operator.unreachable = true;
    let first: GiftVoucherPurchaseResult;
    try {
      first = await bought(who);
    } finally {
      operator.unreachable = false;
    }
    expect(first).toMatchObject({ status: 'PENDING', description: messageText('purchase.operatorPending') });
    expect(await issuedTo(who)).toEqual([]);
    const verified = (await retry(t, who, first.transactionId ?? '')).json<TransactionResult>();
    expect(verified.paymentStatus).toBe('SUCCESS');
    expect(operator.chargesTo(who.mobile)).toHaveLength(1);
    expect(await issuedTo(who)).toHaveLength(1);
  });

  it('answers a repeat with the same Idempotency-Key with the first answer, charging once', async () => {
    const who = await mobitelSubscriber(t);
    const first = await bought(who, { key: `gift-op-${who.connectionId}` });
    const again = await bought(who, { key: `gift-op-${who.connectionId}` });
    expect(again).toEqual(first);
    expect(operator.chargesTo(who.mobile)).toHaveLength(1);
    expect(await issuedTo(who)).toHaveLength(1);
  });

  it(`issues one voucher and charges once for ${RACERS} racing requests with one Idempotency-Key`, async () => {
    const who = await mobitelSubscriber(t);
    const key = `gift-race-${who.connectionId}`;
    const responses = await Promise.all(Array.from({ length: RACERS }, () => buy(who, { key })));

    const statuses = responses.map((response) => response.statusCode);
    expect(
      statuses.every((status) => status === 200 || status === 409),
      statuses.join(),
    ).toBe(true);
    const answered = responses
      .filter((response) => response.statusCode === 200)
      .map((response) => response.json<GiftVoucherPurchaseResult>());
    expect(answered.length).toBeGreaterThanOrEqual(1);
    expect(new Set(answered.map((result) => result.description)).size).toBe(1);
    expect(answered[0]?.status).toBe('SUCCESS');
    expect(operator.chargesTo(who.mobile)).toHaveLength(1);
    expect(await paymentsOf(who)).toHaveLength(1);
    expect(await issuedTo(who)).toMatchObject([{ code: answered[0]?.description }]);
  });

  it(`issues one voucher when ${RACERS} retries race to settle one RETRY payment`, async () => {
    const who = await mobitelSubscriber(t, 2);
    const first = await bought(who);
    const transactionId = first.transactionId ?? '';
    const responses = await Promise.all(Array.from({ length: RACERS }, () => retry(t, who, transactionId)));

    const statuses = responses.map((response) => response.statusCode);
    expect(
      statuses.every((status) => status === 200 || status === 422),
      statuses.join(),
    ).toBe(true);
    const answered = responses
      .filter((response) => response.statusCode === 200)
      .map((response) => response.json<TransactionResult>());
    expect(answered.length).toBeGreaterThanOrEqual(1);
    expect(answered.every((answer) => answer.paymentStatus === 'SUCCESS')).toBe(true);
    expect(new Set(answered.map((answer) => answer.referenceNo)).size).toBe(1);
    // The purchase's RETRY answer, then exactly one charge for all the retries.
    expect(operator.chargesTo(who.mobile)).toHaveLength(2);
    expect(await issuedTo(who)).toHaveLength(1);
  });

  it(`issues one voucher when ${RACERS} verifies race to settle one PENDING payment`, async () => {
    const who = await mobitelSubscriber(t, 3);
    const first = await bought(who);
    const transactionId = first.transactionId ?? '';
    const responses = await Promise.all(Array.from({ length: RACERS }, () => retry(t, who, transactionId)));

    expect(responses.every((response) => response.statusCode === 200 || response.statusCode === 422)).toBe(true);
    const answered = responses
      .filter((response) => response.statusCode === 200)
      .map((response) => response.json<TransactionResult>());
    expect(answered.every((answer) => answer.paymentStatus === 'SUCCESS')).toBe(true);
    expect(new Set(answered.map((answer) => answer.referenceNo)).size).toBe(1);
    expect(operator.chargesTo(who.mobile)).toHaveLength(1);
    expect(await issuedTo(who)).toHaveLength(1);
  });

  it("answers 404 for another account's connection, a wrong PIN 422, and neither charges", async () => {
    const owner = await mobitelSubscriber(t);
    const stranger = await mobitelSubscriber(t);
    const foreign = await buy({ ...stranger, connectionId: owner.connectionId });
    expect(foreign.statusCode, foreign.body).toBe(404);
    const wrongPin = await buy(owner, { pin: '0000' });
    expect(wrongPin.statusCode, wrongPin.body).toBe(422);
    expect(wrongPin.json()).toMatchObject({ message: messageText('purchase.wrongPin') });
    expect(operator.chargesTo(owner.mobile)).toEqual([]);
    expect(await paymentsOf(owner)).toEqual([]);
    expect(await issuedTo(owner)).toEqual([]);
  });

  it("answers 404 when another account retries the voucher's payment", async () => {
    const owner = await mobitelSubscriber(t, 2);
    const stranger = await mobitelSubscriber(t);
    const first = await bought(owner);
    const foreign = await retry(t, stranger, first.transactionId ?? '');
    expect(foreign.statusCode).toBe(404);
    expect(await issuedTo(owner)).toEqual([]);
  });
});

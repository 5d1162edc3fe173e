import type { TransactionResult } from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { purchases, transactions } from '../../db/schema';
import {
  hboPage,
  mobitelSubscriber,
  purchase,
  purchaseBody,
  type RecordingOperatorBilling,
  recordingIntegrations,
  retry,
} from './test-kit';

/**
 * One charge per purchase under racing requests. Meaningful on PostgreSQL (TEST_DATABASE_URL), where the
 * requests really run side by side; PGlite serialises them.
 */
const RACERS = 8;

let t: TestApp;
let operator: RecordingOperatorBilling;
beforeAll(async () => {
  const recording = recordingIntegrations();
  operator = recording.operator;
  t = await createSeededTestApp({}, recording.integrations);
});
afterAll(() => t.close());

const transactionsOf = (connectionId: string) =>
  t.db.select().from(transactions).where(eq(transactions.connectionId, connectionId));

describe('racing operator purchases', () => {
  it.each([
    ['without an Idempotency-Key', false],
    ['with one Idempotency-Key', true],
  ])('%s: makes one payment and one operator charge', async (_label, withKey) => {
    const subscriber = await mobitelSubscriber(t);
    const body = purchaseBody(subscriber, await hboPage(t, subscriber));
    const headers: Record<string, string> = withKey ? { 'idempotency-key': `race-${subscriber.connectionId}` } : {};
    const responses = await Promise.all(Array.from({ length: RACERS }, () => purchase(t, subscriber, body, headers)));

    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    const paid = responses
      .filter((response) => response.statusCode === 200)
      .map((response) => response.json<TransactionResult>());
    expect(paid.length).toBeGreaterThanOrEqual(1);
    if (!withKey) expect(paid).toHaveLength(1);
    expect(new Set(paid.map((result) => result.transactionId)).size).toBe(1);
    expect(operator.chargesTo(subscriber.mobile)).toHaveLength(1);
    const rows = await transactionsOf(subscriber.connectionId);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe('SUCCESS');
  });
});

describe('racing retries of one payment', () => {
  it('charges the retried payment once and completes the purchase', async () => {
    const subscriber = await mobitelSubscriber(t, 2);
    const first = (
      await purchase(t, subscriber, purchaseBody(subscriber, await hboPage(t, subscriber)))
    ).json<TransactionResult>();
    expect(first.status).toBe('RETRY');
    const transactionId = first.transactionId ?? '';

    const responses = await Promise.all(Array.from({ length: RACERS }, () => retry(t, subscriber, transactionId)));

    const statuses = responses.map((response) => response.statusCode);
    expect(
      statuses.every((status) => status === 200 || status === 422),
      statuses.join(),
    ).toBe(true);
    const answered = responses
      .filter((response) => response.statusCode === 200)
      .map((response) => response.json<TransactionResult>());
    expect(answered.length).toBeGreaterThanOrEqual(1);
    expect(answered.every((result) => result.paymentStatus === 'SUCCESS')).toBe(true);
    expect(new Set(answered.map((result) => result.referenceNo)).size).toBe(1);
    // The purchase's RETRY answer, then exactly one charge for all the retries.
    expect(operator.chargesTo(subscriber.mobile)).toHaveLength(2);
    const [row] = await transactionsOf(subscriber.connectionId);
    expect(row?.status).toBe('SUCCESS');
    const [purchaseRow] = await t.db
      .select()
      .from(purchases)
      .where(eq(purchases.id, first.purchaseId ?? ''));
    expect(purchaseRow?.status).toBe('PURCHASE_COMPLETE');
  });
});

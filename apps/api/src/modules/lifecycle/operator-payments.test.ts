import { messageText, type TransactionResult } from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { sweepContext } from '../../../test/sweep-context';
import { transactions } from '../../db/schema';
import {
  hboPage,
  type MobitelSubscriber,
  mobitelSubscriber,
  purchase,
  purchaseBody,
  type RecordingOperatorBilling,
  recordingIntegrations,
  retry,
} from '../operator-payments/test-kit';
import { OPERATOR_PAYMENT_GRACE_MS } from './open-operator-payments';
import { runLifecycleSweep } from './sweep';

let t: TestApp;
let operator: RecordingOperatorBilling;
beforeAll(async () => {
  const recording = recordingIntegrations();
  operator = recording.operator;
  t = await createSeededTestApp({}, recording.integrations);
});
afterAll(() => t.close());

const today = () => new Date().toISOString().slice(0, 10);
const sweep = () => runLifecycleSweep(sweepContext(t), today());

/** A purchase whose operator charge answered PENDING (a number ending in 3), opened `ageMs` ago. */
async function pendingPurchase(ageMs: number): Promise<{ subscriber: MobitelSubscriber; transactionId: string }> {
  const subscriber = await mobitelSubscriber(t, 3);
  const response = await purchase(t, subscriber, purchaseBody(subscriber, await hboPage(t, subscriber)));
  expect(response.statusCode, response.body).toBe(200);
  const transactionId = response.json<TransactionResult>().transactionId ?? '';
  await t.db
    .update(transactions)
    .set({ createdAt: new Date(Date.now() - ageMs) })
    .where(eq(transactions.id, transactionId));
  return { subscriber, transactionId };
}

const statusOf = async (transactionId: string) =>
  (await t.db.select({ status: transactions.status }).from(transactions).where(eq(transactions.id, transactionId)))[0]
    ?.status;

describe('the sweep reconciles operator payments left PENDING', () => {
  it('asks the operator about one older than the grace period and completes the purchase, once', async () => {
    const { subscriber, transactionId } = await pendingPurchase(OPERATOR_PAYMENT_GRACE_MS + 60_000);
    const young = await pendingPurchase(0);

    // The demo data may hold old open payments of its own (a seeded template older than five minutes).
    const first = await sweep();
    expect(first.operatorPaymentsSettled).toBeGreaterThanOrEqual(1);
    expect(first.errors).toBe(0);
    expect(operator.statusChecks).toContain(transactionId);
    expect(operator.statusChecks).not.toContain(young.transactionId);
    expect(await statusOf(transactionId)).toBe('SUCCESS');
    expect((await hboPage(t, subscriber)).purchaseStatus).toBe('PURCHASE_COMPLETE');
    expect(operator.chargesTo(subscriber.mobile)).toHaveLength(1);

    // The young one waits for its subscriber's own verify; a settled one is not asked about again.
    expect(await statusOf(young.transactionId)).toBe('PENDING');
    await sweep();
    expect(operator.statusChecks.filter((id) => id === transactionId)).toHaveLength(1);
    expect(operator.statusChecks).not.toContain(young.transactionId);
  });

  it('settles once when the sweep and the subscriber verify the same payment at the same time', async () => {
    const { subscriber, transactionId } = await pendingPurchase(OPERATOR_PAYMENT_GRACE_MS + 60_000);
    const [counts, retried] = await Promise.all([sweep(), retry(t, subscriber, transactionId)]);
    // Whichever came second finds the payment settled: the subscriber's retry is then refused as such.
    if (retried.statusCode !== 200) expect(retried.json().message).toBe(messageText('purchase.notRetryable'));
    expect(counts.errors).toBe(0);
    expect(await statusOf(transactionId)).toBe('SUCCESS');
    expect((await hboPage(t, subscriber)).purchaseStatus).toBe('PURCHASE_COMPLETE');
    expect(operator.chargesTo(subscriber.mobile)).toHaveLength(1);
  });
});

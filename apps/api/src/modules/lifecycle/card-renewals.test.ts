import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageCardRenewals, dueCardSubscription } from '../../../reliability/faults/adapter-faults';
import { type FaultyIntegrations, faultyIntegrations } from '../../../reliability/faults/faulty-adapters';
import { createSeededTestApp, type TestApp, testConfig } from '../../../test/app';
import { sweepContext } from '../../../test/sweep-context';
import { auditLog, connections, purchases, transactions } from '../../db/schema';
import { addMonths } from '../products/dates';
import { runLifecycleSweep } from './sweep';

/** Short, so a gateway that never answers costs the test little; the sweep must not wait longer. */
const ADAPTER_TIMEOUT_MS = 300;

let t: TestApp;
let faulty: FaultyIntegrations;
beforeAll(async () => {
  faulty = faultyIntegrations(testConfig({ adapterTimeoutMs: ADAPTER_TIMEOUT_MS }), 50);
  t = await createSeededTestApp({ adapterTimeoutMs: ADAPTER_TIMEOUT_MS }, faulty.integrations);
});
afterAll(() => t.close());

// Without dunning retries: a refused renewal suspends at once (the schedule: dunning.test.ts).
const sweep = (asOf: string) => runLifecycleSweep(sweepContext(t, { renewalRetryDays: [] }), asOf);

const renewalsOf = (purchaseId: string) =>
  t.db
    .select()
    .from(transactions)
    .where(and(eq(transactions.purchaseId, purchaseId), eq(transactions.purpose, 'RENEWAL')));

async function stateOf(due: { purchaseId: string; connectionId: string }) {
  const [purchase] = await t.db.select().from(purchases).where(eq(purchases.id, due.purchaseId));
  const [connection] = await t.db.select().from(connections).where(eq(connections.id, due.connectionId));
  const renewed = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'lifecycle.renewal'), eq(auditLog.subjectId, due.purchaseId)));
  return {
    billingEndDate: purchase?.billingEndDate,
    paymentStatus: purchase?.paymentStatus,
    connection: connection?.status,
    renewalRows: renewed.map((row) => row.outcome),
  };
}

describe('card renewal charges that give no answer', () => {
  it('leaves the payment open within the deadline, then settles it once when the gateway answers', async () => {
    const due = await dueCardSubscription(t);
    faulty.cards.fault = 'timing out';
    const started = performance.now();
    const first = await sweep(due.billingEndDate).finally(() => {
      faulty.cards.fault = 'none';
    });
    // One charge that never answers holds the sweep for the deadline, not for ever.
    expect(performance.now() - started).toBeLessThan(ADAPTER_TIMEOUT_MS + 5_000);
    expect(first.renewalsPending).toBeGreaterThanOrEqual(1);
    expect(faulty.cards.chargesFor(due.customerToken)).toBe(1);
    expect(await renewalsOf(due.purchaseId)).toMatchObject([{ channel: 'CARD', status: 'PENDING' }]);
    expect(await stateOf(due)).toEqual({
      billingEndDate: due.billingEndDate,
      paymentStatus: 'PENDING',
      connection: 'active',
      renewalRows: [],
    });

    // Sweeps within the grace period neither charge the claimed period again nor ask about it yet.
    await sweep(due.billingEndDate);
    await Promise.all([sweep(due.billingEndDate), sweep(due.billingEndDate)]);
    expect(faulty.cards.chargesFor(due.customerToken)).toBe(1);
    expect(await renewalsOf(due.purchaseId)).toMatchObject([{ status: 'PENDING' }]);

    // Past it, two sweeps at once ask the gateway: the payment is settled once, the period renewed once.
    await ageCardRenewals(t, due.purchaseId);
    const settled = await Promise.all([sweep(due.billingEndDate), sweep(due.billingEndDate)]);
    expect(settled.map((counts) => counts.errors)).toEqual([0, 0]);
    expect(settled.reduce((sum, counts) => sum + counts.renewals, 0)).toBeGreaterThanOrEqual(1);
    expect(faulty.cards.chargesFor(due.customerToken)).toBe(1);
    const [payment] = await renewalsOf(due.purchaseId);
    expect(payment).toMatchObject({ status: 'SUCCESS', paymentStatus: 'SUCCESS' });
    expect(payment?.referenceNo).toMatch(/^TX/);
    expect(await stateOf(due)).toEqual({
      billingEndDate: addMonths(due.billingEndDate, 1),
      paymentStatus: 'SUCCESS',
      connection: 'active',
      renewalRows: ['success'],
    });

    await sweep(due.billingEndDate);
    expect(await renewalsOf(due.purchaseId)).toHaveLength(1);
    expect(faulty.cards.chargesFor(due.customerToken)).toBe(1);
  });

  it('fails the renewal once when the gateway says the charge it took no answer for was declined', async () => {
    // The sandbox card that approves a purchase and declines its renewals.
    const due = await dueCardSubscription(t, '4000000000000341');
    faulty.cards.fault = 'timing out';
    await sweep(due.billingEndDate).finally(() => {
      faulty.cards.fault = 'none';
    });
    expect(await renewalsOf(due.purchaseId)).toMatchObject([{ status: 'PENDING' }]);

    await ageCardRenewals(t, due.purchaseId);
    const counts = await sweep(due.billingEndDate);
    expect(counts.errors).toBe(0);
    expect(counts.renewalsFailed).toBeGreaterThanOrEqual(1);
    // PayHere's Retrieval API lists charged payments only: a declined charge is "not found".
    expect(await renewalsOf(due.purchaseId)).toMatchObject([{ status: 'FAILURE', description: 'No payments found' }]);
    expect(await stateOf(due)).toEqual({
      billingEndDate: due.billingEndDate,
      paymentStatus: 'FAILURE',
      connection: 'suspended',
      renewalRows: ['failure'],
    });
    expect(faulty.cards.chargesFor(due.customerToken)).toBe(0);
    await sweep(due.billingEndDate);
    expect(await renewalsOf(due.purchaseId)).toHaveLength(1);
  });

  it('fails the renewal when the gateway never received the charge, rather than charge the period again', async () => {
    const due = await dueCardSubscription(t);
    faulty.cards.fault = 'failing';
    await sweep(due.billingEndDate).finally(() => {
      faulty.cards.fault = 'none';
    });
    expect(await renewalsOf(due.purchaseId)).toMatchObject([{ status: 'PENDING' }]);

    // While the gateway still cannot be asked, the payment stays open.
    await ageCardRenewals(t, due.purchaseId);
    faulty.cards.fault = 'timing out';
    const unanswered = await sweep(due.billingEndDate).finally(() => {
      faulty.cards.fault = 'none';
    });
    expect(unanswered.errors).toBe(0);
    expect(await renewalsOf(due.purchaseId)).toMatchObject([{ status: 'PENDING' }]);

    await sweep(due.billingEndDate);
    expect(await renewalsOf(due.purchaseId)).toMatchObject([{ status: 'FAILURE', description: 'No payments found' }]);
    expect(await stateOf(due)).toMatchObject({ paymentStatus: 'FAILURE', connection: 'suspended' });
    expect(faulty.cards.chargesFor(due.customerToken)).toBe(0);
  });
});

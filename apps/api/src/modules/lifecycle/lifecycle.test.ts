import type { BasePackage, DowngradeStatus } from '@selfcare/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { dateFromToday, demo, insertPurchase, type PurchaseInput } from '../../../test/catalogue';
import { bearer, type ConnectionInput, createAccount, DEFAULT_PIN, loginToken } from '../../../test/factories';
import { firstCardPayment } from '../../../test/first-card-payment';
import { sweepContext } from '../../../test/sweep-context';
import { billLines, connections, purchases, transactions } from '../../db/schema';
import { maskCard } from '../../integrations/sandbox-cards';
import { addDays, addMonths } from '../products/dates';
import { activeTaxRates, applyTaxes } from '../promotions/tax';
import type { SweepCounts } from './sweep';
import { runLifecycleSweep } from './sweep';

let t: TestApp;
beforeAll(async () => {
  // Without dunning retries (RENEWAL_RETRY_DAYS=none) the first refused renewal suspends; the retry
  // schedule has its own tests (dunning.test.ts).
  t = await createSeededTestApp({ renewalRetryDays: [] });
});
afterAll(() => t.close());

async function sweep(asOf: string): Promise<SweepCounts> {
  const response = await t.app.inject({ method: 'POST', url: '/sandbox/lifecycle/sweep', payload: { asOf } });
  expect(response.statusCode, response.body).toBe(200);
  const counts = response.json<SweepCounts>();
  expect(counts.errors).toBe(0);
  return counts;
}

/** A connection of our own holding one purchase at `price` a period. */
async function holding(
  purchase: Omit<PurchaseInput, 'connectionId' | 'status'> & { status?: PurchaseInput['status']; price?: number },
  connection: ConnectionInput = {},
) {
  const account = await createAccount(t.db, { connections: [{ connectionType: 1, ...connection }] });
  const [connectionId = ''] = account.connectionIds;
  const purchaseId = await insertPurchase(t.db, { status: 'PURCHASE_COMPLETE', ...purchase, connectionId });
  await t.db
    .update(purchases)
    .set({ price: purchase.price ?? 450 })
    .where(eq(purchases.id, purchaseId));
  return { account, connectionId, purchaseId };
}

async function purchaseRow(id: string) {
  const [row] = await t.db.select().from(purchases).where(eq(purchases.id, id));
  if (!row) throw new Error(`no purchase ${id}`);
  return row;
}

async function connectionStatus(id: string) {
  const [row] = await t.db.select({ status: connections.status }).from(connections).where(eq(connections.id, id));
  return row?.status;
}

const linesOf = (purchaseId: string) => t.db.select().from(billLines).where(eq(billLines.purchaseId, purchaseId));

const renewalsOf = (purchaseId: string) =>
  t.db
    .select()
    .from(transactions)
    .where(and(eq(transactions.purchaseId, purchaseId), eq(transactions.purpose, 'RENEWAL')));

describe('renewals', () => {
  it('bills one line per elapsed period, and a second sweep for the same date changes nothing', async () => {
    const end = dateFromToday(3);
    const { purchaseId } = await holding({ product: 'hbo', offer: 'monthly', billingEndDate: end });
    const asOf = addDays(addMonths(end, 2), 4);

    const first = await sweep(asOf);
    expect(first.renewals).toBeGreaterThanOrEqual(3);
    const lines = await linesOf(purchaseId);
    const tax = applyTaxes(450, await activeTaxRates(t.db, new Date()));
    expect(lines.map((line) => line.billingMonth).sort()).toEqual(
      [end, addMonths(end, 1), addMonths(end, 2)].map((date) => `${date.slice(0, 7)}-01`).sort(),
    );
    for (const line of lines) expect(line).toMatchObject({ amount: 450, taxAmount: tax.taxedPrice - 450 });
    expect(await purchaseRow(purchaseId)).toMatchObject({
      status: 'PURCHASE_COMPLETE',
      billingStartDate: addMonths(end, 2),
      billingEndDate: addMonths(end, 3),
    });

    // Only the renewals are this test's: once the seeded template is over five minutes old (a full run
    // on PostgreSQL) the sweep also retries the demo data's open operator payments and waiting
    // provisionings, and the next sweep ends a rental so completed, whose period is long over by asOf.
    const second = await sweep(asOf);
    expect(second).toMatchObject({ renewals: 0, renewalsFailed: 0, renewalsPending: 0, errors: 0 });
    expect(await linesOf(purchaseId)).toHaveLength(3);
    expect(await purchaseRow(purchaseId)).toMatchObject({ billingEndDate: addMonths(end, 3) });
  });

  it('renews nothing before the billing end date', async () => {
    const end = dateFromToday(20);
    const { purchaseId } = await holding({ product: 'hbo', offer: 'monthly', billingEndDate: end });
    await sweep(addDays(end, -1));
    expect(await linesOf(purchaseId)).toHaveLength(0);
    expect((await purchaseRow(purchaseId)).billingEndDate).toBe(end);
  });

  it('lets two sweeps running at once renew each period exactly once', async () => {
    const end = dateFromToday(4);
    const { purchaseId } = await holding({ product: 'hbo', offer: 'monthly', billingEndDate: end });
    const asOf = addDays(addMonths(end, 2), 1);
    await Promise.all([runLifecycleSweep(sweepContext(t), asOf), runLifecycleSweep(sweepContext(t), asOf)]);
    expect(await linesOf(purchaseId)).toHaveLength(3);
    expect((await purchaseRow(purchaseId)).billingEndDate).toBe(addMonths(end, 3));
  });

  it('charges a card payer on the card of the first payment', async () => {
    const end = dateFromToday(2);
    const { connectionId, purchaseId } = await holding(
      { product: 'hbo', offer: 'monthly', billingEndDate: end },
      { connectionType: 7, serviceType: 'Prepaid' },
    );
    await firstCardPayment(t.db, { connectionId, purchaseId, cardNumber: '4916217501611292' });
    await sweep(end);
    const tax = applyTaxes(450, await activeTaxRates(t.db, new Date()));
    expect(await renewalsOf(purchaseId)).toMatchObject([
      { channel: 'CARD', status: 'SUCCESS', amount: tax.taxedPrice, cardMask: maskCard('4916217501611292') },
    ]);
    expect(await purchaseRow(purchaseId)).toMatchObject({
      billingEndDate: addMonths(end, 1),
      paymentStatus: 'SUCCESS',
    });
    expect(await connectionStatus(connectionId)).toBe('active');
  });

  it('suspends a card payer whose card declines the renewal and leaves the period where it was', async () => {
    const end = dateFromToday(2);
    const { connectionId, purchaseId } = await holding(
      { product: 'hbo', offer: 'monthly', billingEndDate: end },
      { connectionType: 7, serviceType: 'Prepaid' },
    );
    await firstCardPayment(t.db, { connectionId, purchaseId, cardNumber: '4000000000000341' });
    const counts = await sweep(end);
    expect(counts.connectionsSuspended).toBeGreaterThanOrEqual(1);
    expect(await connectionStatus(connectionId)).toBe('suspended');
    expect(await renewalsOf(purchaseId)).toMatchObject([
      { channel: 'CARD', status: 'FAILURE', description: 'The bank declined the charge on this card.' },
    ]);
    expect(await purchaseRow(purchaseId)).toMatchObject({ billingEndDate: end, paymentStatus: 'FAILURE' });
    await sweep(addDays(end, 3));
    expect(await renewalsOf(purchaseId)).toHaveLength(1);
  });

  it('charges an operator payer through the operator', async () => {
    const end = dateFromToday(2);
    const { connectionId, purchaseId } = await holding(
      { product: 'hbo', offer: 'monthly', billingEndDate: end },
      { connectionType: 6, serviceType: 'Mobitel', mobile: '0771234565' },
    );
    await sweep(end);
    expect(await renewalsOf(purchaseId)).toMatchObject([{ channel: 'OPERATOR', status: 'SUCCESS' }]);
    expect((await purchaseRow(purchaseId)).billingEndDate).toBe(addMonths(end, 1));
    expect(await connectionStatus(connectionId)).toBe('active');
  });

  it('renews an upgraded card payer at the new price on the card the old package was paid with', async () => {
    const end = dateFromToday(6);
    const { account, connectionId, purchaseId } = await holding(
      { product: 'peo-lite', offer: 'monthly', billingEndDate: end, price: 790 },
      { connectionType: 7, serviceType: 'Prepaid' },
    );
    await firstCardPayment(t.db, { connectionId, purchaseId, cardNumber: '5307732125531191' });
    const upgraded = await t.app.inject({
      method: 'POST',
      url: '/api/billing/v1/billing/user-purchase/basepackage/change',
      headers: bearer(await loginToken(t.app, account)),
      payload: {
        userConnectionId: connectionId,
        userId: account.id,
        userConnectionType: 7,
        productId: demo.productId('peo-family'),
        purchaseOptionId: demo.optionId('peo-family', 'monthly'),
        productTypeId: demo.typeId('package'),
        pin: DEFAULT_PIN,
        changeType: 'UPGRADE',
      },
    });
    expect(upgraded.statusCode, upgraded.body).toBe(200);
    const [family] = await t.db
      .select()
      .from(purchases)
      .where(and(eq(purchases.connectionId, connectionId), eq(purchases.productId, demo.productId('peo-family'))));

    await sweep(end);
    const tax = applyTaxes(1390, await activeTaxRates(t.db, new Date()));
    expect(await renewalsOf(family?.id ?? '')).toMatchObject([
      { channel: 'CARD', status: 'SUCCESS', amount: tax.taxedPrice, cardMask: maskCard('5307732125531191') },
    ]);
    expect((await purchaseRow(family?.id ?? '')).billingEndDate).toBe(addMonths(end, 1));
  });

  it('suspends a card payer with no card on file', async () => {
    const end = dateFromToday(2);
    const { connectionId, purchaseId } = await holding(
      { product: 'hbo', offer: 'monthly', billingEndDate: end },
      { connectionType: 7, serviceType: 'Prepaid' },
    );
    await sweep(end);
    expect(await renewalsOf(purchaseId)).toMatchObject([
      { channel: 'CARD', status: 'FAILURE', description: 'No card is on file to renew this subscription.' },
    ]);
    expect(await connectionStatus(connectionId)).toBe('suspended');
  });

  it.each([
    ['0771234562', 'RETRY'],
    ['0771234563', 'PENDING'],
  ])('keeps an operator renewal for %s left %s open, and settles it on the next sweep', async (mobile, open) => {
    const end = dateFromToday(2);
    const { connectionId, purchaseId } = await holding(
      { product: 'hbo', offer: 'monthly', billingEndDate: end },
      { connectionType: 6, serviceType: 'Mobitel', mobile },
    );
    const first = await sweep(end);
    expect(first.renewalsPending).toBeGreaterThanOrEqual(1);
    expect(await renewalsOf(purchaseId)).toMatchObject([{ channel: 'OPERATOR', status: open }]);
    expect(await purchaseRow(purchaseId)).toMatchObject({ billingEndDate: end, paymentStatus: 'PENDING' });

    await sweep(end);
    expect(await renewalsOf(purchaseId)).toMatchObject([{ channel: 'OPERATOR', status: 'SUCCESS' }]);
    expect(await purchaseRow(purchaseId)).toMatchObject({
      billingEndDate: addMonths(end, 1),
      paymentStatus: 'SUCCESS',
    });
    expect(await connectionStatus(connectionId)).toBe('active');
  });

  it('suspends an operator payer without the balance for the renewal', async () => {
    const end = dateFromToday(2);
    const { connectionId, purchaseId } = await holding(
      { product: 'hbo', offer: 'monthly', billingEndDate: end },
      { connectionType: 6, serviceType: 'Mobitel', mobile: '0771234561' },
    );
    await sweep(end);
    expect(await connectionStatus(connectionId)).toBe('suspended');
    expect(await renewalsOf(purchaseId)).toMatchObject([
      { channel: 'OPERATOR', status: 'FAILURE', description: 'Insufficient balance in your mobile account.' },
    ]);
    expect((await purchaseRow(purchaseId)).billingEndDate).toBe(end);
  });
});

describe('endings', () => {
  it('ends an unsubscribed purchase after its billing end date plus one day, not before', async () => {
    const end = dateFromToday(3);
    const { purchaseId } = await holding({
      product: 'hbo',
      offer: 'monthly',
      status: 'PURCHASE_PENDING_REMOVE',
      billingEndDate: end,
    });
    await sweep(addDays(end, 1));
    expect(await purchaseRow(purchaseId)).toMatchObject({ status: 'PURCHASE_PENDING_REMOVE', endedAt: null });
    await sweep(addDays(end, 2));
    const ended = await purchaseRow(purchaseId);
    expect(ended.status).toBe('PURCHASE_REMOVED');
    expect(ended.endedAt).not.toBeNull();
    expect(await linesOf(purchaseId)).toHaveLength(0);
  });

  it('expires a one-off purchase once its access is over', async () => {
    const end = dateFromToday(1);
    const { purchaseId } = await holding({
      product: 'sihina-desa',
      offer: '2-days',
      purchaseType: 'PURCHASE_TYPE_TRANSACTIONAL',
      billingEndDate: end,
    });
    await sweep(addDays(end, 2));
    const expired = await purchaseRow(purchaseId);
    expect(expired.status).toBe('PURCHASE_EXPIRED');
    expect(expired.endedAt).not.toBeNull();
  });

  it('ends a connection pending termination on its date, with everything it holds', async () => {
    const date = dateFromToday(5);
    const { connectionId, purchaseId } = await holding(
      { product: 'hbo', offer: 'monthly', billingEndDate: date },
      { status: 'pending_terminated' },
    );
    await t.db.update(connections).set({ pendingTerminationDate: date }).where(eq(connections.id, connectionId));
    await sweep(addDays(date, -1));
    expect(await connectionStatus(connectionId)).toBe('pending_terminated');
    await sweep(date);
    expect(await connectionStatus(connectionId)).toBe('unsubscribed');
    expect((await purchaseRow(purchaseId)).status).toBe('PURCHASE_REMOVED');
    expect(await linesOf(purchaseId)).toHaveLength(0);
  });
});

describe('scheduled downgrades', () => {
  it('applies a downgrade on its change date and bills the new package for its first period', async () => {
    const end = dateFromToday(8);
    const { account, connectionId, purchaseId } = await holding({
      product: 'peo-family',
      offer: 'monthly',
      billingEndDate: end,
      price: 1390,
    });
    const headers = bearer(await loginToken(t.app, account));
    const scheduled = await t.app.inject({
      method: 'POST',
      url: '/api/billing/v1/billing/user-purchase/basepackage/change',
      headers,
      payload: {
        userConnectionId: connectionId,
        userId: account.id,
        userConnectionType: 1,
        productId: demo.productId('peo-lite'),
        purchaseOptionId: demo.optionId('peo-lite', 'monthly'),
        productTypeId: demo.typeId('package'),
        pin: DEFAULT_PIN,
        changeType: 'DOWNGRADE',
      },
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    const changeDate = addDays(end, 1);

    // On the billing end date the old package is neither renewed nor replaced yet.
    await sweep(end);
    expect(await purchaseRow(purchaseId)).toMatchObject({ status: 'PURCHASE_COMPLETE', billingEndDate: end });
    expect(await linesOf(purchaseId)).toHaveLength(0);

    const counts = await sweep(changeDate);
    expect(counts.downgradesApplied).toBeGreaterThanOrEqual(1);
    expect((await purchaseRow(purchaseId)).status).toBe('PURCHASE_REMOVED');
    const [lite] = await t.db
      .select()
      .from(purchases)
      .where(and(eq(purchases.connectionId, connectionId), eq(purchases.productId, demo.productId('peo-lite'))));
    expect(lite).toMatchObject({
      status: 'PURCHASE_COMPLETE',
      billingStartDate: changeDate,
      billingEndDate: addMonths(changeDate, 1),
      price: 790,
    });
    expect((await linesOf(lite?.id ?? '')).map((line) => [line.amount, line.billingMonth])).toEqual([
      [790, `${changeDate.slice(0, 7)}-01`],
    ]);

    const packages = await t.app.inject({
      url: `/api/users/v1/allowedSecondaryPackages?conid=${connectionId}`,
      headers,
    });
    const current = packages.json<BasePackage[]>().filter((candidate) => candidate.currentPurchasedPackage);
    expect(current.map((candidate) => candidate.name)).toEqual(['PEO Lite']);
    const status = await t.app.inject({
      url: `/api/billing/v1/billing/user-purchase/basepackage/downgrade-status?userConnectionId=${connectionId}`,
      headers,
    });
    expect(status.json<DowngradeStatus>()).toMatchObject({ downgrade: true, pending: false, name: 'PEO Lite' });
  });
});

import type { PackageChangeResult } from '@selfcare/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { dateFromToday, demo, insertPurchase } from '../../../test/catalogue';
import { bearer, type ConnectionInput, createAccount, DEFAULT_PIN, loginToken } from '../../../test/factories';
import { replaceCardOnFile } from '../../../test/first-card-payment';
import { sweepContext } from '../../../test/sweep-context';
import { basePackageChanges, billLines, purchases, transactions } from '../../db/schema';
import { OPERATOR_PAYMENT_GRACE_MS } from '../lifecycle/open-operator-payments';
import { runLifecycleSweep } from '../lifecycle/sweep';
import {
  mobileEndingIn,
  type RecordingOperatorBilling,
  recordingIntegrations,
  retry,
} from '../operator-payments/test-kit';
import { addMonths, utcDate } from '../products/dates';

/**
 * Exactly one charge per upgrade under racing requests, retries and sweeps (decision 0056). Meaningful
 * on PostgreSQL (TEST_DATABASE_URL), where the requests really run side by side; PGlite serialises them.
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

/** A subscriber on PEO Family at 1,390.00 a month, ten days into its month. */
async function subscriber(connection: ConnectionInput & { connectionType: number }) {
  const account = await createAccount(t.db, { connections: [connection] });
  const [connectionId = ''] = account.connectionIds;
  const billingStartDate = dateFromToday(-10);
  const purchaseId = await insertPurchase(t.db, {
    connectionId,
    product: 'peo-family',
    offer: 'monthly',
    status: 'PURCHASE_COMPLETE',
    billingEndDate: addMonths(billingStartDate, 1),
  });
  await t.db.update(purchases).set({ price: 1390, billingStartDate }).where(eq(purchases.id, purchaseId));
  return { accountId: account.id, connectionId, headers: bearer(await loginToken(t.app, account)) };
}
type Subscriber = Awaited<ReturnType<typeof subscriber>>;

function upgrade(who: Subscriber, connectionType: number, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/billing/v1/billing/user-purchase/basepackage/change',
    headers: { ...who.headers, ...headers },
    payload: {
      userConnectionId: who.connectionId,
      userId: who.accountId,
      userConnectionType: connectionType,
      productId: demo.productId('peo-premium'),
      purchaseOptionId: demo.optionId('peo-premium', 'monthly'),
      productTypeId: demo.typeId('package'),
      pin: DEFAULT_PIN,
      changeType: 'UPGRADE',
    },
  });
}

/** Charges and entitlements of the connection: payments, bill lines, applied changes, running premium rows. */
async function effects(connectionId: string) {
  const [payments, lines, changes, premium] = await Promise.all([
    t.db.select().from(transactions).where(eq(transactions.connectionId, connectionId)),
    t.db.select().from(billLines).where(eq(billLines.connectionId, connectionId)),
    t.db.select().from(basePackageChanges).where(eq(basePackageChanges.connectionId, connectionId)),
    t.db
      .select({ id: purchases.id })
      .from(purchases)
      .where(
        and(
          eq(purchases.connectionId, connectionId),
          eq(purchases.productId, demo.productId('peo-premium')),
          eq(purchases.status, 'PURCHASE_COMPLETE'),
        ),
      ),
  ]);
  return { payments, lines, changes, premium };
}

describe('racing upgrades of one connection', () => {
  it.each([
    ['without an Idempotency-Key', false],
    ['with one Idempotency-Key', true],
  ])('operator payer %s: one payment, one operator charge, one upgrade', async (_label, withKey) => {
    const mobile = mobileEndingIn(5);
    const who = await subscriber({ connectionType: 6, serviceType: 'Mobitel', mobile });
    const headers: Record<string, string> = withKey ? { 'idempotency-key': `race-${who.connectionId}` } : {};
    const responses = await Promise.all(Array.from({ length: RACERS }, () => upgrade(who, 6, headers)));

    const statuses = responses.map((response) => response.statusCode);
    expect(
      statuses.every((status) => status === 200 || status === 409 || status === 422),
      statuses.join(),
    ).toBe(true);
    const applied = responses
      .filter((response) => response.statusCode === 200)
      .map((response) => response.json<PackageChangeResult>());
    expect(applied.length).toBeGreaterThanOrEqual(1);
    if (!withKey) expect(applied).toHaveLength(1);
    expect(applied.every((result) => result.status === 'APPLIED')).toBe(true);

    expect(operator.chargesTo(mobile)).toHaveLength(1);
    const { payments, changes, premium } = await effects(who.connectionId);
    expect(payments.map((payment) => [payment.purpose, payment.status])).toEqual([['UPGRADE', 'SUCCESS']]);
    expect(changes.map((change) => change.status)).toEqual(['APPLIED']);
    expect(premium).toHaveLength(1);
    expect(payments[0]?.amount).toBe(applied[0]?.charged);
  });

  it('card payer: one charge on the card on file and one upgrade', async () => {
    const who = await subscriber({ connectionType: 7 });
    await replaceCardOnFile(t.db, who.connectionId, '4916217501611292');
    const responses = await Promise.all(Array.from({ length: RACERS }, () => upgrade(who, 7)));

    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    const { payments, changes, premium } = await effects(who.connectionId);
    expect(payments.map((payment) => [payment.purpose, payment.channel, payment.status])).toEqual([
      ['UPGRADE', 'CARD', 'SUCCESS'],
    ]);
    expect(changes.map((change) => change.status)).toEqual(['APPLIED']);
    expect(premium).toHaveLength(1);
  });

  it('bill payer: one bill line and one upgrade', async () => {
    const who = await subscriber({ connectionType: 1 });
    const responses = await Promise.all(Array.from({ length: RACERS }, () => upgrade(who, 1)));

    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    const { lines, changes, premium } = await effects(who.connectionId);
    expect(lines).toHaveLength(1);
    expect(changes.map((change) => change.status)).toEqual(['APPLIED']);
    expect(premium).toHaveLength(1);
  });
});

describe('an unanswered operator charge settled by sweeps and the subscriber at once', () => {
  it('applies the upgrade once', async () => {
    const who = await subscriber({ connectionType: 6, serviceType: 'Mobitel', mobile: mobileEndingIn(3) });
    const response = await upgrade(who, 6);
    expect(response.json<PackageChangeResult>().status).toBe('PENDING');
    const [payment] = (await effects(who.connectionId)).payments;
    const paymentId = payment?.id ?? '';
    await t.db
      .update(transactions)
      .set({ createdAt: new Date(Date.now() - OPERATOR_PAYMENT_GRACE_MS - 60_000) })
      .where(eq(transactions.id, paymentId));

    const today = utcDate(new Date());
    const outcomes = await Promise.allSettled([
      ...Array.from({ length: RACERS / 2 }, () => runLifecycleSweep(sweepContext(t), today)),
      ...Array.from({ length: RACERS / 2 }, () => retry(t, who, paymentId)),
    ]);
    expect(outcomes.every((outcome) => outcome.status === 'fulfilled')).toBe(true);

    const { payments, changes, premium } = await effects(who.connectionId);
    expect(payments.map((row) => row.status)).toEqual(['SUCCESS']);
    expect(changes.map((change) => change.status)).toEqual(['APPLIED']);
    expect(premium).toHaveLength(1);
    const family = await t.db
      .select({ status: purchases.status })
      .from(purchases)
      .where(and(eq(purchases.connectionId, who.connectionId), eq(purchases.productId, demo.productId('peo-family'))));
    expect(family.map((row) => row.status)).toEqual(['PURCHASE_REMOVED']);
  });
});

import type { PackageChangeResult, PaymentRecord, UserPurchase } from '@selfcare/contracts';
import { nextDate, sriLankaDate } from '@selfcare/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FaultyIntegrations, faultyIntegrations } from '../../../reliability/faults/faulty-adapters';
import { createSeededTestApp, type TestApp, testConfig } from '../../../test/app';
import { productPage } from '../../../test/card-payments';
import { dateFromToday, demo, insertPurchase } from '../../../test/catalogue';
import { bearer, createAccount, DEFAULT_PIN, loginToken } from '../../../test/factories';
import { replaceCardOnFile } from '../../../test/first-card-payment';
import { sweepContext } from '../../../test/sweep-context';
import { basePackageChanges, purchases, transactions } from '../../db/schema';
import { CARD_RENEWAL_GRACE_MS } from '../lifecycle/open-card-renewals';
import { OPEN_UPGRADE_GRACE_MS } from '../lifecycle/open-upgrades';
import { runLifecycleSweep } from '../lifecycle/sweep';
import { addDays, addMonths, utcDate } from '../products/dates';

/** Short, so a gateway that never answers costs the test little. */
const ADAPTER_TIMEOUT_MS = 300;
const RENEWING_CARD = '4916217501611292';
const DECLINING_CARD = '4000000000000341';
const BASE = '/api/billing/v1/billing/user-purchase/basepackage';

let t: TestApp;
let faulty: FaultyIntegrations;
beforeAll(async () => {
  faulty = faultyIntegrations(testConfig({ adapterTimeoutMs: ADAPTER_TIMEOUT_MS }), 50);
  t = await createSeededTestApp({ adapterTimeoutMs: ADAPTER_TIMEOUT_MS }, faulty.integrations);
});
afterAll(() => t.close());

/** A card payer (type 7) on PEO Family at 1,390.00 a month, ten days in, with `card` on file (or none). */
async function cardPayer(card: string | null) {
  const account = await createAccount(t.db, { connections: [{ connectionType: 7 }] });
  const [connectionId = ''] = account.connectionIds;
  const billingStartDate = dateFromToday(-10);
  const purchaseId = await insertPurchase(t.db, {
    connectionId,
    product: 'peo-family',
    offer: 'monthly',
    status: 'PURCHASE_COMPLETE',
    billingEndDate: addMonths(billingStartDate, 1),
  });
  await t.db
    .update(purchases)
    .set({ price: 1390, billingStartDate, paymentMethod: 'CARD' })
    .where(eq(purchases.id, purchaseId));
  const customerToken = card ? await replaceCardOnFile(t.db, connectionId, card) : null;
  const headers = bearer(await loginToken(t.app, account));
  return { account, accountId: account.id, connectionId, customerToken, headers };
}
type CardPayer = Awaited<ReturnType<typeof cardPayer>>;

function upgrade(who: CardPayer) {
  return t.app.inject({
    method: 'POST',
    url: `${BASE}/change`,
    headers: who.headers,
    payload: {
      userConnectionId: who.connectionId,
      userId: who.accountId,
      userConnectionType: 7,
      productId: demo.productId('peo-premium'),
      purchaseOptionId: demo.optionId('peo-premium', 'monthly'),
      productTypeId: demo.typeId('package'),
      pin: DEFAULT_PIN,
      changeType: 'UPGRADE',
    },
  });
}

async function state(connectionId: string) {
  const rows = await t.db
    .select({ productId: purchases.productId, status: purchases.status })
    .from(purchases)
    .where(and(eq(purchases.connectionId, connectionId), eq(purchases.isBundled, false)));
  const payments = await t.db.select().from(transactions).where(eq(transactions.connectionId, connectionId));
  const changes = await t.db.select().from(basePackageChanges).where(eq(basePackageChanges.connectionId, connectionId));
  return {
    running: rows.filter((row) => row.status === 'PURCHASE_COMPLETE').map((row) => row.productId),
    payments: payments.map((payment) => payment.status),
    changes: changes.map((change) => change.status),
    payment: payments[0],
  };
}

const family = demo.productId('peo-family');
const premium = demo.productId('peo-premium');
const sweep = () => runLifecycleSweep(sweepContext(t), utcDate(new Date()));

/** Moves the connection's upgrade payment and change back past the sweep's grace periods. */
async function age(connectionId: string) {
  const past = new Date(Date.now() - Math.max(CARD_RENEWAL_GRACE_MS, OPEN_UPGRADE_GRACE_MS) - 60_000);
  await t.db.update(transactions).set({ createdAt: past }).where(eq(transactions.connectionId, connectionId));
  await t.db
    .update(basePackageChanges)
    .set({ requestedAt: past })
    .where(eq(basePackageChanges.connectionId, connectionId));
}

describe('a card payer upgrade', () => {
  it('charges the difference on the card on file before the switch, and the payments and purchases show it', async () => {
    const who = await cardPayer(RENEWING_CARD);
    const response = await upgrade(who);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<PackageChangeResult>();
    expect(result).toMatchObject({ changeType: 'UPGRADE', status: 'APPLIED', changeDate: expect.any(String) });
    expect(result.charged).toBeGreaterThan(0);

    const after = await state(who.connectionId);
    expect(after).toMatchObject({ running: [premium], payments: ['SUCCESS'], changes: ['APPLIED'] });
    expect(after.payment).toMatchObject({ purpose: 'UPGRADE', channel: 'CARD', amount: result.charged });
    expect(faulty.cards.chargesFor(who.customerToken ?? '')).toBe(1);

    const payments = await t.app.inject({
      url: `/api/billing/v1/billing/prepaid/payments?connectionId=${who.connectionId}`,
      headers: who.headers,
    });
    expect(payments.json<PaymentRecord[]>()).toEqual([
      expect.objectContaining({
        paymentType: 'UPGRADE',
        productName: 'PEO Premium',
        amount: result.charged,
        cardNumber: '************1292',
        paymentStatus: 'SUCCESS',
      }),
    ]);
    const end = nextDate(sriLankaDate(new Date()));
    const purchasesResponse = await t.app.inject({
      url: `/api/billing/v1/billing/user-purchase?connectionId=${who.connectionId}&connectionType=7&start=${addDays(end, -2)}&end=${end}`,
      headers: who.headers,
    });
    const bought = purchasesResponse.json<UserPurchase[]>().find((row) => row.productName === 'PEO Premium');
    expect(bought).toMatchObject({ upgrade: true, productPrice: result.charged, paymentMethod: 'CARD' });
  });

  it('leaves the package when the card is declined, and says so', async () => {
    const who = await cardPayer(DECLINING_CARD);
    const response = await upgrade(who);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toEqual({
      code: 'BUSINESS_RULE',
      message:
        'The payment for the upgrade to PEO Premium did not go through (The bank declined the charge on this card.), so your package has not changed.',
    });
    expect(await state(who.connectionId)).toMatchObject({
      running: [family],
      payments: ['FAILURE'],
      changes: ['CANCELLED'],
    });
  });

  it('is refused before anything is written without a card on file', async () => {
    const who = await cardPayer(null);
    const response = await upgrade(who);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().message).toBe(
      'There is no card on file to charge the upgrade with. Pay for a package by card first.',
    );
    expect(await state(who.connectionId)).toMatchObject({ running: [family], payments: [], changes: [] });
  });
});

describe('a card upgrade charge whose answer is lost', () => {
  it('waits, then is applied once by the sweep when PayHere says it was charged', async () => {
    const who = await cardPayer(RENEWING_CARD);
    faulty.cards.fault = 'timing out';
    const response = await upgrade(who).finally(() => {
      faulty.cards.fault = 'none';
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<PackageChangeResult>()).toMatchObject({ status: 'PENDING' });
    expect(await state(who.connectionId)).toMatchObject({
      running: [family],
      payments: ['PENDING'],
      changes: ['PENDING'],
    });

    // Within the grace period the sweep leaves it to the request that may still be waiting on it.
    await sweep();
    expect(await state(who.connectionId)).toMatchObject({ payments: ['PENDING'], changes: ['PENDING'] });

    await age(who.connectionId);
    await Promise.all([sweep(), sweep()]);
    await sweep();
    expect(await state(who.connectionId)).toMatchObject({
      running: [premium],
      payments: ['SUCCESS'],
      changes: ['APPLIED'],
    });
    expect(faulty.cards.chargesFor(who.customerToken ?? '')).toBe(1);
  });

  it('shows the package as being paid for, not as a checkout to open again, until it settles', async () => {
    const who = await cardPayer(RENEWING_CARD);
    faulty.cards.fault = 'timing out';
    await upgrade(who).finally(() => {
      faulty.cards.fault = 'none';
    });
    // The spec's "payment under way": not purchased yet, its payment PENDING.
    expect(await productPage(t, who, premium)).toMatchObject({
      purchaseStatus: 'NOT_PURCHASED',
      paymentStatus: 'PENDING',
    });

    await age(who.connectionId);
    await sweep();
    expect(await productPage(t, who, premium)).toMatchObject({ purchaseStatus: 'PURCHASE_COMPLETE' });
  });

  it('is dropped by the sweep when PayHere never received it, the old package staying', async () => {
    const who = await cardPayer(RENEWING_CARD);
    faulty.cards.fault = 'failing';
    const response = await upgrade(who).finally(() => {
      faulty.cards.fault = 'none';
    });
    expect(response.json<PackageChangeResult>()).toMatchObject({ status: 'PENDING' });
    await age(who.connectionId);
    await sweep();
    expect(await state(who.connectionId)).toMatchObject({
      running: [family],
      payments: ['FAILURE'],
      changes: ['CANCELLED'],
    });
  });
});

describe('an upgrade its request left waiting once its charge was over', () => {
  it('is applied when its payment went through, and dropped when it has none', async () => {
    const paid = await cardPayer(RENEWING_CARD);
    const orphan = await cardPayer(RENEWING_CARD);
    faulty.cards.fault = 'timing out';
    await Promise.all([upgrade(paid), upgrade(orphan)]).finally(() => {
      faulty.cards.fault = 'none';
    });
    // As if each request died: one after the card's answer was written, one before its payment was.
    await t.db
      .update(transactions)
      .set({ status: 'SUCCESS', paymentStatus: 'SUCCESS' })
      .where(eq(transactions.connectionId, paid.connectionId));
    await t.db.delete(transactions).where(eq(transactions.connectionId, orphan.connectionId));
    await age(paid.connectionId);
    await age(orphan.connectionId);

    const counts = await sweep();
    expect(counts.upgradesSettled).toBeGreaterThanOrEqual(2);
    expect(await state(paid.connectionId)).toMatchObject({ running: [premium], changes: ['APPLIED'] });
    expect(await state(orphan.connectionId)).toMatchObject({ running: [family], changes: ['CANCELLED'] });
    const [failed] = await t.db
      .select({ status: purchases.status })
      .from(purchases)
      .where(and(eq(purchases.connectionId, orphan.connectionId), eq(purchases.productId, premium)));
    expect(failed?.status).toBe('PURCHASE_FAILED');
  });
});

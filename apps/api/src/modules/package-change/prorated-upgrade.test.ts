import {
  nextDate,
  type PackageChangeResult,
  type PaymentRecord,
  sriLankaDate,
  type UpgradeQuote,
  type UserPurchase,
} from '@selfcare/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { dateFromToday, demo, insertPurchase } from '../../../test/catalogue';
import { bearer, type ConnectionInput, createAccount, DEFAULT_PIN, loginToken } from '../../../test/factories';
import { sweepContext } from '../../../test/sweep-context';
import { basePackageChanges, billLines, outboxMessages, purchases, transactions } from '../../db/schema';
import type { OperatorChargeOutcome } from '../../integrations/operator-billing';
import { centsOf } from '../../lib/refund-amount';
import { OPERATOR_PAYMENT_GRACE_MS } from '../lifecycle/open-operator-payments';
import { runLifecycleSweep } from '../lifecycle/sweep';
import { mobileEndingIn, RecordingOperatorBilling, recordingIntegrations } from '../operator-payments/test-kit';
import { addDays, addMonths, daysBetween, utcDate } from '../products/dates';
import { activeTaxRates, applyTaxes } from '../promotions/tax';

const BASE = '/api/billing/v1/billing/user-purchase/basepackage';

/** The sandbox operator, whose answer to a status question a test may set (the sandbox says SUCCESS). */
class StatusOperatorBilling extends RecordingOperatorBilling {
  statusAnswer: OperatorChargeOutcome | null = null;

  override async status(reference: string): Promise<OperatorChargeOutcome> {
    const answer = await super.status(reference);
    return this.statusAnswer ?? answer;
  }
}

let t: TestApp;
const operator = new StatusOperatorBilling();
beforeAll(async () => {
  const { integrations } = recordingIntegrations();
  t = await createSeededTestApp({}, { ...integrations, operatorBilling: operator });
});
afterAll(() => t.close());

/** A subscriber on PEO Family at 1,390.00 a month, its month started ten days ago. */
async function subscriber(connection: ConnectionInput & { connectionType: number }) {
  const account = await createAccount(t.db, { connections: [connection] });
  const [connectionId = ''] = account.connectionIds;
  const billingStartDate = dateFromToday(-10);
  const billingEndDate = addMonths(billingStartDate, 1);
  const purchaseId = await insertPurchase(t.db, {
    connectionId,
    product: 'peo-family',
    offer: 'monthly',
    status: 'PURCHASE_COMPLETE',
    billingEndDate,
  });
  await t.db
    .update(purchases)
    .set({
      price: 1390,
      billingStartDate,
      paymentMethod: connection.connectionType === 6 ? 'OPERATOR' : 'MONTHLY_BILL',
    })
    .where(eq(purchases.id, purchaseId));
  const headers = bearer(await loginToken(t.app, account));
  return {
    accountId: account.id,
    connectionId,
    purchaseId,
    billingStartDate,
    billingEndDate,
    headers,
    mobile: connection.mobile ?? '',
  };
}
type Subscriber = Awaited<ReturnType<typeof subscriber>>;

const billPayer = () => subscriber({ connectionType: 1 });

/** The SMS texts sent to a number, oldest first. */
const smsTo = async (mobile: string) =>
  (
    await t.db
      .select({ body: outboxMessages.body })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, mobile), eq(outboxMessages.channel, 'sms')))
  ).map((message) => message.body);
const operatorPayer = (lastDigit: number) =>
  subscriber({ connectionType: 6, serviceType: 'Mobitel', mobile: mobileEndingIn(lastDigit) });

/** What the upgrade to PEO Premium must charge, computed here from the figures, in cents. */
async function expectedCharge(who: Subscriber) {
  const [premium] = await t.db
    .select({ price: purchases.price })
    .from(purchases)
    .innerJoin(basePackageChanges, eq(basePackageChanges.purchaseId, purchases.id))
    .where(eq(purchases.connectionId, who.connectionId));
  const rates = await activeTaxRates(t.db, new Date());
  const newPrice = premium?.price ?? 0;
  const taxed = (price: number) => centsOf(applyTaxes(price, rates).taxedPrice);
  const share =
    daysBetween(utcDate(new Date()), who.billingEndDate) / daysBetween(who.billingStartDate, who.billingEndDate);
  const amount = Math.round((centsOf(newPrice) - centsOf(1390)) * share);
  const charged = Math.round((taxed(newPrice) - taxed(1390)) * share);
  return { amount: amount / 100, taxAmount: (charged - amount) / 100, charged: charged / 100 };
}

function upgrade(who: Subscriber, connectionType: number, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `${BASE}/change`,
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

async function quote(who: Subscriber) {
  const response = await t.app.inject({
    url: `${BASE}/upgrade-quote?userConnectionId=${who.connectionId}&productId=${demo.productId('peo-premium')}&purchaseOptionId=${demo.optionId('peo-premium', 'monthly')}`,
    headers: who.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<UpgradeQuote>();
}

const liveProducts = async (connectionId: string) =>
  (
    await t.db
      .select({ productId: purchases.productId, status: purchases.status })
      .from(purchases)
      .where(and(eq(purchases.connectionId, connectionId), eq(purchases.isBundled, false)))
  )
    .filter((row) => row.status === 'PURCHASE_COMPLETE')
    .map((row) => row.productId);

const changesOf = (connectionId: string) =>
  t.db.select().from(basePackageChanges).where(eq(basePackageChanges.connectionId, connectionId));

const paymentsOf = (connectionId: string) =>
  t.db.select().from(transactions).where(eq(transactions.connectionId, connectionId));

async function myPurchases(who: Subscriber, connectionType: number) {
  const end = nextDate(sriLankaDate(new Date()));
  const response = await t.app.inject({
    url: `/api/billing/v1/billing/user-purchase?connectionId=${who.connectionId}&connectionType=${connectionType}&start=${addDays(end, -2)}&end=${end}`,
    headers: who.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<UserPurchase[]>();
}

describe('an upgrade charges the difference for the rest of the paid period', () => {
  it('puts it on the bill of a fixed-line payer, with the switch, and MY PURCHASES shows what was charged', async () => {
    const who = await billPayer();
    const quoted = await quote(who);
    const response = await upgrade(who, 1);
    expect(response.statusCode, response.body).toBe(200);
    const expected = await expectedCharge(who);
    expect(expected.charged).toBeGreaterThan(0);
    expect(quoted).toMatchObject(expected);
    expect(quoted.changeDate).toBe(addDays(who.billingEndDate, 1));
    expect(response.json<PackageChangeResult>()).toMatchObject({
      changeType: 'UPGRADE',
      status: 'APPLIED',
      charged: expected.charged,
    });
    expect(await liveProducts(who.connectionId)).toEqual([demo.productId('peo-premium')]);

    const [change] = await changesOf(who.connectionId);
    const lines = await t.db.select().from(billLines).where(eq(billLines.connectionId, who.connectionId));
    expect(lines).toEqual([
      expect.objectContaining({
        purchaseId: change?.purchaseId,
        amount: expected.amount,
        taxAmount: expected.taxAmount,
        billingMonth: `${utcDate(new Date()).slice(0, 7)}-01`,
      }),
    ]);
    expect(change).toMatchObject({ status: 'APPLIED', chargedAmount: expected.amount });

    const [premium] = (await myPurchases(who, 1)).filter((row) => row.productName === 'PEO Premium');
    expect(premium).toMatchObject({
      upgrade: true,
      productPrice: expected.charged,
      priceBeforeTax: expected.amount,
      paymentMethod: 'MONTHLY_BILL',
    });
  });

  it('charges an operator payer through the operator before the switch, and MY PAYMENTS shows the charge', async () => {
    const who = await operatorPayer(5);
    const response = await upgrade(who, 6);
    expect(response.statusCode, response.body).toBe(200);
    const expected = await expectedCharge(who);
    expect(response.json<PackageChangeResult>()).toMatchObject({ status: 'APPLIED', charged: expected.charged });
    expect(await liveProducts(who.connectionId)).toEqual([demo.productId('peo-premium')]);

    const [payment] = await paymentsOf(who.connectionId);
    expect(payment).toMatchObject({
      purpose: 'UPGRADE',
      channel: 'OPERATOR',
      status: 'SUCCESS',
      amount: expected.charged,
      taxAmount: expected.taxAmount,
    });
    const charges = operator.charges.filter((charge) => charge.reference === payment?.id);
    expect(charges).toEqual([expect.objectContaining({ amount: expected.charged, description: 'PEO Premium' })]);
    // The change answered the subscriber itself: no SMS.
    expect(await smsTo(who.mobile)).toEqual([]);

    const listed = await t.app.inject({
      url: `/api/billing/v1/billing/mobitel/payments?connectionId=${who.connectionId}`,
      headers: who.headers,
    });
    expect(listed.json<PaymentRecord[]>()).toEqual([
      expect.objectContaining({
        paymentType: 'UPGRADE',
        productName: 'PEO Premium',
        amount: expected.charged,
        amountExcludingTax: expected.amount,
        paymentStatus: 'SUCCESS',
      }),
    ]);
    const [premium] = (await myPurchases(who, 6)).filter((row) => row.productName === 'PEO Premium');
    expect(premium).toMatchObject({ upgrade: true, productPrice: expected.charged, paymentMethod: 'OPERATOR' });
  });

  it("leaves an operator payer's package when the operator refuses, and says why in the caller's language", async () => {
    const who = await operatorPayer(1);
    const response = await upgrade(who, 6, { 'accept-language': 'si' });
    expect(response.statusCode, response.body).toBe(422);
    const { message } = response.json<{ message: string }>();
    expect(message).toContain('PEO Premium');
    expect(message).toContain('ඔබගේ පැකේජය වෙනස් වී නැත');
    const english = await upgrade(who, 6);
    expect(english.statusCode, english.body).toBe(422);
    expect(english.json<{ message: string }>().message).toMatch(
      /^The payment for the upgrade to PEO Premium did not go through \(.+\), so your package has not changed\.$/,
    );

    expect(await liveProducts(who.connectionId)).toEqual([demo.productId('peo-family')]);
    const changes = await changesOf(who.connectionId);
    expect(changes.map((change) => change.status)).toEqual(['CANCELLED', 'CANCELLED']);
    expect((await paymentsOf(who.connectionId)).map((payment) => payment.status)).toEqual(['FAILURE', 'FAILURE']);
    const premium = await t.db
      .select({ status: purchases.status })
      .from(purchases)
      .where(and(eq(purchases.connectionId, who.connectionId), eq(purchases.productId, demo.productId('peo-premium'))));
    expect(premium.map((row) => row.status)).toEqual(['PURCHASE_FAILED', 'PURCHASE_FAILED']);
  });

  it('refuses a charge the operator wants retried, rather than leaving the upgrade waiting', async () => {
    const who = await operatorPayer(2);
    const response = await upgrade(who, 6);
    expect(response.statusCode, response.body).toBe(422);
    expect(await liveProducts(who.connectionId)).toEqual([demo.productId('peo-family')]);
    expect((await paymentsOf(who.connectionId)).map((payment) => payment.status)).toEqual(['FAILURE']);
  });

  it('answers a retried Idempotency-Key with the first answer, refusal included, and charges once', async () => {
    for (const [lastDigit, status] of [
      [5, 200],
      [1, 422],
    ] as const) {
      const who = await operatorPayer(lastDigit);
      const headers = { 'idempotency-key': `upgrade-${who.connectionId}` };
      const first = await upgrade(who, 6, headers);
      const second = await upgrade(who, 6, headers);
      expect([first.statusCode, second.statusCode]).toEqual([status, status]);
      expect(second.json()).toEqual(first.json());
      expect(await paymentsOf(who.connectionId)).toHaveLength(1);
      expect(await changesOf(who.connectionId)).toHaveLength(1);
    }
  });

  it('charges nothing on the renewal day, when the renewal charges the new price', async () => {
    const who = await billPayer();
    await t.db
      .update(purchases)
      .set({ billingStartDate: dateFromToday(-30), billingEndDate: dateFromToday(0) })
      .where(eq(purchases.id, who.purchaseId));
    const response = await upgrade(who, 1);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<PackageChangeResult>()).toMatchObject({ status: 'APPLIED', charged: 0 });
    expect(await t.db.select().from(billLines).where(eq(billLines.connectionId, who.connectionId))).toEqual([]);
  });
});

describe('an operator charge left unanswered', () => {
  const sweep = () => runLifecycleSweep(sweepContext(t), utcDate(new Date()));

  /** An upgrade whose charge the operator answered PENDING (a number ending in 3), opened long enough ago. */
  async function pendingUpgrade() {
    const who = await operatorPayer(3);
    const response = await upgrade(who, 6);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<PackageChangeResult>()).toMatchObject({ changeType: 'UPGRADE', status: 'PENDING' });
    expect(await liveProducts(who.connectionId)).toEqual([demo.productId('peo-family')]);
    const [payment] = await paymentsOf(who.connectionId);
    await t.db
      .update(transactions)
      .set({ createdAt: new Date(Date.now() - OPERATOR_PAYMENT_GRACE_MS - 60_000) })
      .where(eq(transactions.id, payment?.id ?? ''));
    return { who, paymentId: payment?.id ?? '' };
  }

  it('holds off another change, then is applied by the sweep once the operator says it was paid, once', async () => {
    const { who, paymentId } = await pendingUpgrade();
    const again = await upgrade(who, 6);
    expect(again.statusCode, again.body).toBe(409);

    operator.statusAnswer = null;
    await sweep();
    await sweep();
    expect(operator.statusChecks.filter((reference) => reference === paymentId)).toHaveLength(1);
    expect(await liveProducts(who.connectionId)).toEqual([demo.productId('peo-premium')]);
    expect((await changesOf(who.connectionId)).map((change) => change.status)).toEqual(['APPLIED']);
    expect((await paymentsOf(who.connectionId)).map((payment) => payment.status)).toEqual(['SUCCESS']);
    const live = await t.db
      .select({ productId: purchases.productId })
      .from(purchases)
      .where(and(eq(purchases.connectionId, who.connectionId), eq(purchases.status, 'PURCHASE_COMPLETE')));
    expect(live.filter((row) => row.productId === demo.productId('peo-premium'))).toHaveLength(1);
    const [payment] = await paymentsOf(who.connectionId);
    // Told once, by SMS, since the change itself could only say it was being processed.
    expect(await smsTo(who.mobile)).toEqual([
      `Selfcare: your payment of Rs. ${payment?.amount.toFixed(2)} went through and your package is now PEO Premium.`,
    ]);
  });

  it('is dropped by the sweep when the operator says it was refused, the old package staying', async () => {
    const { who } = await pendingUpgrade();
    operator.statusAnswer = {
      status: 'FAILURE',
      description: 'Insufficient balance',
      authCode: null,
      networkError: false,
    };
    try {
      await sweep();
    } finally {
      operator.statusAnswer = null;
    }
    expect(await liveProducts(who.connectionId)).toEqual([demo.productId('peo-family')]);
    expect((await changesOf(who.connectionId)).map((change) => change.status)).toEqual(['CANCELLED']);
    expect((await paymentsOf(who.connectionId)).map((payment) => payment.status)).toEqual(['FAILURE']);
    expect(await smsTo(who.mobile)).toEqual([
      expect.stringMatching(/^Selfcare: your payment of Rs\. [\d.]+ for the upgrade to PEO Premium did not go through/),
    ]);
    const retried = await upgrade(who, 6);
    expect(retried.statusCode, retried.body).toBe(200);
  });
});

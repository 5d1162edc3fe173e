import type { PaymentRecord, UserPurchase, UserPurchasePage } from '@selfcare/contracts';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { countStatements, dateFromToday, demo, demoToken, insertPurchase } from '../../../test/catalogue';
import { bearer } from '../../../test/factories';
import { purchases, transactions } from '../../db/schema';
import { BILLING, expectReadable400, subscriber } from './test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createSeededTestApp();
});
afterAll(() => t.close());

/** A bill-paid purchase of `product` made at `purchasedAt` on the test's own connection. */
async function boughtAt(
  connectionId: string,
  product: string,
  offer: string,
  purchasedAt: string,
  status: 'PURCHASE_COMPLETE' | 'PURCHASE_EXPIRED' = 'PURCHASE_COMPLETE',
) {
  const [row] = await t.db
    .insert(purchases)
    .values({
      connectionId,
      productId: demo.productId(product),
      purchaseOptionId: demo.optionId(product, offer),
      purchaseType: 'PURCHASE_TYPE_SUBSCRIPTION',
      status,
      paymentMethod: 'MONTHLY_BILL',
      price: 450,
      taxAmount: 67.5,
      purchasedAt: new Date(purchasedAt),
      billingStartDate: purchasedAt.slice(0, 10),
      billingEndDate: null,
    })
    .returning({ id: purchases.id });
  return row?.id ?? '';
}

/** The date `days` from today in Sri Lanka (UTC+05:30), as YYYY-MM-DD. */
const sriLankaDateFromToday = (days: number) =>
  new Date(Date.now() + 5.5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

const purchaseUrl = (connectionId: string, start: string, end: string, connectionType = 1) =>
  `${BILLING}/user-purchase?connectionId=${connectionId}&connectionType=${connectionType}&start=${start}&end=${end}`;

describe('GET /user-purchase', () => {
  it('lists the purchases from start to the exclusive end, newest first, without bundled rows', async () => {
    const { connectionId, headers } = await subscriber(t);
    // The days are Sri Lanka's (UTC+05:30): 1 March begins at 28 February 18:30 UTC.
    const before = await boughtAt(connectionId, 'hbo', 'monthly', '2026-02-28T18:29:59.999Z');
    const first = await boughtAt(connectionId, 'sihina-desa', '2-days', '2026-02-28T18:30:00.000Z');
    const last = await boughtAt(connectionId, 'hiru-kumari', '7-days', '2026-03-15T18:29:59.999Z');
    const atEnd = await boughtAt(connectionId, 'helawood-premium', 'monthly', '2026-03-15T18:30:00.000Z');
    await insertPurchase(t.db, { connectionId, product: 'rupavahini', status: 'PURCHASE_COMPLETE' });

    // The page asks for 1 to 15 March by sending end = 16 March.
    const response = await t.app.inject({ url: purchaseUrl(connectionId, '2026-03-01', '2026-03-16'), headers });
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json<UserPurchase[]>();
    expect(list.map((row) => row.purchaseId)).toEqual([last, first]);
    expect(list).not.toContainEqual(expect.objectContaining({ purchaseId: before }));
    expect(list).not.toContainEqual(expect.objectContaining({ purchaseId: atEnd }));
    expect(list[0]).toEqual({
      purchaseId: last,
      purchasedAt: '2026-03-15T18:29:59.999Z',
      purchaseType: 'PURCHASE_TYPE_SUBSCRIPTION',
      utilizationPeriod: 7,
      utilizationPeriodUnit: 'DAYS',
      productName: expect.any(String),
      productPrice: 517.5,
      priceBeforeTax: 450,
      paymentMethod: 'MONTHLY_BILL',
      // Written straight into the table, without the bill line a purchase on the bill writes.
      receiptPaymentId: null,
      upgrade: false,
    });
  });

  it('counts a purchase in the Sri Lanka day it was made, not the UTC one', async () => {
    const { connectionId, headers } = await subscriber(t);
    // 20:00 UTC on the 26th is 01:30 on the 27th in Colombo.
    const lateNight = await boughtAt(connectionId, 'hbo', 'monthly', '2026-11-26T20:00:00.000Z');
    const ids = async (start: string, end: string) => {
      const response = await t.app.inject({ url: purchaseUrl(connectionId, start, end), headers });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<UserPurchase[]>().map((row) => row.purchaseId);
    };
    expect(await ids('2026-11-27', '2026-11-28')).toEqual([lateNight]);
    expect(await ids('2026-11-26', '2026-11-27')).toEqual([]);
  });

  it("lists a demo prepaid connection's own purchases", async () => {
    const headers = bearer(await demoToken(t.app, 'prepaid@selfcare.lk'));
    const response = await t.app.inject({
      url: purchaseUrl(demo.connectionId('dilani-prepaid'), dateFromToday(-300), dateFromToday(1), 7),
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json<UserPurchase[]>();
    expect(list.length).toBeGreaterThan(3);
    const times = list.map((row) => row.purchasedAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(list.map((row) => row.paymentMethod)).toContain('GIFT_VOUCHER');
  });

  it('refuses bad ranges and missing dates with readable messages', async () => {
    const { connectionId, headers } = await subscriber(t);
    const ask = (query: string) => ({ url: `${BILLING}/user-purchase?connectionId=${connectionId}${query}`, headers });
    await expectReadable400(t.app, ask('&connectionType=1&start=2026-03-01&end='), 'Please select an end date');
    await expectReadable400(t.app, ask('&connectionType=1&start=2026-03-01'), 'Please select an end date');
    await expectReadable400(t.app, ask('&connectionType=1&start=2026-03-10&end=2026-03-01'), 'must not be after');
    await expectReadable400(t.app, ask('&connectionType=1&start=2024-01-01&end=2026-03-01'), 'at most one year');
    // The end is exclusive: the day after tomorrow would ask for tomorrow, which has not begun in Sri Lanka.
    const tomorrow = sriLankaDateFromToday(1);
    const dayAfter = sriLankaDateFromToday(2);
    await expectReadable400(t.app, ask(`&connectionType=1&start=${tomorrow}&end=${dayAfter}`), 'not be after today');
    await expectReadable400(t.app, ask('&connectionType=1&start=2099-01-01&end=2099-01-02'), 'not be after today');
    const today = sriLankaDateFromToday(0);
    const upToToday = await t.app.inject(ask(`&connectionType=1&start=${today}&end=${tomorrow}`));
    expect(upToToday.statusCode, upToToday.body).toBe(200);
    await expectReadable400(t.app, ask('&connectionType=1&start=01/03/2026&end=2026-03-01'), 'YYYY-MM-DD');
    await expectReadable400(t.app, ask('&connectionType=9&start=2026-03-01&end=2026-03-02'), 'connectionType');
  });

  it("a connection type that is not the connection's own is a 422", async () => {
    const { connectionId, headers } = await subscriber(t);
    const response = await t.app.inject({ url: purchaseUrl(connectionId, '2026-03-01', '2026-03-02', 7), headers });
    expect(response.statusCode).toBe(422);
  });
});

describe('GET /user-purchase/page', () => {
  const pageUrl = (connectionId: string, query: string) =>
    `${BILLING}/user-purchase/page?connectionId=${connectionId}&connectionType=1&start=2026-03-01&end=2026-04-01${query}`;

  /** Seven ended purchases in March, two of them in the same instant: the page order breaks the tie by id. */
  async function marchHistory() {
    const buyer = await subscriber(t);
    const times = ['2026-03-02', '2026-03-05', '2026-03-09', '2026-03-09', '2026-03-15', '2026-03-20', '2026-03-28'];
    for (const day of times)
      await boughtAt(buyer.connectionId, 'hbo', 'monthly', `${day}T06:00:00.000Z`, 'PURCHASE_EXPIRED');
    const whole = await t.app.inject({
      url: purchaseUrl(buyer.connectionId, '2026-03-01', '2026-04-01'),
      headers: buyer.headers,
    });
    return { ...buyer, newestFirst: whole.json<UserPurchase[]>().map((row) => row.purchaseId) };
  }

  it("answers the range a page at a time, newest first, each purchase once, in the whole list's order", async () => {
    const { connectionId, headers, newestFirst } = await marchHistory();
    expect(newestFirst).toHaveLength(7);
    const seen: string[] = [];
    let after = '';
    for (const expected of [3, 3, 1]) {
      const response = await t.app.inject({ url: pageUrl(connectionId, `&pageSize=3${after}`), headers });
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json<UserPurchasePage>();
      expect(page.items).toHaveLength(expected);
      seen.push(...page.items.map((row) => row.purchaseId));
      after = page.nextAfterPurchaseId ? `&afterPurchaseId=${page.nextAfterPurchaseId}` : '';
    }
    expect(seen).toEqual(newestFirst);
    expect(after).toBe('');
  });

  it('a purchase made while the list is read neither repeats nor hides a row', async () => {
    const { connectionId, headers, newestFirst } = await marchHistory();
    const first = (await t.app.inject({ url: pageUrl(connectionId, '&pageSize=4'), headers })).json<UserPurchasePage>();
    await boughtAt(connectionId, 'hbo', 'monthly', '2026-03-30T06:00:00.000Z');
    const rest = await t.app.inject({
      url: pageUrl(connectionId, `&afterPurchaseId=${first.nextAfterPurchaseId}`),
      headers,
    });
    const second = rest.json<UserPurchasePage>();
    expect([...first.items, ...second.items].map((row) => row.purchaseId)).toEqual(newestFirst);
    expect(second.nextAfterPurchaseId).toBeNull();
  });

  it("refuses another connection's purchase as the cursor (404), and bad sizes and cursors (400)", async () => {
    const { connectionId, headers } = await marchHistory();
    const other = await marchHistory();
    const [othersPurchase] = other.newestFirst;
    const foreign = await t.app.inject({ url: pageUrl(connectionId, `&afterPurchaseId=${othersPurchase}`), headers });
    expect(foreign.statusCode, foreign.body).toBe(404);
    expect(foreign.json<{ message: string }>().message).toBe(
      'This page of purchases could not be found. Please load the list again.',
    );
    await expectReadable400(
      t.app,
      { url: pageUrl(connectionId, '&afterPurchaseId=last'), headers },
      'load the list again',
    );
    for (const size of ['0', '101', 'many']) {
      const response = await t.app.inject({ url: pageUrl(connectionId, `&pageSize=${size}`), headers });
      expect(response.statusCode, response.body).toBe(400);
    }
    await expectReadable400(
      t.app,
      {
        url: `${BILLING}/user-purchase/page?connectionId=${connectionId}&connectionType=1&start=2026-03-10&end=2026-03-01`,
        headers,
      },
      'must not be after',
    );
  });
});

const paymentsUrl = (kind: 'prepaid' | 'mobitel', connectionId: string) =>
  `${BILLING}/${kind}/payments?connectionId=${connectionId}`;

describe('GET /prepaid/payments and /mobitel/payments', () => {
  it("lists a prepaid connection's card payments newest first, without the pending ones", async () => {
    const connectionId = demo.connectionId('dilani-prepaid');
    const headers = bearer(await demoToken(t.app, 'prepaid@selfcare.lk'));
    const response = await t.app.inject({ url: paymentsUrl('prepaid', connectionId), headers });
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json<PaymentRecord[]>();

    const stored = await t.db
      .select({ id: transactions.id })
      .from(transactions)
      .where(and(eq(transactions.connectionId, connectionId), ne(transactions.status, 'PENDING')));
    const pending = await t.db
      .select({ id: transactions.id })
      .from(transactions)
      .where(and(eq(transactions.connectionId, connectionId), eq(transactions.status, 'PENDING')));
    expect(pending.length).toBeGreaterThan(0);
    expect(list.map((row) => row.transactionId).sort()).toEqual(stored.map((row) => row.id).sort());
    expect(list.map((row) => row.paymentStatus)).not.toContain('PENDING');
    const times = list.map((row) => row.createdDate);
    expect(times).toEqual([...times].sort().reverse());

    const declined = list.find((row) => row.paymentStatus === 'FAILURE');
    expect(declined).toMatchObject({ details: 'Card declined by the issuing bank.', referenceNumber: null });
    const paid = list.find((row) => row.paymentStatus === 'SUCCESS');
    expect(paid?.cardNumber).toMatch(/^\*+\d{4}$/);
    expect(paid?.referenceNumber).toEqual(expect.any(String));
    expect(paid && paid.amount > paid.amountExcludingTax).toBe(true);
  });

  it("lists an operator-billed connection's payments, a RETRY one included", async () => {
    const headers = bearer(await demoToken(t.app, 'mobitel@selfcare.lk'));
    const response = await t.app.inject({ url: paymentsUrl('mobitel', demo.connectionId('sunil-mobitel')), headers });
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json<PaymentRecord[]>();
    expect(list.map((row) => row.paymentStatus)).toEqual(expect.arrayContaining(['SUCCESS', 'FAILURE', 'RETRY']));
    expect(list.map((row) => row.paymentStatus)).not.toContain('PENDING');
    expect(list.every((row) => row.cardNumber === null && row.paymentMethod === 'Mobitel')).toBe(true);
  });

  it('answers 422 for a connection of another type', async () => {
    const prepaid = bearer(await demoToken(t.app, 'prepaid@selfcare.lk'));
    const onMobitelPath = await t.app.inject({
      url: paymentsUrl('mobitel', demo.connectionId('dilani-prepaid')),
      headers: prepaid,
    });
    expect(onMobitelPath.statusCode).toBe(422);
    expect(onMobitelPath.json<{ message: string }>().message).toBe('This connection does not have these payments.');
    const home = bearer(await demoToken(t.app, 'tv@selfcare.lk'));
    const fixedLine = await t.app.inject({
      url: paymentsUrl('prepaid', demo.connectionId('nimal-home')),
      headers: home,
    });
    expect(fixedLine.statusCode).toBe(422);
  });
});

describe('statements per request', () => {
  async function statementsFor(url: string, headers: Record<string, string>) {
    let status = 0;
    // The request's own statements, not the job queue's handlers running meanwhile.
    const statements = await countStatements(
      t.db,
      async () => {
        status = (await t.app.inject({ url, headers })).statusCode;
      },
      { ownOnly: true },
    );
    expect(status, url).toBe(200);
    return statements;
  }

  it('purchases cost the same for 1 row and for 30', async () => {
    const few = await subscriber(t);
    const many = await subscriber(t);
    await boughtAt(few.connectionId, 'hbo', 'monthly', '2026-03-02T10:00:00.000Z');
    for (let day = 1; day <= 30; day += 1) {
      const at = `2026-03-${String(day).padStart(2, '0')}T10:00:00.000Z`;
      await boughtAt(many.connectionId, 'hbo', 'monthly', at, 'PURCHASE_EXPIRED');
    }
    const small = await statementsFor(purchaseUrl(few.connectionId, '2026-03-01', '2026-04-01'), few.headers);
    expect(await statementsFor(purchaseUrl(many.connectionId, '2026-03-01', '2026-04-01'), many.headers)).toBe(small);
  });

  it('payments cost the same for no rows and for many', async () => {
    const empty = await subscriber(t, { connectionType: 7, serviceType: 'Prepaid' });
    const headers = bearer(await demoToken(t.app, 'prepaid@selfcare.lk'));
    const none = await statementsFor(paymentsUrl('prepaid', empty.connectionId), empty.headers);
    expect(await statementsFor(paymentsUrl('prepaid', demo.connectionId('dilani-prepaid')), headers)).toBe(none);
  });
});

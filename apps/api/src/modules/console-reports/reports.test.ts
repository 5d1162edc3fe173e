import type {
  PurchasesReport,
  RegistrationFunnelReport,
  RenewalsReport,
  RevenueReport,
  SuspensionsReport,
} from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { demo } from '../../../test/catalogue';
import { createAccount } from '../../../test/factories';
import {
  auditLog,
  billLines,
  connectionRegistrations,
  type PurchaseStatus,
  products,
  productTypes,
  purchases,
  refunds,
  transactions,
} from '../../db/schema';
import { recordEvents } from '../analytics/record-events';
import { toCsv } from './csv';
import { at, reportReader } from './test-kit';

/**
 * Every report against rows made here, in March 2020: before anything of the demo data, so each number
 * below is one of these rows (active subscriptions, which are "now", are compared before and after).
 */
const RANGE = '?from=2020-03-01&to=2020-03-03';

let t: TestApp;
let get: Awaited<ReturnType<typeof reportReader>>['get'];
let connectionA: string;
let activeBefore: PurchasesReport['activeByPackage'];
const ids: Record<string, string> = {};

async function purchase(name: string, slug: string, status: PurchaseStatus, purchasedAt: Date, bundled = false) {
  const [row] = await t.db
    .insert(purchases)
    .values({
      connectionId: connectionA,
      productId: demo.productId(slug),
      purchaseOptionId: bundled ? null : demo.optionId(slug, 'monthly'),
      isBundled: bundled,
      purchaseType: 'PURCHASE_TYPE_SUBSCRIPTION',
      status,
      paymentStatus: 'SUCCESS',
      paymentMethod: bundled ? 'FREE' : 'CARD',
      price: 1000,
      purchasedAt,
      billingStartDate: '2020-03-01',
      billingEndDate: '2020-03-31',
    })
    .returning({ id: purchases.id });
  ids[name] = row?.id ?? '';
  return ids[name];
}

async function payment(
  purchaseId: string,
  channel: 'CARD' | 'OPERATOR',
  status: 'SUCCESS' | 'FAILURE',
  amount: number,
  createdAt: Date,
  chargedBackAt: Date | null = null,
) {
  const [row] = await t.db
    .insert(transactions)
    .values({
      connectionId: connectionA,
      purpose: 'PURCHASE',
      purchaseId,
      itemName: 'a test payment',
      channel,
      amount,
      status,
      createdAt,
      chargedBackAt,
    })
    .returning({ id: transactions.id });
  return row?.id ?? '';
}

const audit = (action: string, outcome: 'success' | 'failure', occurredAt: Date, subjectId: string, details = {}) =>
  t.db.insert(auditLog).values({ action, outcome, occurredAt, subjectType: 'purchase', subjectId, details });

beforeAll(async () => {
  t = await createSeededTestApp();
  ({ get } = await reportReader(t));
  activeBefore = (await (await get('/purchases?from=2020-03-01&to=2020-03-01')).json<PurchasesReport>())
    .activeByPackage;
  const account = await createAccount(t.db, {
    connections: [{ connectionType: 1 }, { connectionType: 1 }, { connectionType: 6 }, { connectionType: 6 }],
  });
  connectionA = account.connectionIds[0] ?? '';

  // Purchases: a package and a channel on 1 March (the channel at 23:45, still 1 March in Colombo),
  // the channel again at 00:15 on 2 March (18:45 UTC on 1 March), one refused, one bundled.
  const family = await purchase('family', 'peo-family', 'PURCHASE_COMPLETE', at('2020-03-01', '10:00'));
  const hbo = await purchase('hbo', 'hbo', 'PURCHASE_REMOVED', at('2020-03-01', '23:45'));
  const hboAgain = await purchase('hboAgain', 'hbo', 'PAYMENT_SUCCESS', at('2020-03-02', '00:15'));
  await purchase('refused', 'peo-premium', 'PURCHASE_FAILED', at('2020-03-02', '09:00'));
  await purchase('bundled', 'rupavahini', 'PURCHASE_COMPLETE', at('2020-03-01', '10:00'), true);

  // Money: a bill line of 1000 + 180 tax on 1 March, credited 500 on 2 March (a refund row with it).
  const [line] = await t.db
    .insert(billLines)
    .values({
      connectionId: connectionA,
      purchaseId: family,
      description: 'PEO Family',
      amount: 1000,
      taxAmount: 180,
      billingMonth: '2020-03-01',
      chargedAt: at('2020-03-01', '10:00'),
    })
    .returning({ id: billLines.id });
  await t.db.insert(billLines).values({
    connectionId: connectionA,
    purchaseId: family,
    description: 'Credit',
    amount: -500,
    taxAmount: 0,
    billingMonth: '2020-03-01',
    chargedAt: at('2020-03-02'),
    creditsBillLineId: line?.id,
  });
  await t.db.insert(refunds).values({
    billLineId: line?.id,
    amount: 500,
    reason: 'test',
    requestedBy: 'test',
    idempotencyKey: crypto.randomUUID(),
    status: 'SUCCESS',
    createdAt: at('2020-03-02'),
  });
  // Cards: 2500 on 1 March, 1200 on 1 March charged back on 3 March, a refused 999; operator 750 on 2 March.
  const card = await payment(hbo, 'CARD', 'SUCCESS', 2500, at('2020-03-01', '23:50'));
  await payment(hbo, 'CARD', 'SUCCESS', 1200, at('2020-03-01', '11:00'), at('2020-03-03', '08:00'));
  await payment(hboAgain, 'CARD', 'FAILURE', 999, at('2020-03-02'));
  await payment(hboAgain, 'OPERATOR', 'SUCCESS', 750, at('2020-03-02', '00:20'));
  // A card refund of 300 taken on 3 March; one still pending is not money back yet.
  for (const [status, amount] of [
    ['SUCCESS', 300],
    ['PENDING', 100],
  ] as const) {
    await t.db.insert(refunds).values({
      transactionId: card,
      amount,
      reason: 'test',
      requestedBy: 'test',
      idempotencyKey: crypto.randomUUID(),
      status,
      createdAt: at('2020-03-03'),
    });
  }

  // The lifecycle's audit: renewals, suspensions, reactivations (and a row outside the range).
  await audit('lifecycle.renewal', 'success', at('2020-03-01', '02:00'), 'renewal-x');
  await audit('lifecycle.renewal', 'failure', at('2020-03-01', '02:00'), 'renewal-y', {
    attempt: 1,
    retryOn: '2020-03-02',
  });
  await audit('lifecycle.renewal', 'failure', at('2020-03-02', '02:00'), 'renewal-y', { attempt: 2 });
  await audit('lifecycle.renewal', 'success', at('2020-03-02', '02:00'), 'renewal-z');
  await audit('lifecycle.renewal', 'success', at('2020-03-04', '00:01'), 'renewal-later');
  await audit('lifecycle.suspend', 'success', at('2020-03-02', '02:00'), 'connection-1');
  await audit('lifecycle.suspend', 'success', at('2020-03-02', '03:00'), 'connection-2');
  await audit('reactivation.activate', 'success', at('2020-03-03', '10:00'), 'connection-1');
  await audit('reactivation.activate', 'failure', at('2020-03-03', '10:05'), 'connection-2');
  // Customer care's own suspensions and reactivations count too.
  await audit('console.care_connection_suspend', 'success', at('2020-03-03', '11:00'), 'connection-3');
  await audit('console.care_connection_reactivate', 'success', at('2020-03-03', '12:00'), 'connection-3');

  // Registrations: two of type 1 (one completed), one of type 6 that verified its OTP.
  const [, second, third, fourth] = account.connectionIds;
  await t.db.insert(connectionRegistrations).values([
    {
      connectionId: second ?? '',
      step: 'completed',
      firstName: 'Kamal',
      otpVerifiedAt: at('2020-03-01', '10:05'),
      completedAt: at('2020-03-01', '10:10'),
      createdAt: at('2020-03-01', '10:00'),
    },
    {
      connectionId: third ?? '',
      step: 'otp_verified',
      firstName: 'Sunil',
      otpVerifiedAt: at('2020-03-02'),
      createdAt: at('2020-03-02'),
    },
    {
      connectionId: fourth ?? '',
      step: 'details_submitted',
      firstName: 'Nimali',
      createdAt: at('2020-02-29', '23:59'),
    },
  ]);
  await recordEvents(
    t.db,
    [
      { type: 'funnel_step', funnel: 'registration', step: 'connection_type', connectionType: 1 },
      { type: 'funnel_step', funnel: 'registration', step: 'personal_details', connectionType: 1 },
    ],
    { address: '198.51.100.1', userAgent: 'Mozilla/5.0 (X11; Linux x86_64)', at: at('2020-03-01') },
  );
  await recordEvents(
    t.db,
    [{ type: 'funnel_step', funnel: 'registration', step: 'connection_type', connectionType: 1 }],
    { address: '198.51.100.2', userAgent: 'Mozilla/5.0 (X11; Linux x86_64)', at: at('2020-03-01') },
  );
});
afterAll(() => t.close());

describe('the revenue report', () => {
  it('sums what was paid by route, refunds and chargebacks per Sri Lanka day', async () => {
    const response = await get(`/revenue${RANGE}`);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json<RevenueReport>();
    expect(report.days).toEqual([
      { day: '2020-03-01', bill: 1180, operator: 0, card: 3700, paid: 4880, refunds: 0, chargebacks: 0, net: 4880 },
      { day: '2020-03-02', bill: 0, operator: 750, card: 0, paid: 750, refunds: 500, chargebacks: 0, net: 250 },
      { day: '2020-03-03', bill: 0, operator: 0, card: 0, paid: 0, refunds: 300, chargebacks: 1200, net: -1500 },
    ]);
    expect(report.totals).toEqual({
      bill: 1180,
      operator: 750,
      card: 3700,
      paid: 5630,
      refunds: 800,
      chargebacks: 1200,
      net: 3630,
    });
  });

  it('totals what each product and product type brought in', async () => {
    const report = (await get(`/revenue${RANGE}`)).json<RevenueReport>();
    const typeOf = async (slug: string) => {
      const [row] = await t.db
        .select({ name: productTypes.typeName })
        .from(products)
        .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
        .where(eq(products.id, demo.productId(slug)));
      return row?.name ?? '';
    };
    const [familyType, hboType] = [await typeOf('peo-family'), await typeOf('hbo')];
    expect(report.byProduct).toEqual([
      expect.objectContaining({ productId: demo.productId('hbo'), productType: hboType, paid: 4450, payments: 3 }),
      expect.objectContaining({
        productId: demo.productId('peo-family'),
        productType: familyType,
        paid: 1180,
        payments: 1,
      }),
    ]);
    expect(report.byProductType).toEqual(
      familyType === hboType
        ? [{ productType: hboType, paid: 5630, payments: 4 }]
        : [
            { productType: hboType, paid: 4450, payments: 3 },
            { productType: familyType, paid: 1180, payments: 1 },
          ],
    );
  });

  it('answers zeros for a range without money, every day listed', async () => {
    const report = (await get('/revenue?from=2019-01-01&to=2019-01-02')).json<RevenueReport>();
    expect(report.days.map((day) => [day.day, day.net])).toEqual([
      ['2019-01-01', 0],
      ['2019-01-02', 0],
    ]);
    expect(report.byProduct).toEqual([]);
  });
});

describe('the purchases report', () => {
  it('counts purchases made per day and product type, in Colombo days, bundled and refused ones left out', async () => {
    const report = (await get(`/purchases${RANGE}`)).json<PurchasesReport>();
    const hboType = report.days.find((row) => row.day === '2020-03-02')?.productType;
    expect(report.days).toEqual(
      expect.arrayContaining([
        { day: '2020-03-01', productType: 'package', purchases: 1 },
        { day: '2020-03-01', productType: hboType, purchases: 1 },
        { day: '2020-03-02', productType: hboType, purchases: 1 },
      ]),
    );
    expect(report.days).toHaveLength(3);
    expect(report.byProductType).toEqual(
      expect.arrayContaining([
        { productType: 'package', purchases: 1 },
        { productType: hboType, purchases: 2 },
      ]),
    );
  });

  it('counts the subscriptions of each base package in force now', async () => {
    const report = (await get(`/purchases${RANGE}`)).json<PurchasesReport>();
    const family = (list: PurchasesReport['activeByPackage']) =>
      list.find((row) => row.productId === demo.productId('peo-family'))?.subscriptions ?? 0;
    expect(family(report.activeByPackage)).toBe(family(activeBefore) + 1);
    expect(report.activeByPackage.every((row) => ['package', 'promotionalpackage'].includes(row.productType))).toBe(
      true,
    );
  });
});

describe('the renewals and suspensions reports', () => {
  it('counts renewals due, succeeded, failed and retried from the lifecycle audit', async () => {
    const report = (await get(`/renewals${RANGE}`)).json<RenewalsReport>();
    expect(report.days).toEqual([
      { day: '2020-03-01', due: 2, succeeded: 1, failed: 1, retried: 1 },
      { day: '2020-03-02', due: 2, succeeded: 1, failed: 1, retried: 0 },
      { day: '2020-03-03', due: 0, succeeded: 0, failed: 0, retried: 0 },
    ]);
    expect(report.totals).toEqual({ due: 4, succeeded: 2, failed: 2, retried: 1 });
  });

  it('counts suspensions and successful reactivations per day', async () => {
    const report = (await get(`/suspensions${RANGE}`)).json<SuspensionsReport>();
    expect(report.days).toEqual([
      { day: '2020-03-01', suspensions: 0, reactivations: 0 },
      { day: '2020-03-02', suspensions: 2, reactivations: 0 },
      { day: '2020-03-03', suspensions: 1, reactivations: 2 },
    ]);
    expect(report.totals).toEqual({ suspensions: 3, reactivations: 2 });
  });
});

describe('the registration funnel', () => {
  it('counts registrations started in the range by connection type and how far they got', async () => {
    const report = (await get(`/registrations${RANGE}`)).json<RegistrationFunnelReport>();
    // The type 6 one of 29 February (Colombo) is outside the range.
    expect(report.byConnectionType).toEqual([
      { connectionType: 1, started: 1, otpVerified: 1, completed: 1 },
      { connectionType: 6, started: 1, otpVerified: 1, completed: 0 },
    ]);
    expect(report.days).toEqual([
      { day: '2020-03-01', started: 1, completed: 1 },
      { day: '2020-03-02', started: 1, completed: 0 },
      { day: '2020-03-03', started: 0, completed: 0 },
    ]);
    expect(report.steps).toEqual([
      { step: 'connection_type', connectionType: 1, events: 2, visitors: 2 },
      { step: 'personal_details', connectionType: 1, events: 1, visitors: 1 },
    ]);
  });
});

describe('CSV exports', () => {
  it('answers the revenue days as an RFC 4180 attachment with a header row', async () => {
    const response = await get(`/revenue.csv${RANGE}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="revenue-2020-03-01-2020-03-03.csv"');
    expect(response.body).toBe(
      'day,bill,operator,card,paid,refunds,chargebacks,net\r\n' +
        '2020-03-01,1180,0,3700,4880,0,0,4880\r\n' +
        '2020-03-02,0,750,0,750,500,0,250\r\n' +
        '2020-03-03,0,0,0,0,300,1200,-1500\r\n',
    );
  });

  it.each([
    '/purchases.csv',
    '/renewals.csv',
    '/suspensions.csv',
    '/registrations.csv',
    '/analytics.csv',
    '/revenue/products.csv',
  ])('%s has a header row and an attachment name', async (path) => {
    const response = await get(`${path}${RANGE}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="[a-z-]+-2020-03-01-2020-03-03\.csv"$/,
    );
    expect(response.body.split('\r\n')[0]).toMatch(/^[a-z_]+(,[a-z_]+)+$/);
  });

  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['Plain', 1],
          ['Say "hi", then\nleave', -2],
          ['=SUM(A1)', null],
        ],
      ),
    ).toBe('a,b\r\nPlain,1\r\n"Say ""hi"", then\nleave",-2\r\n\'=SUM(A1),\r\n');
  });
});

describe('the range', () => {
  it.each([
    ['?from=2020-03-03&to=2020-03-01', 'must not come before its start'],
    ['?from=2020-01-01&to=2021-01-02', 'at most 366 days'],
    ['?from=2020-02-30&to=2020-03-01', 'YYYY-MM-DD'],
    ['?from=2020-03-01', ''],
    ['?from=2020-03-01&to=2020-03-02&x=1', ''],
  ])('refuses %s with 400', async (query, sentence) => {
    for (const path of ['/revenue', '/revenue.csv', '/analytics']) {
      const response = await get(`${path}${query}`);
      expect(response.statusCode, `${path}${query}`).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(sentence);
    }
  });

  it('takes 366 days', async () => {
    expect((await get('/renewals?from=2020-01-01&to=2020-12-31')).statusCode).toBe(200);
  });
});

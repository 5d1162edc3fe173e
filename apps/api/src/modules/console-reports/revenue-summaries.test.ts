import { nextDate, type RevenueReport, sriLankaDate } from '@selfcare/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { demo } from '../../../test/catalogue';
import { createAccount } from '../../../test/factories';
import { billLines, giftVouchers, purchases, refunds, revenueSummaryDays, transactions } from '../../db/schema';
import { toCsv } from './csv';
import { reportRange } from './report-range';
import { revenueProductsTable, revenueTable } from './report-tables';
import { liveRevenueReport } from './revenue-report';
import { lastClosedDay } from './summarise-revenue-days';
import { summariseRecentRevenueDays } from './summarise-revenue-overnight';
import { at, reportReader } from './test-kit';

/**
 * The revenue report's summaries of closed days (decision 0069) against the same report read from the
 * rows themselves, on money made here in May 2019 (before the demo data) and today.
 */
let t: TestApp;
let get: Awaited<ReturnType<typeof reportReader>>['get'];
let connection: string;
let giftVoucherId: string;
const purchaseIds: Record<string, string> = {};

async function purchase(slug: string, purchasedAt: Date) {
  const [row] = await t.db
    .insert(purchases)
    .values({
      connectionId: connection,
      productId: demo.productId(slug),
      purchaseOptionId: demo.optionId(slug, 'monthly'),
      purchaseType: 'PURCHASE_TYPE_SUBSCRIPTION',
      status: 'PURCHASE_COMPLETE',
      paymentStatus: 'SUCCESS',
      paymentMethod: 'CARD',
      price: 1000,
      purchasedAt,
      billingStartDate: sriLankaDate(purchasedAt),
    })
    .returning({ id: purchases.id });
  return row?.id ?? '';
}

interface Payment {
  purchaseId: string | null;
  channel?: 'CARD' | 'OPERATOR';
  status?: 'SUCCESS' | 'PENDING' | 'FAILURE';
  amount: number;
  createdAt: Date;
  chargedBackAt?: Date;
  voucher?: boolean;
}

async function payment(input: Payment) {
  const [row] = await t.db
    .insert(transactions)
    .values({
      connectionId: connection,
      purpose: input.voucher ? 'VOUCHER' : 'PURCHASE',
      purchaseId: input.voucher ? null : input.purchaseId,
      giftVoucherId: input.voucher ? giftVoucherId : null,
      itemName: 'a test payment',
      channel: input.channel ?? 'CARD',
      amount: input.amount,
      status: input.status ?? 'SUCCESS',
      createdAt: input.createdAt,
      chargedBackAt: input.chargedBackAt ?? null,
    })
    .returning({ id: transactions.id });
  return row?.id ?? '';
}

async function billLine(purchaseId: string | null, amount: number, chargedAt: Date, credits?: string) {
  const [row] = await t.db
    .insert(billLines)
    .values({
      connectionId: connection,
      purchaseId,
      description: credits ? 'Credit' : 'A bill line',
      amount: credits ? -amount : amount,
      taxAmount: credits ? 0 : Math.round(amount * 0.18),
      billingMonth: `${sriLankaDate(chargedAt).slice(0, 7)}-01`,
      chargedAt,
      creditsBillLineId: credits ?? null,
    })
    .returning({ id: billLines.id });
  return row?.id ?? '';
}

const refund = (subject: { transactionId: string } | { billLineId: string }, amount: number, createdAt: Date) =>
  t.db.insert(refunds).values({
    ...subject,
    amount,
    reason: 'test',
    requestedBy: 'test',
    idempotencyKey: crypto.randomUUID(),
    status: 'SUCCESS',
    createdAt,
  });

const report = async (from: string, to: string) => (await get(`/revenue?from=${from}&to=${to}`)).json<RevenueReport>();
const live = (from: string, to: string) => liveRevenueReport(t.db, reportRange({ from, to }));
const summarisedDays = async () =>
  (await t.db.select({ day: revenueSummaryDays.day }).from(revenueSummaryDays)).map((row) => row.day);
const dayOf = (answer: RevenueReport, day: string) => answer.days.find((row) => row.day === day);

beforeAll(async () => {
  t = await createSeededTestApp();
  ({ get } = await reportReader(t));
  const account = await createAccount(t.db, { connections: [{ connectionType: 7 }] });
  connection = account.connectionIds[0] ?? '';
  const [voucher] = await t.db.select({ id: giftVouchers.id }).from(giftVouchers).limit(1);
  giftVoucherId = voucher?.id ?? '';
  purchaseIds.family = await purchase('peo-family', at('2019-05-01', '08:00'));
  purchaseIds.premium = await purchase('peo-premium', at('2019-05-02', '08:00'));
  purchaseIds.hbo = await purchase('hbo', at('2019-05-01', '09:00'));
  purchaseIds.cinemax = await purchase('cinemax', at('2019-05-03', '09:00'));

  // Six days of every route, product type, vouchers, bill lines without a purchase, failures, refunds
  // and chargebacks; some at the edges of Colombo days.
  for (const [index, day] of ['2019-05-01', '2019-05-02', '2019-05-03', '2019-05-04', '2019-05-05'].entries()) {
    const line = await billLine(purchaseIds.family ?? '', 1000 + index, at(day, '00:00'));
    await billLine(purchaseIds.premium ?? '', 2000.5 + index, at(day, '23:59'));
    await billLine(null, 33.25, at(day, '12:00'));
    const card = await payment({
      purchaseId: purchaseIds.hbo ?? '',
      amount: 450.75 + index,
      createdAt: at(day, '23:59'),
    });
    await payment({ purchaseId: purchaseIds.cinemax ?? '', channel: 'OPERATOR', amount: 99.99, createdAt: at(day) });
    await payment({ purchaseId: null, amount: 5000, createdAt: at(day, '10:00'), voucher: true });
    await payment({ purchaseId: purchaseIds.hbo ?? '', amount: 777, createdAt: at(day), status: 'FAILURE' });
    await payment({
      purchaseId: purchaseIds.premium ?? '',
      amount: 1200,
      createdAt: at(day, '11:00'),
      chargedBackAt: at(nextDate(nextDate(day)), '00:01'),
    });
    if (index % 2 === 0) await refund({ transactionId: card }, 100, at(nextDate(day), '00:00'));
    else await refund({ billLineId: line }, 250, at(day, '18:00'));
    if (index % 2 === 1) await billLine(purchaseIds.family ?? '', 250, at(day, '18:00'), line);
  }
});

afterAll(async () => {
  await t?.close();
});

describe('the revenue report from summaries of closed days', () => {
  const ranges = [
    ['2019-05-01', '2019-05-07'],
    ['2019-05-02', '2019-05-04'],
    ['2019-05-03', '2019-05-03'],
    ['2019-04-25', '2019-05-10'],
  ] as const;

  it('answers what the rows themselves answer, JSON and CSV, for any range', async () => {
    for (const [from, to] of ranges) {
      const expected = await live(from, to);
      expect(await report(from, to)).toEqual(expected);
      // A second time from the summaries made by the first.
      expect(await report(from, to)).toEqual(expected);
      const csv = await get(`/revenue.csv?from=${from}&to=${to}`);
      const { header, rows } = revenueTable(expected);
      expect(csv.body).toBe(toCsv(header, rows));
      const products = await get(`/revenue/products.csv?from=${from}&to=${to}`);
      const productTable = revenueProductsTable(expected);
      expect(products.body).toBe(toCsv(productTable.header, productTable.rows));
    }
    expect(await summarisedDays()).toEqual(expect.arrayContaining(['2019-05-01', '2019-05-07', '2019-04-25']));
    // The data made above, so the comparison compares something: every route and product type has money.
    const answer = await report('2019-05-01', '2019-05-07');
    expect(answer.totals).toMatchObject({ bill: expect.any(Number), refunds: 3 * 100 + 2 * 250 });
    expect(answer.totals.chargebacks).toBe(5 * 1200);
    expect(answer.days.filter((day) => day.card > 0 && day.operator > 0 && day.bill > 0)).toHaveLength(5);
    expect(answer.byProductType.map((type) => type.productType).sort()).toEqual([
      'channel',
      'other',
      'package',
      'voucher',
    ]);
  });

  it('counts a past PENDING payment that settles later on the day it was made', async () => {
    const pending = await payment({
      purchaseId: purchaseIds.hbo ?? '',
      status: 'PENDING',
      amount: 321,
      createdAt: at('2019-05-02', '23:30'),
    });
    const before = await report('2019-05-01', '2019-05-05');
    expect(await summarisedDays()).toContain('2019-05-02');
    await t.db.update(transactions).set({ status: 'SUCCESS' }).where(eq(transactions.id, pending));
    const after = await report('2019-05-01', '2019-05-05');
    expect(dayOf(after, '2019-05-02')?.card).toBe((dayOf(before, '2019-05-02')?.card ?? 0) + 321);
    expect(after).toEqual(await live('2019-05-01', '2019-05-05'));
  });

  it('counts a refund and a chargeback of an old payment on the days they happen', async () => {
    const old = await payment({ purchaseId: purchaseIds.hbo ?? '', amount: 640, createdAt: at('2019-05-01', '09:00') });
    const before = await report('2019-05-01', '2019-05-07');
    await refund({ transactionId: old }, 40, at('2019-05-06', '09:00'));
    await t.db
      .update(transactions)
      .set({ chargedBackAt: at('2019-05-07', '09:00') })
      .where(eq(transactions.id, old));
    const after = await report('2019-05-01', '2019-05-07');
    expect(dayOf(after, '2019-05-01')?.card).toBe(dayOf(before, '2019-05-01')?.card);
    expect(dayOf(after, '2019-05-06')?.refunds).toBe((dayOf(before, '2019-05-06')?.refunds ?? 0) + 40);
    expect(dayOf(after, '2019-05-07')?.chargebacks).toBe((dayOf(before, '2019-05-07')?.chargebacks ?? 0) + 640);
    expect(after).toEqual(await live('2019-05-01', '2019-05-07'));
  });

  it("follows a bill line moved, removed, and a purchase's product changed", async () => {
    const line = await billLine(purchaseIds.family ?? '', 10, at('2019-05-03'));
    await report('2019-05-01', '2019-05-07');
    await t.db
      .update(billLines)
      .set({ chargedAt: at('2019-05-04') })
      .where(eq(billLines.id, line));
    expect(await report('2019-05-01', '2019-05-07')).toEqual(await live('2019-05-01', '2019-05-07'));
    await t.db.delete(billLines).where(eq(billLines.id, line));
    expect(await report('2019-05-01', '2019-05-07')).toEqual(await live('2019-05-01', '2019-05-07'));
    await t.db
      .update(purchases)
      .set({ productId: demo.productId('star-movies') })
      .where(eq(purchases.id, purchaseIds.cinemax ?? ''));
    const after = await report('2019-05-01', '2019-05-07');
    expect(after.byProduct.find((row) => row.productId === demo.productId('cinemax'))).toBeUndefined();
    expect(after).toEqual(await live('2019-05-01', '2019-05-07'));
  });

  it('reads today live beside the summarised days before it', async () => {
    const today = sriLankaDate(new Date());
    const yesterday = lastClosedDay(new Date());
    const from = lastClosedDay(new Date(Date.parse(`${yesterday}T12:00:00+05:30`)));
    await payment({ purchaseId: purchaseIds.hbo ?? '', amount: 1111, createdAt: at(yesterday) });
    const before = await report(from, today);
    expect(before).toEqual(await live(from, today));
    expect(await summarisedDays()).toEqual(expect.arrayContaining([from, yesterday]));
    expect(await summarisedDays()).not.toContain(today);
    await payment({ purchaseId: purchaseIds.hbo ?? '', amount: 2222, createdAt: new Date() });
    const after = await report(from, today);
    expect(dayOf(after, today)?.card).toBe((dayOf(before, today)?.card ?? 0) + 2222);
    expect(after).toEqual(await live(from, today));
  });

  it('summarises overnight the 90 closed days before today that have no summary, once', async () => {
    const night = at('2019-04-20', '00:30');
    const made = await summariseRecentRevenueDays(t.db, night);
    expect(made).toHaveLength(90);
    expect([made[0], made.at(-1)]).toEqual(['2019-01-20', '2019-04-19']);
    expect(await summarisedDays()).not.toContain('2019-04-20');
    expect(await summariseRecentRevenueDays(t.db, night)).toEqual([]);
    expect(await report('2019-05-01', '2019-05-07')).toEqual(await live('2019-05-01', '2019-05-07'));
  });

  it('keeps one summary row per day, route, product and kind', async () => {
    const duplicates = await t.db.execute(
      sql`select day, route, product_id, kind from revenue_day_summaries
        group by day, route, product_id, kind having count(*) > 1`,
    );
    const rows = Array.isArray(duplicates) ? duplicates : (duplicates as unknown as { rows: unknown[] }).rows;
    expect(rows).toEqual([]);
  });
});

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { insertPurchase } from '../../../test/catalogue';
import { createAccount } from '../../../test/factories';
import { revenueSummaryDays, transactions } from '../../db/schema';
import { reportRange, rowsOf } from './report-range';
import { liveRevenueReport, revenueReport } from './revenue-report';
import { at } from './test-kit';

/**
 * The revenue summaries under concurrency (decision 0069), on PostgreSQL (PGlite runs one statement at
 * a time): two reports summarising the same days, and a report while a past day's payment is changed.
 */
let t: TestApp;
let connectionId: string;
let purchaseId: string;

const pay = async (amount: number, createdAt: Date, status: 'SUCCESS' | 'PENDING' = 'SUCCESS') => {
  const [row] = await t.db
    .insert(transactions)
    .values({
      connectionId,
      purpose: 'PURCHASE',
      purchaseId,
      itemName: 'HBO',
      channel: 'CARD',
      amount,
      status,
      createdAt,
    })
    .returning({ id: transactions.id });
  return row?.id ?? '';
};
const range = (from: string, to: string) => reportRange({ from, to });
const summarised = async () =>
  (await t.db.select({ day: revenueSummaryDays.day }).from(revenueSummaryDays)).map((row) => row.day).sort();

beforeAll(async () => {
  t = await createSeededTestApp();
  const account = await createAccount(t.db, { connections: [{ connectionType: 7 }] });
  connectionId = account.connectionIds[0] ?? '';
  purchaseId = await insertPurchase(t.db, {
    connectionId,
    product: 'hbo',
    offer: 'monthly',
    status: 'PURCHASE_COMPLETE',
  });
  for (const day of ['2018-02-01', '2018-02-02', '2018-02-03', '2018-02-04']) {
    await pay(1000, at(day, '09:00'));
    await pay(234.5, at(day, '23:59'));
  }
});

afterAll(async () => {
  await t?.close();
});

describe('revenue summaries on PostgreSQL', () => {
  it('lets two reports summarising the same days together count each day once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => revenueReport(t.db, range('2018-02-01', '2018-02-04'))),
    );
    const live = await liveRevenueReport(t.db, range('2018-02-01', '2018-02-04'));
    for (const answer of answers) expect(answer).toEqual(live);
    expect(live.totals.card).toBe(4 * 1234.5);
    expect(await summarised()).toEqual(['2018-02-01', '2018-02-02', '2018-02-03', '2018-02-04']);
    const rows = await rowsOf<{ day: string; card: string }>(
      t.db,
      sql`select to_char(day, 'YYYY-MM-DD') as day, sum(amount) as card from revenue_day_summaries
        where route = 'card' and day between '2018-02-01' and '2018-02-04' group by day order by day`,
    );
    expect(rows.map((row) => Number(row.card))).toEqual([1234.5, 1234.5, 1234.5, 1234.5]);
    expect(await revenueReport(t.db, range('2018-02-01', '2018-02-04'))).toEqual(live);
  });

  it('reads live a past day whose payment is being settled, and summarises it once that commits', async () => {
    const pending = await pay(500, at('2018-03-01', '10:00'), 'PENDING');
    let settle: () => void = () => undefined;
    const settled = new Promise<void>((resolve) => {
      settle = resolve;
    });
    let updated: () => void = () => undefined;
    const updateMade = new Promise<void>((resolve) => {
      updated = resolve;
    });
    const settlement = t.db.transaction(async (tx) => {
      await tx.update(transactions).set({ status: 'SUCCESS' }).where(eq(transactions.id, pending));
      updated();
      await settled;
    });
    await updateMade;
    const during = await revenueReport(t.db, range('2018-03-01', '2018-03-02'));
    expect(during.days[0]?.card).toBe(0);
    expect(await summarised()).not.toContain('2018-03-01');
    expect(await summarised()).toContain('2018-03-02');
    settle();
    await settlement;
    const after = await revenueReport(t.db, range('2018-03-01', '2018-03-02'));
    expect(after.days[0]?.card).toBe(500);
    expect(await summarised()).toContain('2018-03-01');
    expect(after).toEqual(await liveRevenueReport(t.db, range('2018-03-01', '2018-03-02')));
  });
});

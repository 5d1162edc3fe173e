import type { RevenueByProduct, RevenueByProductType, RevenueDay, RevenueReport } from '@selfcare/contracts';
import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { products, productTypes, revenueDaySummaries, type revenueRoutes, revenueSummaryDays } from '../../db/schema';
import { daysOf, numberOf, type ReportRange, rowsOf } from './report-range';
import { liveMoney, runsOf } from './revenue-money';
import { summariseRevenueDays } from './summarise-revenue-days';

type Route = (typeof revenueRoutes)[number];

/**
 * Revenue over the range (decision 0069): the closed days' summaries (made here for the closed days
 * that have none, `summarise-revenue-days.ts`) and the other days (today, and any day left unsummarised)
 * from the rows themselves (`revenue-money.ts`, which says what is counted), by product too.
 */
export async function revenueReport(db: Database, range: ReportRange, now = new Date()): Promise<RevenueReport> {
  await summariseRevenueDays(db, range, now);
  // One snapshot for both statements: the days vouched for and their rows, whatever a payment's trigger
  // deletes in between.
  const rows = await db.transaction(
    async (tx) => {
      const summarised = await rowsOf<{ day: string }>(
        tx,
        sql`select to_char(${revenueSummaryDays.day}, 'YYYY-MM-DD') as day from ${revenueSummaryDays}
          where ${revenueSummaryDays.day} between ${range.from}::date and ${range.to}::date`,
      );
      return moneyRows(tx, range, new Set(summarised.map((row) => row.day)));
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  return reportOf(range, rows);
}

/** The same report read from the rows themselves only, summaries aside: what the summaries must equal. */
export async function liveRevenueReport(db: DbOrTx, range: ReportRange): Promise<RevenueReport> {
  return reportOf(range, await moneyRows(db, range, new Set()));
}

/** A day's money by route (`day` and `route` set), or a product's paid money (`product_*` and `kind` set). */
interface MoneyRow {
  day: string | null;
  route: Route | null;
  product_id: string | null;
  product_name: string | null;
  product_type: string | null;
  kind: string | null;
  amount: string;
  payments: string | null;
}

/**
 * Summarised days from their summary, the rest live, added up in the database: per day and route, and
 * per product and kind of what was paid (products named now). Products in a fixed order, so ties sort alike.
 */
function moneyRows(db: DbOrTx, range: ReportRange, summarised: ReadonlySet<string>): Promise<MoneyRow[]> {
  const summaryDays = `{${[...summarised].join(',')}}`;
  const liveDays = daysOf(range).filter((day) => !summarised.has(day));
  return rowsOf<MoneyRow>(
    db,
    sql`with money as (
        select ${revenueDaySummaries.day} as day, ${revenueDaySummaries.route} as route,
            ${revenueDaySummaries.productId} as product_id, ${revenueDaySummaries.kind} as kind,
            ${revenueDaySummaries.amount} as amount, ${revenueDaySummaries.payments}::bigint as payments
          from ${revenueDaySummaries} where ${revenueDaySummaries.day} = any(${summaryDays}::date[])
        union all
        select live.day::date, live.route, live.product_id, live.kind, live.amount, live.payments
          from (${liveMoney(runsOf(liveDays))}) as live
      )
      select to_char(days.day, 'YYYY-MM-DD') as day, days.route, null as product_id, null as product_name,
          null as product_type, null as kind, days.amount, null as payments
        from (select day, route, sum(amount) as amount from money group by day, route) as days
      union all
      select null, null, ${products.id}, ${products.name}, ${productTypes.typeName}, paid.kind, paid.amount, paid.payments
        from (
          select product_id, kind, sum(amount) as amount, sum(payments) as payments from money
          where route in ('bill', 'operator', 'card') group by product_id, kind
        ) as paid
        left join ${products} on ${products.id} = paid.product_id
        left join ${productTypes} on ${productTypes.id} = ${products.productTypeId}
      order by 1 nulls last, 2, 3 nulls first, 6`,
  );
}

function reportOf(range: ReportRange, rows: readonly MoneyRow[]): RevenueReport {
  const byDay = new Map(daysOf(range).map((day) => [day, emptyDay(day)]));
  const productTotals: RevenueByProduct[] = [];
  for (const row of rows) {
    if (row.day !== null && row.route !== null) {
      const day = byDay.get(row.day);
      if (day) day[row.route] += Number(row.amount);
      continue;
    }
    productTotals.push({
      productId: row.product_id,
      productName: row.product_name ?? (row.kind === 'voucher' ? 'Gift vouchers' : 'Other charges'),
      productType: row.product_type ?? row.kind ?? 'other',
      paid: numberOf(row.amount),
      payments: Number(row.payments),
    });
  }
  const days = [...byDay.values()].map(withTotals);
  const sum = emptyDay('');
  for (const day of days) {
    sum.bill += day.bill;
    sum.operator += day.operator;
    sum.card += day.card;
    sum.refunds += day.refunds;
    sum.chargebacks += day.chargebacks;
  }
  const { day: _day, ...totals } = withTotals(sum);
  const byProduct = productTotals.sort((a, b) => b.paid - a.paid);
  return { from: range.from, to: range.to, days, totals, byProduct, byProductType: byType(byProduct) };
}

function emptyDay(day: string): RevenueDay {
  return { day, bill: 0, operator: 0, card: 0, paid: 0, refunds: 0, chargebacks: 0, net: 0 };
}

function withTotals(day: RevenueDay): RevenueDay {
  const paid = numberOf(day.bill + day.operator + day.card);
  return {
    ...day,
    bill: numberOf(day.bill),
    operator: numberOf(day.operator),
    card: numberOf(day.card),
    refunds: numberOf(day.refunds),
    chargebacks: numberOf(day.chargebacks),
    paid,
    net: numberOf(paid - day.refunds - day.chargebacks),
  };
}

function byType(rows: readonly RevenueByProduct[]): RevenueByProductType[] {
  const types = new Map<string, RevenueByProductType>();
  for (const row of rows) {
    const type = types.get(row.productType) ?? { productType: row.productType, paid: 0, payments: 0 };
    types.set(row.productType, {
      ...type,
      paid: numberOf(type.paid + row.paid),
      payments: type.payments + row.payments,
    });
  }
  return [...types.values()].sort((a, b) => b.paid - a.paid);
}

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

interface MoneyRow {
  day: string;
  route: Route;
  product_id: string | null;
  product_name: string | null;
  product_type: string | null;
  kind: string;
  amount: string;
  payments: string;
}

/** Summarised days from their summary, the rest live; products named now. In a fixed order, so ties sort alike. */
function moneyRows(db: DbOrTx, range: ReportRange, summarised: ReadonlySet<string>): Promise<MoneyRow[]> {
  const summaryDays = `{${[...summarised].join(',')}}`;
  const liveDays = daysOf(range).filter((day) => !summarised.has(day));
  return rowsOf<MoneyRow>(
    db,
    sql`select money.day, money.route, ${products.id} as product_id, ${products.name} as product_name,
        ${productTypes.typeName} as product_type, money.kind, sum(money.amount) as amount, sum(money.payments) as payments
      from (
        select to_char(${revenueDaySummaries.day}, 'YYYY-MM-DD') as day, ${revenueDaySummaries.route} as route,
            ${revenueDaySummaries.productId} as product_id, ${revenueDaySummaries.kind} as kind,
            ${revenueDaySummaries.amount} as amount, ${revenueDaySummaries.payments}::bigint as payments
          from ${revenueDaySummaries} where ${revenueDaySummaries.day} = any(${summaryDays}::date[])
        union all
        ${liveMoney(runsOf(liveDays))}
      ) as money
      left join ${products} on ${products.id} = money.product_id
      left join ${productTypes} on ${productTypes.id} = ${products.productTypeId}
      group by money.day, money.route, ${products.id}, ${products.name}, ${productTypes.typeName}, money.kind
      order by money.day, money.route, ${products.id} nulls first, money.kind`,
  );
}

function reportOf(range: ReportRange, rows: readonly MoneyRow[]): RevenueReport {
  const byDay = new Map(daysOf(range).map((day) => [day, emptyDay(day)]));
  const productTotals = new Map<string, RevenueByProduct>();
  for (const row of rows) {
    const day = byDay.get(row.day);
    if (day) day[row.route] += Number(row.amount);
    if (row.route === 'refunds' || row.route === 'chargebacks') continue;
    const key = `${row.product_id ?? ''}|${row.kind}`;
    const product = productTotals.get(key) ?? {
      productId: row.product_id,
      productName: row.product_name ?? (row.kind === 'voucher' ? 'Gift vouchers' : 'Other charges'),
      productType: row.product_type ?? row.kind,
      paid: 0,
      payments: 0,
    };
    product.paid = numberOf(product.paid + Number(row.amount));
    product.payments += Number(row.payments);
    productTotals.set(key, product);
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
  const byProduct = [...productTotals.values()].sort((a, b) => b.paid - a.paid);
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

import { nextDate, sriLankaDayStart } from '@selfcare/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { billLines, purchases, refunds, transactions } from '../../db/schema';
import { colomboDay } from './report-range';

/** A run of whole Sri Lanka days as instants: `start` included, `end` not. */
export interface DayRun {
  start: Date;
  end: Date;
}

/** Days ('YYYY-MM-DD', ascending) as runs of consecutive days, so each source table is range-scanned once a run. */
export function runsOf(days: readonly string[]): DayRun[] {
  const runs: { from: string; to: string }[] = [];
  for (const day of days) {
    const last = runs.at(-1);
    if (last && nextDate(last.to) === day) last.to = day;
    else runs.push({ from: day, to: day });
  }
  return runs.map((run) => ({ start: sriLankaDayStart(run.from), end: sriLankaDayStart(nextDate(run.to)) }));
}

const inRuns = (column: { getSQL(): SQL }, runs: readonly DayRun[]) =>
  runs.length === 0
    ? sql`false`
    : sql`(${sql.join(
        runs.map(
          (run) =>
            sql`(${column} >= ${run.start.toISOString()}::timestamptz and ${column} < ${run.end.toISOString()}::timestamptz)`,
        ),
        sql` or `,
      )})`;

/**
 * The revenue report's money over `runs`, read from the rows themselves: one row per Sri Lanka day,
 * route, paying purchase's product and kind, with its amount and number of payments. Paid: bill lines
 * charged (amount + tax; credit lines left out, a bill credit is a refund and counted as one), operator
 * and card payments SUCCESS on the day they were made (a payment later charged back stays paid that
 * day). Refunds SUCCESS on the day they were asked; chargebacks on the day the bank took them.
 * Columns: day (text), route, product_id, kind, amount, payments.
 */
export function liveMoney(runs: readonly DayRun[]): SQL {
  return sql`select money.day, money.route, ${purchases.productId} as product_id, money.kind,
      sum(money.amount) as amount, count(*) as payments
    from (
      select ${colomboDay(billLines.chargedAt)} as day, 'bill' as route, ${billLines.purchaseId} as purchase_id,
          'other' as kind, ${billLines.amount} + ${billLines.taxAmount} as amount
        from ${billLines} where ${billLines.creditsBillLineId} is null and ${inRuns(billLines.chargedAt, runs)}
      union all
      select ${colomboDay(transactions.createdAt)}, lower(${transactions.channel}), ${transactions.purchaseId},
          case when ${transactions.purpose} = 'VOUCHER' then 'voucher' else 'other' end, ${transactions.amount}
        from ${transactions} where ${transactions.status} = 'SUCCESS' and ${inRuns(transactions.createdAt, runs)}
      union all
      select ${colomboDay(refunds.createdAt)}, 'refunds', null, 'other', ${refunds.amount}
        from ${refunds} where ${refunds.status} = 'SUCCESS' and ${inRuns(refunds.createdAt, runs)}
      union all
      select ${colomboDay(transactions.chargedBackAt)}, 'chargebacks', null, 'other', ${transactions.amount}
        from ${transactions} where ${transactions.chargedBackAt} is not null and ${inRuns(transactions.chargedBackAt, runs)}
    ) as money
    left join ${purchases} on ${purchases.id} = money.purchase_id
    group by money.day, money.route, ${purchases.productId}, money.kind`;
}

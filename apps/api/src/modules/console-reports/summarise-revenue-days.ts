import { type ReportRangeQuery, sriLankaDate, sriLankaDayStart } from '@selfcare/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { revenueDaySummaries, revenueSummaryDays } from '../../db/schema';
import { rowsOf } from './report-range';
import { liveMoney, runsOf } from './revenue-money';

/**
 * The advisory-lock namespace of a day's summary (decision 0069): the triggers of migration 0023 take
 * (20069, day) shared for every counted row they see change, the builder takes it exclusively.
 */
const SUMMARY_LOCK = 20069;

/** The last closed Sri Lanka day at `now`: yesterday in Colombo. */
export function lastClosedDay(now: Date): string {
  return sriLankaDate(new Date(sriLankaDayStart(sriLankaDate(now)).getTime() - 1));
}

/**
 * Summarises the closed Sri Lanka days of `range` that have no summary yet (decision 0069), in one
 * transaction. Each day is taken with a try of its lock, never a wait: a day another report is
 * summarising, or whose counted rows are being changed by a transaction still open, is left to be
 * read live this time. Answers the days summarised.
 */
export async function summariseRevenueDays(db: Database, range: ReportRangeQuery, now = new Date()): Promise<string[]> {
  const closedTo = [range.to, lastClosedDay(now)].sort()[0] ?? range.to;
  if (closedTo < range.from) return [];
  return db.transaction(async (tx) => {
    const locked = await rowsOf<{ day: string }>(
      tx,
      sql`with missing as materialized (
          select series.day::date as day
          from generate_series(${range.from}::date, ${closedTo}::date, interval '1 day') as series (day)
          where not exists (select 1 from ${revenueSummaryDays} as summarised where summarised.day = series.day::date)
        )
        select to_char(missing.day, 'YYYY-MM-DD') as day from missing
        where pg_try_advisory_xact_lock(${SUMMARY_LOCK}, missing.day - date '2000-01-01')`,
    );
    if (locked.length === 0) return [];
    // A fresh snapshot now that the locks are held: a report that summarised one of these days and
    // committed since the first statement has its summary kept.
    const days = (
      await rowsOf<{ day: string }>(
        tx,
        sql`select to_char(locked.day, 'YYYY-MM-DD') as day
          from unnest(${`{${locked.map((row) => row.day).join(',')}}`}::date[]) as locked (day)
          where not exists (select 1 from ${revenueSummaryDays} as summarised where summarised.day = locked.day)
          order by locked.day`,
      )
    ).map((row) => row.day);
    if (days.length === 0) return [];
    const list = `{${days.join(',')}}`;
    await tx.execute(sql`delete from ${revenueDaySummaries} where ${revenueDaySummaries.day} = any(${list}::date[])`);
    await tx.execute(
      sql`insert into ${revenueDaySummaries} (day, route, product_id, kind, amount, payments)
        select money.day::date, money.route, money.product_id, money.kind, money.amount, money.payments
        from (${liveMoney(runsOf(days))}) as money`,
    );
    await tx.execute(sql`insert into ${revenueSummaryDays} (day) select unnest(${list}::date[])`);
    return days;
  });
}

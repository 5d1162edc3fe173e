import type { RenewalsDay, RenewalsReport, SuspensionsDay, SuspensionsReport } from '@selfcare/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema';
import { colomboDay, daysOf, type ReportRange, rowsOf, within } from './report-range';

/**
 * Renewals per day from the lifecycle's `lifecycle.renewal` audit rows (one per decided renewal charge:
 * bill, operator and card; modules/lifecycle/renewal-state.ts), on the audit's (action, occurred_at)
 * index. due: subscriptions whose renewal was decided that day; succeeded / failed: the rows' outcome;
 * retried: failures after which another try was scheduled (`details.retryOn`, decision 0054).
 */
export async function renewalsReport(db: DbOrTx, range: ReportRange): Promise<RenewalsReport> {
  const rows = await rowsOf<Record<'day' | 'due' | 'succeeded' | 'failed' | 'retried', string>>(
    db,
    sql`select ${colomboDay(auditLog.occurredAt)} as day,
        count(distinct ${auditLog.subjectId}) as due,
        count(*) filter (where ${auditLog.outcome} = 'success') as succeeded,
        count(*) filter (where ${auditLog.outcome} = 'failure') as failed,
        count(*) filter (where ${auditLog.outcome} = 'failure' and ${auditLog.details} ->> 'retryOn' is not null) as retried
      from ${auditLog}
      where ${auditLog.action} = 'lifecycle.renewal' and ${within(auditLog.occurredAt, range)}
      group by 1`,
  );
  const found = new Map(rows.map((row) => [row.day, row]));
  const days: RenewalsDay[] = daysOf(range).map((day) => {
    const row = found.get(day);
    return {
      day,
      due: Number(row?.due ?? 0),
      succeeded: Number(row?.succeeded ?? 0),
      failed: Number(row?.failed ?? 0),
      retried: Number(row?.retried ?? 0),
    };
  });
  const totals = days.reduce(
    (sum, day) => ({
      due: sum.due + day.due,
      succeeded: sum.succeeded + day.succeeded,
      failed: sum.failed + day.failed,
      retried: sum.retried + day.retried,
    }),
    { due: 0, succeeded: 0, failed: 0, retried: 0 },
  );
  return { from: range.from, to: range.to, days, totals };
}

/**
 * Suspensions and reactivations per day, from the audit: `lifecycle.suspend` (the sweep suspends a
 * connection after its last refused renewal) and `reactivation.activate` with outcome success (a paid
 * reactivation made the connection active again), and customer care's `console.care_connection_suspend` /
 * `console.care_connection_reactivate`. A reactivation's payment taken back (refund, chargeback) is not
 * counted here.
 */
export async function suspensionsReport(db: DbOrTx, range: ReportRange): Promise<SuspensionsReport> {
  const rows = await rowsOf<{ day: string; suspensions: string; reactivations: string }>(
    db,
    sql`select ${colomboDay(auditLog.occurredAt)} as day,
        count(*) filter (where ${auditLog.action} in ('lifecycle.suspend', 'console.care_connection_suspend')) as suspensions,
        count(*) filter (where ${auditLog.action} in ('reactivation.activate', 'console.care_connection_reactivate')) as reactivations
      from ${auditLog}
      where ${auditLog.action} in ('lifecycle.suspend', 'console.care_connection_suspend', 'reactivation.activate', 'console.care_connection_reactivate')
        and ${auditLog.outcome} = 'success'
        and ${within(auditLog.occurredAt, range)}
      group by 1`,
  );
  const found = new Map(rows.map((row) => [row.day, row]));
  const days: SuspensionsDay[] = daysOf(range).map((day) => ({
    day,
    suspensions: Number(found.get(day)?.suspensions ?? 0),
    reactivations: Number(found.get(day)?.reactivations ?? 0),
  }));
  const totals = days.reduce(
    (sum, day) => ({
      suspensions: sum.suspensions + day.suspensions,
      reactivations: sum.reactivations + day.reactivations,
    }),
    { suspensions: 0, reactivations: 0 },
  );
  return { from: range.from, to: range.to, days, totals };
}

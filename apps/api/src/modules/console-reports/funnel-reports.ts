import {
  type AnalyticsCountRow,
  type AnalyticsReport,
  type FunnelStepCount,
  REGISTRATION_FUNNEL_STEPS,
  type RegistrationFunnelReport,
  type RegistrationFunnelStep,
  type RegistrationsByType,
} from '@selfcare/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { analyticsEvents, connectionRegistrations, connections } from '../../db/schema';
import { colomboDay, daysOf, type ReportRange, rowsOf, within } from './report-range';

/** The most pages, referrers... the analytics report lists (the busiest first). */
export const ANALYTICS_ROWS_MAX = 200;

/** The days of `analytics_events` in the range: its (type, day) index. */
const eventDays = (type: 'page_view' | 'funnel_step', range: ReportRange) =>
  sql`${analyticsEvents.type} = ${type} and ${analyticsEvents.day} between ${range.from}::date and ${range.to}::date`;

/** A visitor is unique within a day (the salt rotates): over a range, a visitor of each day. */
const visitors = sql`count(distinct (${analyticsEvents.day}, ${analyticsEvents.visitor}))`;

/**
 * The registration funnel over the range: registrations started in it (connection_registrations by
 * created_at), per connection type and how far each got as stored (OTP verified, completed: a cohort,
 * whenever they finished), and the portal's funnel events step by step (analytics_events).
 */
export async function registrationFunnelReport(db: DbOrTx, range: ReportRange): Promise<RegistrationFunnelReport> {
  const rows = await rowsOf<
    Record<'day' | 'started' | 'otp_verified' | 'completed', string> & { connection_type: number }
  >(
    db,
    sql`select ${colomboDay(connectionRegistrations.createdAt)} as day, ${connections.connectionType} as connection_type,
        count(*) as started,
        count(${connectionRegistrations.otpVerifiedAt}) as otp_verified,
        count(${connectionRegistrations.completedAt}) as completed
      from ${connectionRegistrations}
      join ${connections} on ${connections.id} = ${connectionRegistrations.connectionId}
      where ${within(connectionRegistrations.createdAt, range)}
      group by 1, 2`,
  );
  const days = new Map(daysOf(range).map((day) => [day, { day, started: 0, completed: 0 }]));
  const types = new Map<number, RegistrationsByType>();
  for (const row of rows) {
    const day = days.get(row.day);
    if (day) {
      day.started += Number(row.started);
      day.completed += Number(row.completed);
    }
    const connectionType = Number(row.connection_type);
    const type = types.get(connectionType) ?? { connectionType, started: 0, otpVerified: 0, completed: 0 };
    type.started += Number(row.started);
    type.otpVerified += Number(row.otp_verified);
    type.completed += Number(row.completed);
    types.set(connectionType, type);
  }
  return {
    from: range.from,
    to: range.to,
    days: [...days.values()],
    byConnectionType: [...types.values()].sort((a, b) => a.connectionType - b.connectionType),
    steps: await funnelSteps(db, range),
  };
}

/** The portal's registration funnel events per step and connection type, in the steps' order. */
export async function funnelSteps(db: DbOrTx, range: ReportRange): Promise<FunnelStepCount[]> {
  const rows = await rowsOf<{
    step: RegistrationFunnelStep;
    connection_type: number | null;
    events: string;
    visitors: string;
  }>(
    db,
    sql`select ${analyticsEvents.step} as step, ${analyticsEvents.connectionType} as connection_type,
        count(*) as events, ${visitors} as visitors
      from ${analyticsEvents}
      where ${eventDays('funnel_step', range)} and ${analyticsEvents.funnel} = 'registration'
      group by 1, 2`,
  );
  const order = (step: string) => REGISTRATION_FUNNEL_STEPS.indexOf(step as RegistrationFunnelStep);
  return rows
    .map((row) => ({
      step: row.step,
      connectionType: row.connection_type === null ? null : Number(row.connection_type),
      events: Number(row.events),
      visitors: Number(row.visitors),
    }))
    .sort((a, b) => order(a.step) - order(b.step) || (a.connectionType ?? 0) - (b.connectionType ?? 0));
}

/**
 * The analytics report: page views and visitors per day and per path, and views and visitors per
 * referrer host, language and device; one statement (grouping sets) and the funnel's.
 */
export async function analyticsReport(db: DbOrTx, range: ReportRange): Promise<AnalyticsReport> {
  const rows = await rowsOf<{ dimension: string; key: string | null; views: string; visitors: string }>(
    db,
    sql`select case
          when grouping(${analyticsEvents.day}) = 0 then 'day'
          when grouping(${analyticsEvents.path}) = 0 then 'path'
          when grouping(${analyticsEvents.referrerHost}) = 0 then 'referrer'
          when grouping(${analyticsEvents.language}) = 0 then 'language'
          else 'device' end as dimension,
        coalesce(${analyticsEvents.day}::text, ${analyticsEvents.path}, ${analyticsEvents.referrerHost}, ${analyticsEvents.language}, ${analyticsEvents.device}) as key,
        count(*) as views, ${visitors} as visitors
      from ${analyticsEvents}
      where ${eventDays('page_view', range)}
      group by grouping sets ((${analyticsEvents.day}), (${analyticsEvents.path}), (${analyticsEvents.referrerHost}),
        (${analyticsEvents.language}), (${analyticsEvents.device}))`,
  );
  const of = (dimension: string, max = ANALYTICS_ROWS_MAX): AnalyticsCountRow[] =>
    rows
      .filter((row) => row.dimension === dimension)
      .map((row) => ({ key: row.key ?? '', views: Number(row.views), visitors: Number(row.visitors) }))
      .sort((a, b) => b.views - a.views || a.key.localeCompare(b.key))
      .slice(0, max);
  const perDay = new Map(of('day', Number.POSITIVE_INFINITY).map((row) => [row.key, row]));
  return {
    from: range.from,
    to: range.to,
    days: daysOf(range).map((day) => ({
      day,
      views: perDay.get(day)?.views ?? 0,
      visitors: perDay.get(day)?.visitors ?? 0,
    })),
    pages: of('path').map(({ key, ...counts }) => ({ path: key, ...counts })),
    referrers: of('referrer'),
    languages: of('language'),
    devices: of('device'),
    funnel: await funnelSteps(db, range),
  };
}

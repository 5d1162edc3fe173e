import { nextDate, type ReportRangeQuery, sriLankaDayStart } from '@selfcare/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** A report's range as instants: from the start of `from` (Sri Lanka) to the start of the day after `to`. */
export interface ReportRange extends ReportRangeQuery {
  start: Date;
  end: Date;
}

export function reportRange(query: ReportRangeQuery): ReportRange {
  return { ...query, start: sriLankaDayStart(query.from), end: sriLankaDayStart(nextDate(query.to)) };
}

/** Every day of the range, in order. */
export function daysOf(range: ReportRangeQuery): string[] {
  const days: string[] = [];
  for (let day = range.from; day <= range.to; day = nextDate(day)) days.push(day);
  return days;
}

/** The Sri Lanka day ('YYYY-MM-DD') of a timestamp column: what every report groups by. */
export const colomboDay = (column: SQL | SQL.Aliased | { getSQL(): SQL }) =>
  sql<string>`to_char(date_trunc('day', ${column} at time zone 'Asia/Colombo'), 'YYYY-MM-DD')`;

/** `column` within the range: a range scan on its index. */
export const within = (column: { getSQL(): SQL }, range: ReportRange) =>
  sql`${column} >= ${range.start.toISOString()}::timestamptz and ${column} < ${range.end.toISOString()}::timestamptz`;

/** Rows of a raw statement, whichever driver runs it (PGlite answers { rows }, postgres.js an array). */
export async function rowsOf<Row>(db: DbOrTx, statement: SQL): Promise<Row[]> {
  const result = (await db.execute(statement)) as unknown as Row[] | { rows: Row[] };
  return Array.isArray(result) ? result : result.rows;
}

/** A sum or count as the database answers it (numeric and bigint come as strings), in rupees or units. */
export const numberOf = (value: unknown): number => Math.round(Number(value ?? 0) * 100) / 100;

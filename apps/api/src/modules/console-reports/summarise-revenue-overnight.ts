import { sriLankaDate, sriLankaDayStart } from '@selfcare/contracts';
import type { Database } from '../../db/client';
import { lastClosedDay, summariseRevenueDays } from './summarise-revenue-days';

/** How far back the nightly step looks: the console's 90-day report (decision 0069). */
const NIGHTLY_DAYS = 90;

/**
 * The step for a job after midnight Colombo (decision 0069): summarises the closed day that just ended
 * and any of the 89 before it whose summary a late change forgot, so the day's first report reads
 * summaries only. Safe beside reports and other processes: days they are summarising are skipped.
 */
export function summariseRecentRevenueDays(db: Database, now = new Date()): Promise<string[]> {
  const to = lastClosedDay(now);
  const from = sriLankaDate(new Date(sriLankaDayStart(to).getTime() - (NIGHTLY_DAYS - 1) * 86_400_000 + 43_200_000));
  return summariseRevenueDays(db, { from, to }, now);
}

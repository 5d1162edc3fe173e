// The console's heaviest reads on the national data, in process (the routes add a staff session and
// an audit row, not database work): customer care's search by parts of e-mails and numbers, and a
// 90-day revenue report ending on the data's last day.
import { openDatabase } from '../../apps/api/src/db/client';
import { searchSubscribers } from '../../apps/api/src/modules/console-care/search-subscribers';
import { reportRange } from '../../apps/api/src/modules/console-reports/report-range';
import { revenueReport } from '../../apps/api/src/modules/console-reports/revenue-report';
import { connect } from './database';
import type { SampledSubscriber } from './sample-subscribers';

interface Timing {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

const REPORT_RUNS = 3;

function timingOf(milliseconds: number[]): Timing {
  const sorted = [...milliseconds].sort((a, b) => a - b);
  const at = (share: number) =>
    Number((sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0).toFixed(1));
  const total = sorted.reduce((sum, value) => sum + value, 0);
  return { requestsPerSecond: (1000 * sorted.length) / total, p50: at(0.5), p99: at(0.99), errors: 0 };
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

/** The report covers the 90 days up to `lastDay`, the data set's last day. */
export async function measureConsoleQueries(
  url: string,
  sampled: SampledSubscriber[],
  lastDay: string,
): Promise<Map<string, Timing>> {
  const sql = await connect(url);
  const numbers = await sql.query<{ mobile: string }>('select mobile from connections where id = any($1::uuid[])', [
    sampled.map((subscriber) => subscriber.connectionId),
  ]);
  await sql.close();
  const database = openDatabase({ url, dataDir: 'memory://', poolSize: 2 });
  try {
    // What care agents type: a part of an e-mail, or a mobile number's last seven digits.
    const queries = [
      ...sampled.map((subscriber) => `subscriber-${subscriber.n}@`),
      ...numbers.map((row) => row.mobile.slice(-7)),
    ];
    const searches: number[] = [];
    for (const query of queries) searches.push(await timed(() => searchSubscribers(database.db, query)));
    const from = new Date(Date.parse(`${lastDay}T00:00:00Z`) - 89 * 86_400_000).toISOString().slice(0, 10);
    // The first report summarises the closed days that have no summary yet (decision 0069); the
    // next ones read the summaries.
    const report = () => timed(() => revenueReport(database.db, reportRange({ from, to: lastDay })));
    const first = await report();
    const reports: number[] = [];
    for (let run = 0; run < REPORT_RUNS; run++) reports.push(await report());
    return new Map([
      [`console: subscriber search (${queries.length} e-mail and mobile parts, one at a time)`, timingOf(searches)],
      [
        `console: 90-day revenue report, ${from} to ${lastDay}, first (summarising days without one)`,
        timingOf([first]),
      ],
      [`console: 90-day revenue report, ${from} to ${lastDay}, then (${REPORT_RUNS} runs)`, timingOf(reports)],
    ]);
  } finally {
    await database.close();
  }
}

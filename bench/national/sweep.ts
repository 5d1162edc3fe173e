// The lifecycle sweep on a copy of the national data set (or on the set itself), the day after its last day: every running
// subscription whose period ended on the last day or the next renews then (a national operator's day
// of renewals), through the api's own sweep and its sandbox payment systems. Then the check that each
// was renewed exactly once: one new bill line or payment per renewed purchase, as many as the sweep counted.
import { request as httpRequest } from 'node:http';
import { apiServer } from '../api/server.mjs';
import { connect, type Sql, writableSet } from './database';

export interface SweepFigures {
  due: number;
  seconds: number;
  counts: {
    renewals: number;
    renewalsFailed: number;
    renewalsPending: number;
    renewalReminders: number;
    expiryReminders: number;
    errors: number;
    /** Each step's seconds, as the sweep timed them. */
    stepSeconds: Record<string, number>;
  };
  /** Purchases with more than one renewal charge made by the sweep: must be 0. */
  chargedTwice: number;
  /** Renewal charges (bill lines and payments) the sweep made. */
  charges: number;
}

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * POSTs JSON and waits for the answer however long it takes: a national day's sweep answers after many
 * minutes, past fetch's five-minute wait for an answer's headers.
 */
function postWithoutDeadline(url: string, body: object): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method: 'POST', headers: { 'content-type': 'application/json' } }, (answer) => {
      let text = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => {
        text += chunk;
      });
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body: text }));
      answer.on('error', reject);
    });
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

const dueCount = async (sql: Sql, asOf: string) =>
  Number(
    (
      await sql.query<{ due: string }>(
        `select count(*) as due from purchases u join connections c on c.id = u.connection_id
          where u.status = 'PURCHASE_COMPLETE' and u.purchase_type = 'PURCHASE_TYPE_SUBSCRIPTION' and not u.is_bundled
            and u.billing_end_date <= $1 and c.status = 'active'`,
        [asOf],
      )
    )[0]?.due,
  );

export async function measureSweep(url: string, lastDay: string, inPlace = false): Promise<SweepFigures> {
  const set = await writableSet(url, 'selfcare_national_sweep', inPlace);
  const asOf = nextDay(lastDay);
  const server = apiServer({ databaseEnv: { DATABASE_URL: set.url } });
  const sql = await connect(set.url);
  try {
    const due = await dueCount(sql, asOf);
    const [{ since } = { since: '' }] = await sql.query<{ since: string }>('select now()::text as since');
    await server.start();
    const start = performance.now();
    const response = await postWithoutDeadline(`${server.url}/sandbox/lifecycle/sweep`, { asOf });
    const seconds = (performance.now() - start) / 1000;
    if (response.status !== 200) throw new Error(`sweep: ${response.status} ${response.body}`);
    const counts = JSON.parse(response.body) as SweepFigures['counts'];
    const [charged] = await sql.query<{ charges: string; twice: string }>(
      `with charges as (
         select purchase_id from bill_lines where charged_at >= $1::timestamptz
         union all
         select purchase_id from transactions where purpose = 'RENEWAL' and created_at >= $1::timestamptz
       )
       select count(*) as charges,
              (select count(*) from (select purchase_id from charges group by 1 having count(*) > 1) twice) as twice
         from charges`,
      [since],
    );
    return {
      due,
      seconds,
      counts,
      charges: Number(charged?.charges),
      chargedTwice: Number(charged?.twice),
    };
  } finally {
    await sql.close();
    await server.stop();
    await set.release();
  }
}

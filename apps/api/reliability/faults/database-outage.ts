// PostgreSQL gone in the middle of a load run: every backend of the api's database terminated and new
// connections refused for a few seconds (what a restart looks like from the api), then allowed again.
// The api must answer 503 with Retry-After while the database is away (never a 500, never a dropped
// connection) and answer as before once it is back, without being restarted.
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { demo } from '../../test/catalogue';
import { startApi } from '../process/api-process';
import { childDatabase, FIXTURE_PASSWORD } from '../process/fixtures';
import { type Answer, call } from '../process/http';
import type { SuiteOptions, Table } from '../suite';

type Phase = 'before' | 'outage' | 'after';

interface Sample {
  phase: Phase;
  /** When the answer arrived. */
  at: number;
  answer: Answer;
}

const WORKERS = 6;

export interface OutageSeconds {
  before: number;
  outage: number;
  after: number;
}

export async function runDatabaseOutage(
  options: SuiteOptions,
  seconds: OutageSeconds = options.quick ? { before: 3, outage: 3, after: 5 } : { before: 5, outage: 5, after: 10 },
): Promise<{ tables: Table[]; failures: number }> {
  const { database, subscribers } = await childDatabase(options.postgresUrl, WORKERS);
  const admin = new pg.Client({ connectionString: options.postgresUrl });
  await admin.connect();
  const api = await startApi(database.env);
  const samples: Sample[] = [];
  let phase: Phase = 'before';
  let outageEndedAt = 0;
  try {
    const sessions = await Promise.all(
      subscribers.map(async (who) => {
        const login = await call(api.url, '/api/auth/v1/login', {
          method: 'POST',
          body: { username: who.email, password: FIXTURE_PASSWORD },
        });
        const token = (login.body as { token?: string }).token;
        if (!token) throw new Error(`login failed before the outage: ${login.status}`);
        return { who, token };
      }),
    );
    options.log(
      `faults: database outage, ${seconds.before} s before, ${seconds.outage} s cut off, ${seconds.after} s after`,
    );
    let running = true;
    // Reads that need the database on every call: the session check, the connection's product page.
    const worker = async ({ who, token }: (typeof sessions)[number]) => {
      for (let turn = 0; running; turn += 1) {
        const path =
          turn % 2 === 0
            ? '/api/users/v1/account/details'
            : `/api/billing/v1/billing/user-products/${demo.productId('hbo')}?conid=${who.connectionId}`;
        const answer = await call(api.url, path, { token });
        samples.push({ phase, at: performance.now(), answer });
        if (answer.status !== 200) await sleep(50);
      }
    };
    const workers = sessions.map(worker);
    await sleep(seconds.before * 1000);

    phase = 'outage';
    const name = database.name ?? '';
    await admin.query(`alter database ${name} allow_connections false`);
    const outageEnds = performance.now() + seconds.outage * 1000;
    while (performance.now() < outageEnds) {
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      await sleep(250);
    }
    await admin.query(`alter database ${name} allow_connections true`);
    outageEndedAt = performance.now();
    phase = 'after';
    await sleep(seconds.after * 1000);
    running = false;
    await Promise.all(workers);
    if (samples.some((sample) => sample.answer.status >= 500 && sample.answer.status !== 503)) {
      options.log(`faults: the api's last words:\n${api.log().slice(-3000)}`);
    }
  } finally {
    await api.stop();
    await admin.end();
    await database.drop();
  }
  return summarise(samples, outageEndedAt, seconds.after);
}

function summarise(samples: Sample[], outageEndedAt: number, afterSeconds: number) {
  const rows: (string | number)[][] = [];
  let failures = 0;
  for (const phase of ['before', 'outage', 'after'] as const) {
    const answers = samples.filter((sample) => sample.phase === phase).map((sample) => sample.answer);
    const ok = answers.filter((answer) => answer.status === 200).length;
    const unavailable = answers.filter((answer) => answer.status === 503);
    const withRetryAfter = unavailable.filter((answer) => answer.retryAfter !== null).length;
    const otherServerErrors = answers.filter((answer) => answer.status >= 500 && answer.status !== 503).length;
    const dropped = answers.filter((answer) => answer.status === 0).length;
    const other = answers.length - ok - unavailable.length - otherServerErrors - dropped;
    rows.push([phase, answers.length, ok, unavailable.length, withRetryAfter, otherServerErrors, dropped, other]);
    failures += otherServerErrors + dropped + other + (unavailable.length - withRetryAfter);
    if (phase === 'before' && ok !== answers.length) failures += 1;
  }
  // Recovered: the first 200 after the database came back, and every answer in the last half of "after" a 200.
  const after = samples.filter((sample) => sample.phase === 'after');
  const firstOk = after.find((sample) => sample.answer.status === 200);
  const recoveredInMs = firstOk ? Math.round(firstOk.at - outageEndedAt) : -1;
  const tail = after.filter((sample) => sample.at > outageEndedAt + (afterSeconds * 1000) / 2);
  const fullyBack = tail.length > 0 && tail.every((sample) => sample.answer.status === 200);
  if (!fullyBack) failures += 1;
  return {
    failures,
    tables: [
      {
        heading: 'Faults: PostgreSQL cut off during a load run (api process not restarted)',
        columns: ['phase', 'requests', '200', '503', '503 with Retry-After', 'other 5xx', 'no answer', 'other'],
        rows,
        notes: [
          `outage: every backend of the api's database terminated every 250 ms and new connections refused (allow_connections false), then allowed again; ${WORKERS} subscribers reading their account and a product page in a loop`,
          `first 200 ${recoveredInMs} ms after the database was back; second half of "after" all 200: ${fullyBack ? 'yes' : 'no'}`,
        ],
      },
    ],
  };
}

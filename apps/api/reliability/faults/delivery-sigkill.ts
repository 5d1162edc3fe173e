// The api killed with SIGKILL between accepting a message and sending it (issue 25, "Durable delivery"):
// a password reset is asked for, the api dies while the sandbox transport holds the e-mail, and after a
// restart on the same database the e-mail is delivered, once. On PostgreSQL, or PGlite in a data folder.
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client';
import { outboxMessages } from '../../src/db/schema';
import { DELIVER_MESSAGE } from '../../src/integrations/message-delivery';
import { type ApiProcess, startApi } from '../process/api-process';
import { childDatabase } from '../process/fixtures';
import { call } from '../process/http';
import type { SuiteOptions, Table } from '../suite';

/**
 * The queue's clock turned fast so the case takes seconds: a try lost with its process is looked for
 * every second and counts as lost after 5; a retry waits 1-2 s.
 */
const FAST_QUEUE = {
  JOB_QUEUE_POLL_SECONDS: '0.5',
  JOB_QUEUE_ATTEMPT_TIMEOUT_SECONDS: '5',
  JOB_QUEUE_MAINTENANCE_SECONDS: '1',
  DELIVERY_RETRY_DELAY_SECONDS: '1',
};

interface Outcome {
  stateBeforeKill: string;
  messages: number;
  status: string;
  attempts: number;
  jobs: string;
  deliveredAfterMs: number;
}

export async function runDeliverySigkill(options: SuiteOptions): Promise<{ tables: Table[]; failures: number }> {
  const { database, subscribers } = await childDatabase(options.postgresUrl, 1, { seeded: false });
  const email = subscribers[0]?.email ?? '';
  let api: ApiProcess | undefined;
  let outcome: Outcome;
  try {
    // The sandbox transport holds each e-mail for a minute: the kill comes while it is being sent.
    api = await startApi({ ...database.env, ...FAST_QUEUE, SANDBOX_DELIVERY_DELAY_MS: '60000' });
    const asked = await call(api.url, '/api/auth/v1/forgot-password', { method: 'POST', body: { username: email } });
    if (asked.status !== 200) throw new Error(`forgot-password answered ${asked.status}`);
    const stateBeforeKill = await waitForDelivery(api.url, email, (state) => state === 'pending (1 try)');
    options.log(`faults: delivery SIGKILL on ${database.kind}: killed while ${stateBeforeKill}`);
    await api.kill();

    const restarted = performance.now();
    api = await startApi({ ...database.env, ...FAST_QUEUE }, Number(new URL(api.url).port));
    await waitForDelivery(api.url, email, (state) => state === 'sent');
    const deliveredAfterMs = Math.round(performance.now() - restarted);
    // Anything sent twice would have time to show.
    await sleep(2000);
    await api.stop();
    api = undefined;
    outcome = { stateBeforeKill, deliveredAfterMs, ...(await records(database.env, email)) };
  } finally {
    await api?.stop();
    await database.drop();
  }
  const failures =
    (outcome.messages === 1 ? 0 : 1) +
    (outcome.status === 'sent' ? 0 : 1) +
    (outcome.attempts === 2 ? 0 : 1) +
    (outcome.jobs === 'completed' ? 0 : 1);
  return {
    failures,
    tables: [
      {
        heading: `Faults: SIGKILL between accepting a message and sending it (${database.kind}; api restarted on the same database)`,
        columns: [
          'state when killed',
          'messages for the address',
          'status after the restart',
          'tries',
          'delivery jobs',
          'sent after the restart, ms',
        ],
        rows: [
          [
            outcome.stateBeforeKill,
            outcome.messages,
            outcome.status,
            outcome.attempts,
            outcome.jobs,
            outcome.deliveredAfterMs,
          ],
        ],
        notes: [
          'a password reset for a subscriber; the sandbox transport holds the e-mail (SANDBOX_DELIVERY_DELAY_MS) and the api is killed with SIGKILL during the first try',
          'expected: one message, sent, after 2 tries (the one cut short and the one after the restart), and one delivery job, completed',
        ],
      },
    ],
  };
}

/** Reads the message's delivery state from the sandbox outbox (the api's own page) until `done` holds. */
async function waitForDelivery(url: string, email: string, done: (state: string) => boolean): Promise<string> {
  const deadline = Date.now() + 30_000;
  let state = 'no message';
  while (Date.now() < deadline) {
    const page = await call(url, `/sandbox/outbox?recipient=${encodeURIComponent(email)}`);
    const states = [...String(page.body).matchAll(/<td>(sent|pending \(\d+ tr\w+\)|failed [^<]*)<\/td>/g)];
    state = states.map((match) => match[1]).join(', ') || 'no message';
    if (done(state)) return state;
    await sleep(100);
  }
  throw new Error(`the message to the subscriber is still "${state}" after 30 s`);
}

/** The message's record and its delivery jobs, read once the api has stopped (PGlite has one user at a time). */
async function records(env: Record<string, string>, email: string) {
  const handle = openDatabase({ url: env.DATABASE_URL || undefined, dataDir: env.DATA_DIR ?? 'memory://' });
  try {
    const rows = await handle.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email));
    const jobs = (
      (await handle.db.execute(
        sql`select state from pgboss.job where name = ${DELIVER_MESSAGE} and data->>'messageId' = ${rows[0]?.id ?? ''}`,
      )) as unknown as { rows: { state: string }[] }
    ).rows;
    return {
      messages: rows.length,
      status: rows[0]?.status ?? 'none',
      attempts: rows[0]?.attempts ?? 0,
      jobs: jobs.map((job) => job.state).join(', ') || 'none',
    };
  } finally {
    await handle.close();
  }
}

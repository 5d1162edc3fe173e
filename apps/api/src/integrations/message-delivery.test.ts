import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { testConfig } from '../../test/app';
import { openTestDatabase, type TestDatabase } from '../../test/database';
import { outboxMessages } from '../db/schema';
import { deadLetterQueue, JobQueue } from '../jobs/job-queue';
import { DeliveryError, type EmailTransport } from './delivery';
import type { EmailMessage } from './email';
import type { JobQueueSettings } from './job-queue-settings';
import { DELIVER_MESSAGE, deliverMessages } from './message-delivery';
import { SandboxTransport } from './sandbox-transport';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

/** A transport whose answers the test sets: each call takes the next one, the last one repeats. */
class ScriptedTransport implements EmailTransport {
  readonly delivered: EmailMessage[] = [];
  calls = 0;
  constructor(private readonly answers: (() => Promise<void>)[] = [async () => {}]) {}

  async deliver(message: EmailMessage): Promise<void> {
    const answer = this.answers[Math.min(this.calls, this.answers.length - 1)];
    this.calls += 1;
    await answer?.();
    this.delivered.push(message);
  }
}

const retryable = () => Promise.reject(new DeliveryError('421 try again later', false));
const refused = () => Promise.reject(new DeliveryError('550 no such mailbox', true));

function settings(overrides: Partial<JobQueueSettings['delivery']> = {}): JobQueueSettings {
  const base = testConfig().jobQueue;
  return {
    ...base,
    pollSeconds: 0.5,
    maintenanceSeconds: 1,
    shutdownSeconds: 5,
    delivery: { ...base.delivery, retryLimit: 3, retryDelaySeconds: 1, ...overrides },
  };
}

let database: TestDatabase | undefined;
let queue: JobQueue | undefined;
afterEach(async () => {
  await queue?.stop();
  await database?.close();
  queue = undefined;
  database = undefined;
});

/** Message delivery on a fresh database, its worker running unless `work` is false. */
async function deliveryWith(transport: EmailTransport, options: { settings?: JobQueueSettings; work?: boolean } = {}) {
  database = await openTestDatabase(inject('dbDriver'), inject('databaseTemplate'));
  const chosen = options.settings ?? settings();
  const jobs = new JobQueue(chosen);
  queue = jobs;
  const senders = deliverMessages(jobs, { email: transport, sms: new SandboxTransport() }, chosen.delivery);
  await jobs.start(database.db, quiet, { work: options.work ?? true });
  return { db: database.db, email: senders.email, sms: senders.sms, queue: jobs };
}

const address = () => `someone-${crypto.randomUUID()}@example.com`;
const mail = (to: string) => ({ to, subject: 'Reset your password', text: 'Open https://selfcare.example/r?t=secret' });

async function record(db: TestDatabase['db'], to: string) {
  const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, to));
  return row;
}

/** Both drivers answer `{ rows }`. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function jobsIn(db: TestDatabase['db'], queueName: string): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as count from pgboss.job where name = ${queueName}`);
  return rowsOf<{ count: number }>(result)[0]?.count ?? 0;
}

describe('durable delivery of messages', () => {
  it('leaves neither message nor job behind when the transaction rolls back', async () => {
    const { db, email } = await deliveryWith(new ScriptedTransport(), { work: false });
    const to = address();
    await expect(
      db.transaction(async (tx) => {
        await email.send(tx, mail(to));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await record(db, to)).toBeUndefined();
    expect(await jobsIn(db, DELIVER_MESSAGE)).toBe(0);

    await db.transaction((tx) => email.send(tx, mail(to)));
    expect(await record(db, to)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await jobsIn(db, DELIVER_MESSAGE)).toBe(1);
  });

  it('delivers a committed message once and erases a real transport’s copy of its body', async () => {
    const transport = new ScriptedTransport();
    const { db, email } = await deliveryWith(transport);
    const to = address();
    await db.transaction((tx) => email.send(tx, mail(to)));

    await vi.waitFor(async () => expect((await record(db, to))?.status).toBe('sent'), { timeout: 10_000 });
    expect(transport.delivered).toEqual([mail(to)]);
    expect(await record(db, to)).toMatchObject({ attempts: 1, body: '', lastError: null });
    expect((await record(db, to))?.sentAt).toBeInstanceOf(Date);
  });

  it('records many messages at once with the caller’s change, or none of them, and delivers each once', async () => {
    const transport = new ScriptedTransport();
    const { db, email, queue: jobs } = await deliveryWith(transport, { work: false });
    const recipients = [address(), address(), address()];
    await expect(
      db.transaction(async (tx) => {
        await email.sendAll(tx, recipients.map(mail));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await jobsIn(db, DELIVER_MESSAGE)).toBe(0);

    await db.transaction((tx) => email.sendAll(tx, recipients.map(mail)));
    expect(await jobsIn(db, DELIVER_MESSAGE)).toBe(3);
    await jobs.stop();
    queue = new JobQueue(settings());
    deliverMessages(queue, { email: transport, sms: new SandboxTransport() }, settings().delivery);
    await queue.start(db, quiet);
    for (const to of recipients) {
      await vi.waitFor(async () => expect((await record(db, to))?.status).toBe('sent'), { timeout: 10_000 });
    }
    expect(transport.delivered.map((message) => message.to).sort()).toEqual([...recipients].sort());
  });

  it('refuses to queue many jobs of a kind the database has no queue for, as it refuses one', async () => {
    const { db } = await deliveryWith(new ScriptedTransport(), { work: false });
    const unstarted = new JobQueue(settings());
    unstarted.define('never-started', async () => {}, { retryLimit: 0, retryDelaySeconds: 1 });
    await expect(db.transaction((tx) => unstarted.enqueueMany(tx, 'never-started', [{ item: 1 }]))).rejects.toThrow(
      'has no queue in this database',
    );
  });

  it('keeps the body of what the sandbox delivers, as the outbox is its inbox', async () => {
    const { db, email } = await deliveryWith(new SandboxTransport());
    const to = address();
    await email.send(db, mail(to));
    await vi.waitFor(async () => expect((await record(db, to))?.status).toBe('sent'), { timeout: 10_000 });
    expect((await record(db, to))?.body).toBe(mail(to).text);
  });

  it('tries a retryable failure again, with back-off, until it is delivered', async () => {
    const transport = new ScriptedTransport([retryable, retryable, async () => {}]);
    const { db, email } = await deliveryWith(transport);
    const to = address();
    await email.send(db, mail(to));

    await vi.waitFor(async () => expect((await record(db, to))?.status).toBe('sent'), { timeout: 15_000 });
    expect(transport.calls).toBe(3);
    expect(transport.delivered).toHaveLength(1);
    expect(await record(db, to)).toMatchObject({ attempts: 3, lastError: null });
  }, 30_000);

  it('gives up on a permanent failure at once: failed, with the reason, tried once', async () => {
    const transport = new ScriptedTransport([refused]);
    const { db, email } = await deliveryWith(transport);
    const to = address();
    await email.send(db, mail(to));

    await vi.waitFor(async () => expect((await record(db, to))?.status).toBe('failed'), { timeout: 10_000 });
    expect(await record(db, to)).toMatchObject({ attempts: 1, lastError: '550 no such mailbox', sentAt: null });
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(transport.calls).toBe(1);
  });

  it('gives up after the last retry: failed with the reason, and the job in the dead-letter queue', async () => {
    const transport = new ScriptedTransport([retryable]);
    const { db, email } = await deliveryWith(transport, { settings: settings({ retryLimit: 1 }) });
    const to = address();
    await email.send(db, mail(to));

    await vi.waitFor(async () => expect((await record(db, to))?.status).toBe('failed'), { timeout: 15_000 });
    expect(transport.calls).toBe(2);
    expect(await record(db, to)).toMatchObject({ attempts: 2, lastError: '421 try again later' });
    expect(await jobsIn(db, deadLetterQueue(DELIVER_MESSAGE))).toBe(1);
  }, 30_000);

  it('never hands over a message already sent, and sends each of many once with several workers', async () => {
    const transport = new ScriptedTransport();
    const { db, email, queue: jobs } = await deliveryWith(transport);
    const first = address();
    await email.send(db, mail(first));
    await vi.waitFor(async () => expect((await record(db, first))?.status).toBe('sent'), { timeout: 10_000 });
    const message = await record(db, first);
    // The job again, as after a crash between the transport's answer and the job's completion.
    await jobs.enqueue(db, DELIVER_MESSAGE, { messageId: message?.id });

    const many = Array.from({ length: 12 }, address);
    await Promise.all(many.map((to) => email.send(db, mail(to))));
    await vi.waitFor(
      async () => {
        const rows = await db.select().from(outboxMessages).where(eq(outboxMessages.status, 'sent'));
        expect(rows).toHaveLength(13);
      },
      { timeout: 15_000 },
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(transport.delivered.map((sent) => sent.to).sort()).toEqual([first, ...many].sort());
    expect(await record(db, first)).toMatchObject({ attempts: 1 });
  }, 30_000);

  it('lets the delivery in hand finish when the queue stops', async () => {
    let begun = false;
    const transport = new ScriptedTransport([
      async () => {
        begun = true;
        await new Promise((resolve) => setTimeout(resolve, 1500));
      },
    ]);
    const { db, email, queue: jobs } = await deliveryWith(transport);
    const to = address();
    await email.send(db, mail(to));
    await vi.waitFor(() => expect(begun).toBe(true), { timeout: 10_000 });

    await jobs.stop();
    expect(transport.delivered).toHaveLength(1);
    expect((await record(db, to))?.status).toBe('sent');
  });

  it('stops within its bound when a delivery hangs, leaving the message to be tried again', async () => {
    let begun = false;
    const transport = new ScriptedTransport([
      () => {
        begun = true;
        return new Promise(() => {});
      },
    ]);
    const {
      db,
      email,
      queue: jobs,
    } = await deliveryWith(transport, {
      settings: { ...settings(), shutdownSeconds: 1 },
    });
    const to = address();
    await email.send(db, mail(to));
    await vi.waitFor(() => expect(begun).toBe(true), { timeout: 10_000 });

    const started = performance.now();
    await jobs.stop();
    // The bound is 1 s; pg-boss looks every 0.5 s, and a busy machine adds its own delay.
    expect(performance.now() - started).toBeLessThan(5000);
    expect(await record(db, to)).toMatchObject({ status: 'pending', attempts: 1 });
    const [job] = rowsOf<{ state: string }>(
      await db.execute(
        sql`select state from pgboss.job where name = ${DELIVER_MESSAGE} and data->>'messageId' = ${(await record(db, to))?.id}`,
      ),
    );
    expect(job?.state).toBe('retry');
  });
});

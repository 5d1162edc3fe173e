import { and, eq, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx, Transaction } from '../db/client';
import { outboxMessages } from '../db/schema';
import type { JobQueue } from '../jobs/job-queue';
import type { EmailTransport, SmsTransport } from './delivery';
import type { EmailMessage, EmailSender } from './email';
import type { JobQueueSettings } from './job-queue-settings';
import { SandboxTransport } from './sandbox-transport';
import type { SmsMessage, SmsSender } from './sms';

/** The job that hands one recorded message to its transport. */
export const DELIVER_MESSAGE = 'deliver-message';

interface DeliverMessage {
  messageId: string;
}

export interface DeliveryTransports {
  email: EmailTransport;
  sms: SmsTransport;
}

type NewMessage = Pick<typeof outboxMessages.$inferInsert, 'channel' | 'recipient' | 'subject' | 'body'>;

/**
 * Durable delivery of every SMS and e-mail (docs/integrations.md, "Durable delivery"). `send` records
 * the message in `outbox_messages` and enqueues its delivery in the caller's transaction; the queue's
 * worker hands it to the channel's transport, retries with back-off, and marks it `failed` with the
 * reason once it gives up. The record is what makes a retry safe: a message already `sent` is never
 * handed over again. A real transport's message loses its body once sent (a reset link or an OTP is a
 * credential); the sandbox's keeps it, as its record is the test inbox.
 */
export function deliverMessages(
  queue: JobQueue,
  transports: DeliveryTransports,
  settings: JobQueueSettings['delivery'],
): { email: EmailSender; sms: SmsSender } {
  queue.define<DeliverMessage>(DELIVER_MESSAGE, (job, { db }) => deliver(db, transports, job.messageId), {
    retryLimit: settings.retryLimit,
    retryDelaySeconds: settings.retryDelaySeconds,
    onDeadLetter: async (job, reason, db) => {
      await db
        .update(outboxMessages)
        .set({ status: 'failed', lastError: reason })
        .where(and(eq(outboxMessages.id, job.messageId), eq(outboxMessages.status, 'pending')));
    },
  });
  const record = (db: DbOrTx, message: NewMessage) => {
    const write = async (tx: Transaction) => {
      const [row] = await tx.insert(outboxMessages).values(message).returning({ id: outboxMessages.id });
      await queue.enqueue<DeliverMessage>(tx, DELIVER_MESSAGE, { messageId: row?.id ?? '' });
    };
    return db instanceof PgTransaction ? write(db as Transaction) : db.transaction(write);
  };
  const recordAll = (db: DbOrTx, messages: NewMessage[]) => {
    const write = async (tx: Transaction) => {
      if (messages.length === 0) return;
      const rows = await tx.insert(outboxMessages).values(messages).returning({ id: outboxMessages.id });
      await queue.enqueueMany<DeliverMessage>(
        tx,
        DELIVER_MESSAGE,
        rows.map((row) => ({ messageId: row.id })),
      );
    };
    return db instanceof PgTransaction ? write(db as Transaction) : db.transaction(write);
  };
  const asEmail = (message: EmailMessage): NewMessage => ({
    channel: 'email',
    recipient: message.to,
    subject: message.subject,
    body: message.text,
  });
  const asSms = (message: SmsMessage): NewMessage => ({
    channel: 'sms',
    recipient: message.to,
    subject: null,
    body: message.text,
  });
  return {
    email: {
      send: (db, message) => record(db, asEmail(message)),
      sendAll: (db, messages) => recordAll(db, messages.map(asEmail)),
    },
    sms: {
      send: (db, message) => record(db, asSms(message)),
      sendAll: (db, messages) => recordAll(db, messages.map(asSms)),
    },
  };
}

async function deliver(db: DbOrTx, transports: DeliveryTransports, messageId: string): Promise<void> {
  // Counted before the transport is called, so a try cut short by a crash shows too.
  const [message] = await db
    .update(outboxMessages)
    .set({ attempts: sql`${outboxMessages.attempts} + 1` })
    .where(and(eq(outboxMessages.id, messageId), eq(outboxMessages.status, 'pending')))
    .returning();
  // Sent already (a retry after a crash between the transport's answer and the job's completion), or given up.
  if (!message) return;
  const transport = message.channel === 'email' ? transports.email : transports.sms;
  try {
    if (message.channel === 'email') {
      await transports.email.deliver({ to: message.recipient, subject: message.subject ?? '', text: message.body });
    } else {
      await transports.sms.deliver({ to: message.recipient, text: message.body });
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await db.update(outboxMessages).set({ lastError: reason }).where(eq(outboxMessages.id, messageId));
    throw error;
  }
  await db
    .update(outboxMessages)
    .set({
      status: 'sent',
      sentAt: new Date(),
      lastError: null,
      ...(transport instanceof SandboxTransport ? {} : { body: '' }),
    })
    .where(eq(outboxMessages.id, messageId));
}

import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/** Where a message stands: waiting for (another) try, handed to the transport, or given up on. */
export const deliveryStatuses = ['pending', 'sent', 'failed'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/**
 * Every SMS and e-mail a subscriber is sent, written in the transaction of the change it reports, with
 * its delivery job (src/jobs, integrations/message-delivery.ts). The row is the delivery record: a row
 * already `sent` is never handed to a transport again. A real transport's messages lose their body once
 * sent (a reset link or an OTP is a credential); the sandbox keeps it, as /sandbox/outbox is its inbox.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: id(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    /** Emptied once a real transport has delivered it. */
    body: text('body').notNull(),
    createdAt: createdAt(),
    status: text('status', { enum: deliveryStatuses }).notNull().default('pending'),
    /** Tries begun, counted before the transport is called, so a try cut short by a crash counts too. */
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Why the latest try failed (the transport's reason, no message content); for `failed`, why it gave up. */
    lastError: text('last_error'),
  },
  (table) => [
    index('outbox_messages_created_idx').on(table.createdAt),
    // The console's care timeline: the messages sent to an account's e-mail and mobiles.
    index('outbox_messages_recipient_idx').on(table.recipient, table.createdAt),
  ],
);

import { boolean, check, date, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { purchases } from './billing';
import { createdAt, id, money, updatedAt } from './columns';
import { oneOf } from './constraints';

/**
 * What an account chose to be sent, per kind and channel (decision 0066). No row means the defaults,
 * which are the columns' defaults: reminders and receipts on, offers off. Security notices and payment
 * problems have no column: they always go out.
 */
export const notificationPreferences = pgTable('notification_preferences', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  renewalRemindersSms: boolean('renewal_reminders_sms').notNull().default(true),
  renewalRemindersEmail: boolean('renewal_reminders_email').notNull().default(true),
  expiryRemindersSms: boolean('expiry_reminders_sms').notNull().default(true),
  expiryRemindersEmail: boolean('expiry_reminders_email').notNull().default(true),
  paymentReceiptsSms: boolean('payment_receipts_sms').notNull().default(true),
  paymentReceiptsEmail: boolean('payment_receipts_email').notNull().default(true),
  offersSms: boolean('offers_sms').notNull().default(false),
  offersEmail: boolean('offers_email').notNull().default(false),
  updatedAt: updatedAt(),
});

export const reminderKinds = ['renewal', 'expiry'] as const;
export type ReminderKind = (typeof reminderKinds)[number];

/**
 * One row per reminder the lifecycle sweep has dealt with: a purchase's renewal or end, for the period
 * ending on `periodEnd` (its billing end date). The unique key is what makes a reminder go out once,
 * however many sweeps run at once or again: the row is inserted in the transaction that queues the
 * messages, and a second insert for the same period does nothing. Written even when the subscriber
 * turned both channels off, so the sweep does not look at it again.
 */
export const sentReminders = pgTable(
  'sent_reminders',
  {
    id: id(),
    purchaseId: uuid('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: reminderKinds }).notNull(),
    periodEnd: date('period_end').notNull(),
    /** The amount a renewal reminder named (taxes included); null for an expiry reminder. */
    amount: money('amount'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('sent_reminders_once_idx').on(table.purchaseId, table.kind, table.periodEnd),
    check('sent_reminders_kind_check', oneOf(table.kind, reminderKinds)),
  ],
);

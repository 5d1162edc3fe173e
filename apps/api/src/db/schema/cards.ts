import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts, connections } from './accounts';
import { transactions } from './billing';
import { createdAt, id, updatedAt } from './columns';
import { oneOf } from './constraints';

/** A preapproval is waiting for PayHere's notification, was approved (a card is on file) or was refused. */
export const preapprovalStatuses = ['PENDING', 'APPROVED', 'FAILED'] as const;

/**
 * A request to PayHere's Preapproval API (decision 0056): the first card payment of a subscription
 * (its payment is then charged on the card it gives), or a subscriber replacing the card on file.
 * Its order id is the one the preapproval was signed with; PayHere's notification names it.
 */
export const cardPreapprovals = pgTable(
  'card_preapprovals',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => connections.id, { onDelete: 'cascade' }),
    orderId: text('order_id').notNull().unique(),
    /** The payment charged on the card once it is approved; null when a card is only replaced. */
    transactionId: uuid('transaction_id').references(() => transactions.id, { onDelete: 'cascade' }),
    status: text('status', { enum: preapprovalStatuses }).notNull().default('PENDING'),
    /** PayHere's words on a refusal. */
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('card_preapprovals_account_idx').on(table.accountId),
    index('card_preapprovals_transaction_idx').on(table.transactionId),
    check('card_preapprovals_status_check', oneOf(table.status, preapprovalStatuses)),
  ],
);

/**
 * The card on file: PayHere's customer token and the masked card it stands for, nothing else of the
 * card. One live card an account; replacing it (or a chargeback on it) forgets the old one.
 */
export const cardTokens = pgTable(
  'card_tokens',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** PayHere's encrypted customer token; never logged, never sent to the browser. */
    customerToken: text('customer_token').notNull(),
    /** The brand as PayHere names the method, e.g. 'VISA'. */
    method: text('method'),
    /** As PayHere masks it, e.g. '************1292'. */
    cardMask: text('card_mask').notNull(),
    cardHolderName: text('card_holder_name'),
    /** 'MM/YY', as PayHere writes it. */
    cardExpiry: text('card_expiry'),
    preapprovalId: uuid('preapproval_id').references(() => cardPreapprovals.id, { onDelete: 'set null' }),
    /** When the subscriber was told the card expires soon (once a card). */
    expiryWarnedAt: timestamp('expiry_warned_at', { withTimezone: true }),
    /** Replaced or charged back: never charged again. */
    forgottenAt: timestamp('forgotten_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('card_tokens_one_live_idx').on(table.accountId).where(sql`${table.forgottenAt} is null`),
    index('card_tokens_account_idx').on(table.accountId),
  ],
);

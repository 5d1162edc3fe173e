import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { transactions } from './billing';
import { createdAt, id, money, updatedAt } from './columns';
import { oneOf } from './constraints';

/** A refund is asked for (PENDING until the gateway answers), taken (SUCCESS) or refused (FAILURE). */
export const refundStatuses = ['PENDING', 'SUCCESS', 'FAILURE'] as const;

/**
 * Money given back on a paid card payment, fully or partly, through the gateway's Refund API
 * (decision 0053). Who asked and why are kept with it; the Idempotency-Key makes a repeated request
 * answer the refund it already made.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    reason: text('reason').notNull(),
    /** The staff member (or process) that asked for it. */
    requestedBy: text('requested_by').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    status: text('status', { enum: refundStatuses }).notNull(),
    /** The gateway's id of the refund, once taken. */
    gatewayRefundId: text('gateway_refund_id'),
    /** The gateway's words on a refusal. */
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('refunds_transaction_idx').on(table.transactionId),
    check('refunds_status_check', oneOf(table.status, refundStatuses)),
    check('refunds_amount_check', sql`${table.amount} > 0`),
  ],
);

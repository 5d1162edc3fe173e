import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { billLines, transactions } from './billing';
import { createdAt, id, money, updatedAt } from './columns';
import { oneOf } from './constraints';

/** A refund is asked for (PENDING until the gateway answers), taken (SUCCESS) or refused (FAILURE). */
export const refundStatuses = ['PENDING', 'SUCCESS', 'FAILURE'] as const;

/**
 * Money given back, fully or partly (decision 0053): on a paid card payment through the gateway's
 * Refund API, or on a fixed-line bill as a credit line. Who asked and why are kept with it; the
 * Idempotency-Key makes a repeated request answer the refund it already made.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    /** The card payment given back; or */
    transactionId: uuid('transaction_id').references(() => transactions.id, { onDelete: 'cascade' }),
    /** the bill line credited (fixed-line connections). */
    billLineId: uuid('bill_line_id').references(() => billLines.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    reason: text('reason').notNull(),
    /** The staff member (or process) that asked for it. */
    requestedBy: text('requested_by').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    status: text('status', { enum: refundStatuses }).notNull(),
    /** The gateway's id of the refund, once taken; for a bill, the credit line's. */
    gatewayRefundId: text('gateway_refund_id'),
    /** The gateway's words on a refusal. */
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('refunds_transaction_idx').on(table.transactionId),
    index('refunds_bill_line_idx').on(table.billLineId),
    /** The console's revenue report: refunds taken over a range of days. */
    index('refunds_status_created_idx').on(table.status, table.createdAt),
    check('refunds_subject_check', sql`(${table.transactionId} is null) <> (${table.billLineId} is null)`),
    check('refunds_status_check', oneOf(table.status, refundStatuses)),
    check('refunds_amount_check', sql`${table.amount} > 0`),
  ],
);

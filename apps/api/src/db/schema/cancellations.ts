import { CANCELLATION_REASONS } from '@selfcare/contracts';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { connections } from './accounts';
import { purchases } from './billing';
import { products } from './catalogue';
import { createdAt, id } from './columns';
import { oneOf } from './constraints';

/**
 * One row for every unsubscription that took effect (decision 0071): a subscription's (with its purchase
 * and product) or a whole connection's (neither), and the reason the subscriber gave, if any. The console's
 * cancellations report counts the codes by day; the free text is personal data and no report reads it.
 * A repeated unsubscribe adds nothing.
 */
export const cancellations = pgTable(
  'cancellations',
  {
    id: id(),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => connections.id, { onDelete: 'cascade' }),
    /** The subscription unsubscribed; null when the whole connection was. */
    purchaseId: uuid('purchase_id').references(() => purchases.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'cascade' }),
    /** One of CANCELLATION_REASONS; null when the subscriber skipped the question. */
    reasonCode: text('reason_code', { enum: CANCELLATION_REASONS }),
    /** The subscriber's own words (at most 500 characters): personal data, in no report or log. */
    reasonText: text('reason_text'),
    createdAt: createdAt(),
  },
  (table) => [
    /** The cancellations report: rows over a range of days. */
    index('cancellations_created_idx').on(table.createdAt),
    index('cancellations_connection_idx').on(table.connectionId),
    index('cancellations_purchase_idx').on(table.purchaseId),
    check('cancellations_reason_check', oneOf(table.reasonCode, CANCELLATION_REASONS)),
    check('cancellations_subject_check', sql`(${table.purchaseId} is null) = (${table.productId} is null)`),
    check(
      'cancellations_text_check',
      sql`${table.reasonText} is null or (${table.reasonCode} is not null and char_length(${table.reasonText}) <= 500)`,
    ),
  ],
);

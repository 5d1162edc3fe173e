import {
  RETENTION_OFFER_KINDS,
  RETENTION_PERCENT_MAX,
  RETENTION_PERCENT_MIN,
  RETENTION_RENEWALS_MAX,
  RETENTION_RENEWALS_MIN,
} from '@selfcare/contracts';
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { purchases } from './billing';
import { products } from './catalogue';
import { id } from './columns';
import { staffAccounts } from './console';
import { oneOf } from './constraints';

/**
 * The offer a product makes a subscriber who is unsubscribing (issue 31, decision 0072), one per
 * product, set and cleared in the console. `kind` has one value today (a discount of `percent` on the
 * next `renewals` renewals); a downgrade or pause offer is another value and its own nullable columns.
 */
export const retentionOffers = pgTable(
  'retention_offers',
  {
    productId: uuid('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: RETENTION_OFFER_KINDS }).notNull(),
    percent: integer('percent').notNull(),
    renewals: integer('renewals').notNull(),
    updatedBy: uuid('updated_by').references(() => staffAccounts.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('retention_offers_kind_check', oneOf(table.kind, RETENTION_OFFER_KINDS)),
    check(
      'retention_offers_percent_check',
      sql`${table.percent} between ${sql.raw(String(RETENTION_PERCENT_MIN))} and ${sql.raw(String(RETENTION_PERCENT_MAX))}`,
    ),
    check(
      'retention_offers_renewals_check',
      sql`${table.renewals} between ${sql.raw(String(RETENTION_RENEWALS_MIN))} and ${sql.raw(String(RETENTION_RENEWALS_MAX))}`,
    ),
  ],
);

/**
 * An offer a subscriber accepted, at most one per purchase, with its terms as they were then (staff may
 * change the product's offer later). The renewal that charges a discounted period takes one off
 * `renewals_left` in the transaction that moves the period on, so each is spent once.
 */
export const acceptedRetentionOffers = pgTable(
  'accepted_retention_offers',
  {
    id: id(),
    purchaseId: uuid('purchase_id')
      .notNull()
      .unique('accepted_retention_offers_purchase_unique')
      .references(() => purchases.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: RETENTION_OFFER_KINDS }).notNull(),
    percent: integer('percent').notNull(),
    renewals: integer('renewals').notNull(),
    renewalsLeft: integer('renewals_left').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('accepted_retention_offers_kind_check', oneOf(table.kind, RETENTION_OFFER_KINDS)),
    check('accepted_retention_offers_percent_check', sql`${table.percent} between 1 and 99`),
    check('accepted_retention_offers_left_check', sql`${table.renewalsLeft} between 0 and ${table.renewals}`),
  ],
);

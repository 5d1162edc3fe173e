import {
  RETENTION_OFFER_KINDS,
  RETENTION_PERCENT_MAX,
  RETENTION_PERCENT_MIN,
  RETENTION_RENEWALS_MAX,
  RETENTION_RENEWALS_MIN,
} from '@selfcare/contracts';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { purchases } from './billing';
import { products } from './catalogue';
import { id } from './columns';
import { staffAccounts } from './console';
import { oneOf } from './constraints';

/**
 * The terms' columns each kind fills, and only those (decisions 0073 and 0075): a discount `percent` off
 * the next `renewals` renewals, a pause of `pause_periods` months, a downgrade to `downgrade_product_id`.
 */
const termsOfKind = (table: {
  kind: AnyPgColumn;
  percent: AnyPgColumn;
  renewals: AnyPgColumn;
  pausePeriods: AnyPgColumn;
  downgradeProductId: AnyPgColumn;
}) =>
  sql`((${table.kind} = 'discount' and ${table.percent} is not null and ${table.renewals} is not null and ${table.pausePeriods} is null and ${table.downgradeProductId} is null)
    or (${table.kind} = 'pause' and ${table.pausePeriods} between 1 and 3 and ${table.percent} is null and ${table.renewals} is null and ${table.downgradeProductId} is null)
    or (${table.kind} = 'downgrade' and ${table.downgradeProductId} is not null and ${table.percent} is null and ${table.renewals} is null and ${table.pausePeriods} is null))`;

/**
 * The offer a product makes a subscriber who is unsubscribing (issue 31, decisions 0072 and 0073), one
 * per product, set and cleared in the console: a discount, a pause or a downgrade, each kind its own
 * nullable columns.
 */
export const retentionOffers = pgTable(
  'retention_offers',
  {
    productId: uuid('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: RETENTION_OFFER_KINDS }).notNull(),
    percent: integer('percent'),
    renewals: integer('renewals'),
    pausePeriods: integer('pause_periods'),
    downgradeProductId: uuid('downgrade_product_id').references((): AnyPgColumn => products.id, {
      onDelete: 'cascade',
    }),
    updatedBy: uuid('updated_by').references(() => staffAccounts.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('retention_offers_kind_check', oneOf(table.kind, RETENTION_OFFER_KINDS)),
    check('retention_offers_terms_check', termsOfKind(table)),
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
 * change the product's offer later). A pause accepted is the purchase's pause (decision 0070); the
 * row keeps that it came from the offer, as does a downgrade accepted (the package change's). The renewal that charges a discounted period takes one off
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
    percent: integer('percent'),
    renewals: integer('renewals'),
    renewalsLeft: integer('renewals_left'),
    pausePeriods: integer('pause_periods'),
    downgradeProductId: uuid('downgrade_product_id').references((): AnyPgColumn => products.id),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('accepted_retention_offers_kind_check', oneOf(table.kind, RETENTION_OFFER_KINDS)),
    check(
      'accepted_retention_offers_terms_check',
      sql`${termsOfKind(table)} and (${table.kind} = 'discount') = (${table.renewalsLeft} is not null)`,
    ),
    check('accepted_retention_offers_percent_check', sql`${table.percent} between 1 and 99`),
    check('accepted_retention_offers_left_check', sql`${table.renewalsLeft} between 0 and ${table.renewals}`),
  ],
);

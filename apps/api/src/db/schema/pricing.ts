import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { connections } from './accounts';
import { createdAt, id, money } from './columns';
import { staffAccounts } from './console';
import { oneOf } from './constraints';
import {
  discountDurationTypes,
  discountLevels,
  discountTypes,
  productAvailabilities,
  purchaseTypes,
  utilizationPeriodUnits,
} from './values';

/** The "purchase table" of a product: the options it can be bought with. */
export const purchaseOptionGroups = pgTable('purchase_option_groups', {
  id: id(),
  name: text('name').notNull(),
});

/** One way to buy a product: a price, subscription or one-off, and how long it lasts. */
export const purchaseOptions = pgTable(
  'purchase_options',
  {
    id: id(),
    purchaseOptionGroupId: uuid('purchase_option_group_id')
      .notNull()
      .references(() => purchaseOptionGroups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    purchaseType: text('purchase_type', { enum: purchaseTypes }).notNull(),
    /** Price before taxes and discounts. */
    defaultPrice: money('default_price').notNull(),
    /** The purchase type of the group's default option; the subscribe payloads echo it back. */
    defaultPurchaseOptionType: text('default_purchase_option_type', { enum: purchaseTypes }).notNull(),
    absoluteDiscount: money('absolute_discount').notNull().default(0),
    discountPercentage: numeric('discount_percentage', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    productAvailableFor: text('product_available_for', { enum: productAvailabilities }).notNull().default('ALL'),
    utilizationPeriod: integer('utilization_period').notNull(),
    utilizationPeriodUnit: text('utilization_period_unit', { enum: utilizationPeriodUnits }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    externalRef: text('external_ref'),
    downstreamRef: text('downstream_ref'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    index('purchase_options_group_idx').on(table.purchaseOptionGroupId, table.sortOrder),
    uniqueIndex('purchase_options_one_default_idx').on(table.purchaseOptionGroupId).where(sql`${table.isDefault}`),
    check('purchase_options_purchase_type_check', oneOf(table.purchaseType, purchaseTypes)),
    check('purchase_options_default_type_check', oneOf(table.defaultPurchaseOptionType, purchaseTypes)),
    check('purchase_options_available_for_check', oneOf(table.productAvailableFor, productAvailabilities)),
    check('purchase_options_unit_check', oneOf(table.utilizationPeriodUnit, utilizationPeriodUnits)),
    check('purchase_options_period_check', sql`${table.utilizationPeriod} > 0`),
    check('purchase_options_price_check', sql`${table.defaultPrice} >= 0 and ${table.absoluteDiscount} >= 0`),
    check('purchase_options_percentage_check', sql`${table.discountPercentage} between 0 and 100`),
  ],
);

/**
 * A price a purchase option takes from a day on (Asia/Colombo), set in the console. The lifecycle sweep
 * of that day applies it once (applied_at): the option's default price changes for new purchases, and
 * live subscriptions on the option renew at it from their next period.
 */
export const purchaseOptionPriceChanges = pgTable(
  'purchase_option_price_changes',
  {
    id: id(),
    purchaseOptionId: uuid('purchase_option_id')
      .notNull()
      .references(() => purchaseOptions.id, { onDelete: 'cascade' }),
    price: money('price').notNull(),
    effectiveOn: date('effective_on', { mode: 'string' }).notNull(),
    createdBy: uuid('created_by').references(() => staffAccounts.id),
    createdAt: createdAt(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('purchase_option_price_changes_option_day_idx').on(table.purchaseOptionId, table.effectiveOn),
    index('purchase_option_price_changes_due_idx').on(table.effectiveOn).where(sql`${table.appliedAt} is null`),
    check('purchase_option_price_changes_price_check', sql`${table.price} >= 0`),
  ],
);

/** The discounts that apply to a product (spec 001 "Discount option group"). */
export const discountOptionGroups = pgTable('discount_option_groups', {
  id: id(),
  name: text('name').notNull(),
});

/**
 * A product-level discount applies to every subscriber; a user-level one only to its connection. When
 * both exist the one that starts earlier is shown (spec 001 section 5).
 */
export const discountOptions = pgTable(
  'discount_options',
  {
    id: id(),
    discountOptionGroupId: uuid('discount_option_group_id')
      .notNull()
      .references(() => discountOptionGroups.id, { onDelete: 'cascade' }),
    discountLevel: text('discount_level', { enum: discountLevels }).notNull(),
    connectionId: uuid('connection_id').references(() => connections.id, { onDelete: 'cascade' }),
    discountType: text('discount_type', { enum: discountTypes }).notNull(),
    value: numeric('value', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** Number of duration units the discount lasts after purchase; null when the type is FOREVER. */
    duration: integer('duration'),
    durationType: text('duration_type', { enum: discountDurationTypes }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (table) => [
    index('discount_options_group_idx').on(table.discountOptionGroupId),
    index('discount_options_connection_idx').on(table.connectionId),
    check('discount_options_level_check', oneOf(table.discountLevel, discountLevels)),
    check('discount_options_type_check', oneOf(table.discountType, discountTypes)),
    check('discount_options_duration_type_check', oneOf(table.durationType, discountDurationTypes)),
    check(
      'discount_options_user_level_check',
      sql`(${table.discountLevel} = 'USER') = (${table.connectionId} is not null)`,
    ),
    check(
      'discount_options_duration_check',
      sql`(${table.durationType} = 'FOREVER' and ${table.duration} is null) or (${table.durationType} <> 'FOREVER' and ${table.duration} > 0)`,
    ),
    check(
      'discount_options_value_check',
      sql`${table.value} > 0 and (${table.discountType} = 'AMOUNT' or ${table.value} <= 100)`,
    ),
    check('discount_options_window_check', sql`${table.endsAt} is null or ${table.endsAt} > ${table.startsAt}`),
  ],
);

/**
 * Taxes added on top of a price, applied in sort order. A compound tax is charged on the price plus the
 * taxes before it (VAT is levied on the price including SSCL).
 */
export const taxRates = pgTable(
  'tax_rates',
  {
    id: id(),
    taxDisplayName: text('tax_display_name').notNull(),
    ratePercent: numeric('rate_percent', { precision: 7, scale: 4, mode: 'number' }).notNull(),
    compound: boolean('compound').notNull().default(false),
    sortOrder: integer('sort_order').notNull(),
    active: boolean('active').notNull().default(true),
    /** The rate applies to charges made from this instant... */
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull().default(sql`'2000-01-01T00:00:00Z'`),
    /** ...until this one (exclusive); null while no end is known. */
    effectiveUntil: timestamp('effective_until', { withTimezone: true }),
  },
  (table) => [
    unique('tax_rates_display_name_from_unique').on(table.taxDisplayName, table.effectiveFrom),
    check('tax_rates_rate_check', sql`${table.ratePercent} >= 0 and ${table.ratePercent} < 100`),
    check(
      'tax_rates_window_check',
      sql`${table.effectiveUntil} is null or ${table.effectiveUntil} > ${table.effectiveFrom}`,
    ),
  ],
);

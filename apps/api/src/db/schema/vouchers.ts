import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './catalogue';
import { createdAt, id, money } from './columns';
import { staffAccounts } from './console';
import { oneOf } from './constraints';
import { productSubTypes, productTypes } from './reference';
import { voucherDiscountTypes } from './values';

/**
 * A batch of promotional voucher codes made in the console: either one shared code with an overall
 * limit, or code_count single-use codes. Its codes are rows of promotional_vouchers with its id.
 */
export const voucherCampaigns = pgTable(
  'voucher_campaigns',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    shared: boolean('shared').notNull(),
    codeCount: integer('code_count').notNull(),
    createdBy: uuid('created_by').references(() => staffAccounts.id),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      'voucher_campaigns_code_count_check',
      sql`${table.codeCount} > 0 and (not ${table.shared} or ${table.codeCount} = 1)`,
    ),
  ],
);

/**
 * Discount codes a subscriber types into the voucher box (e.g. WELCOME10). With no rows in the
 * restriction tables a voucher applies to every product; otherwise the product must match one of them.
 */
export const promotionalVouchers = pgTable(
  'promotional_vouchers',
  {
    id: id(),
    /** Stored upper-case; subscribers' input is upper-cased before lookup. */
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url').notNull(),
    discountType: text('discount_type', { enum: voucherDiscountTypes }).notNull(),
    value: numeric('value', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
    /** Across all connections; null means no overall limit. */
    maxUses: integer('max_uses'),
    perConnectionLimit: integer('per_connection_limit').notNull().default(1),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Set on the codes a console campaign generated; those are never listed, only typed. */
    campaignId: uuid('campaign_id').references(() => voucherCampaigns.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('promotional_vouchers_active_idx').on(table.active, table.validTo),
    index('promotional_vouchers_campaign_idx').on(table.campaignId),
    check('promotional_vouchers_code_check', sql`${table.code} = upper(${table.code}) and length(${table.code}) >= 2`),
    check('promotional_vouchers_type_check', oneOf(table.discountType, voucherDiscountTypes)),
    check(
      'promotional_vouchers_value_check',
      sql`${table.value} > 0 and (${table.discountType} = 'AMOUNT' or ${table.value} <= 100)`,
    ),
    check('promotional_vouchers_window_check', sql`${table.validTo} > ${table.validFrom}`),
    check(
      'promotional_vouchers_limits_check',
      sql`${table.perConnectionLimit} > 0 and (${table.maxUses} is null or ${table.maxUses} > 0)`,
    ),
  ],
);

export const promotionalVoucherProductTypes = pgTable(
  'promotional_voucher_product_types',
  {
    voucherId: uuid('voucher_id')
      .notNull()
      .references(() => promotionalVouchers.id, { onDelete: 'cascade' }),
    productTypeId: uuid('product_type_id')
      .notNull()
      .references(() => productTypes.id),
  },
  (table) => [
    primaryKey({ columns: [table.voucherId, table.productTypeId] }),
    index('promotional_voucher_product_types_type_idx').on(table.productTypeId),
  ],
);

export const promotionalVoucherProducts = pgTable(
  'promotional_voucher_products',
  {
    voucherId: uuid('voucher_id')
      .notNull()
      .references(() => promotionalVouchers.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.voucherId, table.productId] }),
    index('promotional_voucher_products_product_idx').on(table.productId),
  ],
);

/**
 * Gift vouchers on sale (spec 002 section 2.5). A voucher is worth either a number of products
 * (total_count) or an amount to spend (total_value). An unrestricted voucher buys anything; a restricted
 * one buys only what its product, product-type and sub-type lists match ('What you can buy?').
 */
export const giftVouchers = pgTable(
  'gift_vouchers',
  {
    id: id(),
    voucherName: text('voucher_name').notNull(),
    description: text('description').notNull().default(''),
    price: money('price').notNull(),
    imageUrl: text('image_url').notNull(),
    totalCount: integer('total_count'),
    totalValue: money('total_value'),
    /** Days a bought voucher stays usable. */
    utilizePeriod: integer('utilize_period').notNull(),
    /** true: usable only by the buying connection; false: a gift whose code any connection may redeem. */
    own: boolean('own').notNull(),
    restricted: boolean('restricted').notNull().default(false),
    /** Listed for sale only until this instant. */
    purchaseEnd: timestamp('purchase_end', { withTimezone: true }).notNull(),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    index('gift_vouchers_listing_idx').on(table.active, table.purchaseEnd),
    check('gift_vouchers_count_or_value_check', sql`(${table.totalCount} is null) <> (${table.totalValue} is null)`),
    check(
      'gift_vouchers_amounts_check',
      sql`${table.price} > 0 and (${table.totalCount} is null or ${table.totalCount} > 0) and (${table.totalValue} is null or ${table.totalValue} > 0)`,
    ),
    check('gift_vouchers_period_check', sql`${table.utilizePeriod} > 0`),
  ],
);

export const giftVoucherProducts = pgTable(
  'gift_voucher_products',
  {
    giftVoucherId: uuid('gift_voucher_id')
      .notNull()
      .references(() => giftVouchers.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.giftVoucherId, table.productId] }),
    index('gift_voucher_products_product_idx').on(table.productId),
  ],
);

export const giftVoucherProductTypes = pgTable(
  'gift_voucher_product_types',
  {
    giftVoucherId: uuid('gift_voucher_id')
      .notNull()
      .references(() => giftVouchers.id, { onDelete: 'cascade' }),
    productTypeId: uuid('product_type_id')
      .notNull()
      .references(() => productTypes.id),
  },
  (table) => [
    primaryKey({ columns: [table.giftVoucherId, table.productTypeId] }),
    index('gift_voucher_product_types_type_idx').on(table.productTypeId),
  ],
);

export const giftVoucherSubTypes = pgTable(
  'gift_voucher_sub_types',
  {
    giftVoucherId: uuid('gift_voucher_id')
      .notNull()
      .references(() => giftVouchers.id, { onDelete: 'cascade' }),
    productSubTypeId: uuid('product_sub_type_id')
      .notNull()
      .references(() => productSubTypes.id),
  },
  (table) => [
    primaryKey({ columns: [table.giftVoucherId, table.productSubTypeId] }),
    index('gift_voucher_sub_types_sub_type_idx').on(table.productSubTypeId),
  ],
);

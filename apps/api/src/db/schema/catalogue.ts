import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { oneOf, subsetOf } from './constraints';
import { discountOptionGroups, purchaseOptionGroups, purchaseOptions } from './pricing';
import { productSubTypes, productTypes } from './reference';
import { type ProductRegion, productRegions, productStatuses, purchaseModes } from './values';

/** An information line on a video page, e.g. { code: 'DIRECTOR', name: 'Asoka Handagama' }. */
export interface AdditionalDetail {
  code: string;
  name: string;
}

/** Everything sold or shown in the catalogue: channels, videos, packages, screens, data bundles... */
export const products = pgTable(
  'products',
  {
    id: id(),
    productTypeId: uuid('product_type_id')
      .notNull()
      .references(() => productTypes.id),
    productSubTypeId: uuid('product_sub_type_id').references(() => productSubTypes.id),
    /** The package family a product is sold as (secondary package, promotional package, primary data bundle). */
    packageTypeId: uuid('package_type_id').references(() => productTypes.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url').notNull(),
    thumbnailUrl: text('thumbnail_url').notNull(),
    status: text('status', { enum: productStatuses }).notNull().default('PRODUCT_STATUS_ACTIVE'),
    purchaseMode: text('purchase_mode', { enum: purchaseModes }).notNull(),
    /** Empty means watchable anywhere. */
    regions: text('regions').array().$type<ProductRegion[]>().notNull().default(sql`'{}'::text[]`),
    pgRating: text('pg_rating'),
    featureTstv: boolean('feature_tstv').notNull().default(false),
    featurePip: boolean('feature_pip').notNull().default(false),
    featureCpvr: boolean('feature_cpvr').notNull().default(false),
    additionalDetails: jsonb('additional_details').$type<AdditionalDetail[]>().notNull().default([]),
    numberOfScreens: smallint('number_of_screens'),
    /** Gigabytes; -1 means unlimited. */
    dataQuota: integer('data_quota'),
    channelNo: integer('channel_no'),
    enableDisplay: boolean('enable_display').notNull().default(true),
    lowestAgeGroup: smallint('lowest_age_group'),
    directlyMapped: boolean('directly_mapped').notNull().default(false),
    externalRef: text('external_ref'),
    downstreamRef: text('downstream_ref'),
    purchasePeriodStart: timestamp('purchase_period_start', { withTimezone: true }),
    purchasePeriodEnd: timestamp('purchase_period_end', { withTimezone: true }),
    licensePeriodStart: timestamp('license_period_start', { withTimezone: true }),
    licensePeriodEnd: timestamp('license_period_end', { withTimezone: true }),
    /** A purchase option the subscriber must already hold before buying this product. */
    prerequisitesOptionId: uuid('prerequisites_option_id').references(() => purchaseOptions.id),
    prerequisitesOptionName: text('prerequisites_option_name'),
    /** Null for products that are only ever bundled. */
    purchaseOptionGroupId: uuid('purchase_option_group_id').references(() => purchaseOptionGroups.id),
    discountOptionGroupId: uuid('discount_option_group_id').references(() => discountOptionGroups.id),
    sortOrder: integer('sort_order').notNull().default(0),
    /** A base package's monthly subscription may be paused by its subscribers (decision 0074); staff set it. */
    pauseAllowed: boolean('pause_allowed').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // Listing order (sort_order, then id to break ties) ends both indexes, so a page is an index range.
    index('products_type_status_idx').on(table.productTypeId, table.status, table.sortOrder, table.id),
    index('products_sub_type_idx').on(table.productSubTypeId, table.status, table.sortOrder, table.id),
    // Only what public lists show (isListed in modules/products/product-rows.ts): a page is an index range
    // with no rows filtered out, and a page's total is an index-only count over the list's own entries.
    index('products_listed_type_idx')
      .on(table.productTypeId, table.sortOrder, table.id)
      .where(sql`${table.status} = 'PRODUCT_STATUS_ACTIVE' and ${table.enableDisplay}`),
    index('products_listed_sub_type_idx')
      .on(table.productSubTypeId, table.productTypeId, table.sortOrder, table.id)
      .where(sql`${table.status} = 'PRODUCT_STATUS_ACTIVE' and ${table.enableDisplay}`),
    index('products_package_type_idx').on(table.packageTypeId, table.status),
    index('products_purchase_option_group_idx').on(table.purchaseOptionGroupId),
    index('products_discount_option_group_idx').on(table.discountOptionGroupId),
    index('products_prerequisites_option_idx').on(table.prerequisitesOptionId),
    uniqueIndex('products_channel_no_idx').on(table.channelNo).where(sql`${table.channelNo} is not null`),
    check('products_status_check', oneOf(table.status, productStatuses)),
    check('products_purchase_mode_check', oneOf(table.purchaseMode, purchaseModes)),
    check('products_regions_check', subsetOf(table.regions, productRegions)),
    check('products_data_quota_check', sql`${table.dataQuota} is null or ${table.dataQuota} >= -1`),
    check('products_screens_check', sql`${table.numberOfScreens} is null or ${table.numberOfScreens} >= 0`),
    check('products_channel_no_check', sql`${table.channelNo} is null or ${table.channelNo} > 0`),
    check(
      'products_standalone_priced_check',
      sql`${table.purchaseMode} <> 'PURCHASE_MODE_STANDALONE' or ${table.purchaseOptionGroupId} is not null`,
    ),
    check(
      'products_purchase_period_check',
      sql`${table.purchasePeriodEnd} is null or ${table.purchasePeriodStart} is null or ${table.purchasePeriodEnd} > ${table.purchasePeriodStart}`,
    ),
    check(
      'products_license_period_check',
      sql`${table.licensePeriodEnd} is null or ${table.licensePeriodStart} is null or ${table.licensePeriodEnd} > ${table.licensePeriodStart}`,
    ),
  ],
);

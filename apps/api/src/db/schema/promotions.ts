import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalogue';
import { createdAt, id } from './columns';
import { oneOf } from './constraints';
import { purchaseOptions } from './pricing';
import { bannerTypes, bannerVoucherTypes } from './values';

/**
 * Promotion banners (spec 002 section 2.3). With a product and type the banner links to that product;
 * with neither it is an image only, or follows redirect_url when one is set.
 */
export const banners = pgTable(
  'banners',
  {
    id: id(),
    /** Alternative text for the image. */
    title: text('title').notNull(),
    imageUrl: text('image_url').notNull(),
    redirectUrl: text('redirect_url'),
    type: text('type', { enum: bannerTypes }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'cascade' }),
    purchaseOptionId: uuid('purchase_option_id').references(() => purchaseOptions.id, { onDelete: 'set null' }),
    /** Set on the banners of the gift and promotional voucher pages. */
    voucherType: text('voucher_type', { enum: bannerVoucherTypes }),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Shown from this instant (null: already) until ends_at (null: no end). */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      'banners_window_check',
      sql`${table.endsAt} is null or ${table.startsAt} is null or ${table.endsAt} > ${table.startsAt}`,
    ),
    index('banners_listing_idx').on(table.active, table.voucherType, table.sortOrder),
    index('banners_product_idx').on(table.productId),
    index('banners_purchase_option_idx').on(table.purchaseOptionId),
    check('banners_type_check', sql`${table.type} is null or ${oneOf(table.type, bannerTypes)}`),
    check(
      'banners_voucher_type_check',
      sql`${table.voucherType} is null or ${oneOf(table.voucherType, bannerVoucherTypes)}`,
    ),
    check('banners_product_type_check', sql`(${table.productId} is null) = (${table.type} is null)`),
    check('banners_purchase_option_check', sql`${table.purchaseOptionId} is null or ${table.productId} is not null`),
  ],
);

/**
 * Base packages whose holders see a banner. A banner with no rows here is public: visitors see only
 * those (spec 001 section 6).
 */
export const bannerBasePackages = pgTable(
  'banner_base_packages',
  {
    bannerId: uuid('banner_id')
      .notNull()
      .references(() => banners.id, { onDelete: 'cascade' }),
    packageId: uuid('package_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.bannerId, table.packageId] }),
    index('banner_base_packages_package_idx').on(table.packageId),
  ],
);

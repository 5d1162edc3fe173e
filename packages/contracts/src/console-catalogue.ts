import { z } from 'zod';
import {
  discountDurationTypes,
  discountLevels,
  discountTypes,
  productAvailabilities,
  productRegions,
  productTypeNames,
  purchaseModes,
  purchaseTypes,
  utilizationPeriodUnits,
} from './catalogue-enums';
import { priceInputSchema } from './catalogue-requests';

/**
 * The operator console's catalogue api under /api/console/v1 (decision 0060): reference lists for the
 * forms, products with their links, images, purchase options with dated prices, and discounts. The
 * console is a staff tool in English: refusals carry an English sentence in `message`.
 */

const idField = z.uuid('errors.invalidId');
const ids = z.array(idField).max(500);
const shortText = (max: number) => z.string().trim().max(max);
const nullableText = (max: number) => z.string().trim().min(1).max(max).nullable().default(null);
const instant = z.iso.datetime({ offset: true }).nullable().default(null);

/** A product's status as the console names it (PRODUCT_STATUS_ACTIVE / PRODUCT_STATUS_INACTIVE). */
export const consoleProductStatusSchema = z.enum(['active', 'inactive']);
export type ConsoleProductStatus = z.infer<typeof consoleProductStatusSchema>;

/** 'YYYY-MM-DD', a real calendar day. */
export const calendarDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine(
    (day) =>
      !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day),
  );

export const consoleIdParamsSchema = z.strictObject({ id: idField });
export type ConsoleIdParams = z.infer<typeof consoleIdParamsSchema>;

// ---------------------------------------------------------------------------------------------------
// Reference data for the forms

export const consoleReferenceSchema = z.object({
  productTypes: z.array(z.object({ id: z.uuid(), typeName: z.enum(productTypeNames), name: z.string() })),
  subTypes: z.array(
    z.object({
      id: z.uuid(),
      parentTypeId: z.uuid(),
      typeName: z.string(),
      displayName: z.string(),
      active: z.boolean(),
    }),
  ),
  /** Per product type (productTypeId); deleted categories are left out. */
  categories: z.array(
    z.object({ id: z.uuid(), productTypeId: z.uuid(), parentId: z.uuid().nullable(), category: z.string() }),
  ),
  languages: z.array(z.object({ id: z.uuid(), code: z.string(), name: z.string() })),
  genres: z.array(z.object({ id: z.uuid(), name: z.string() })),
  tags: z.array(z.object({ id: z.uuid(), tag: z.string() })),
  regions: z.array(z.enum(productRegions)),
  purchaseModes: z.array(z.enum(purchaseModes)),
  purchaseTypes: z.array(z.enum(purchaseTypes)),
  productAvailabilities: z.array(z.enum(productAvailabilities)),
  utilizationPeriodUnits: z.array(z.enum(utilizationPeriodUnits)),
  discountTypes: z.array(z.enum(discountTypes)),
  discountDurationTypes: z.array(z.enum(discountDurationTypes)),
  /** The parental ratings products carry today, sorted. */
  pgRatings: z.array(z.string()),
});
export type ConsoleReference = z.infer<typeof consoleReferenceSchema>;

// ---------------------------------------------------------------------------------------------------
// Products

export const CONSOLE_PAGE_SIZE_MAX = 100;
export const consoleProductSortSchema = z.enum(['name', 'type', 'status', 'updatedAt', 'channelNo']);

export const consoleProductListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(CONSOLE_PAGE_SIZE_MAX).default(20),
  sort: consoleProductSortSchema.default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
  productType: z.enum(productTypeNames).optional(),
  status: consoleProductStatusSchema.optional(),
  /** Name contains, case-insensitive. */
  q: z.string().trim().min(1).max(100).optional(),
  /** Only these products, comma-separated (a form naming the products it links to), at most 100. */
  ids: z
    .string()
    .max(100 * 37)
    .transform((text) => text.split(','))
    .pipe(z.array(idField).min(1).max(CONSOLE_PAGE_SIZE_MAX))
    .optional(),
});
export type ConsoleProductListQuery = z.input<typeof consoleProductListQuerySchema>;

export const consoleProductListItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  productType: z.enum(productTypeNames),
  subTypeId: z.uuid().nullable(),
  status: consoleProductStatusSchema,
  purchaseMode: z.enum(purchaseModes),
  channelNo: z.number().int().nullable(),
  thumbnailUrl: z.string(),
  enableDisplay: z.boolean(),
  /** The default purchase option's price (before taxes and discounts); null when it has none. */
  defaultPrice: z.number().nullable(),
  updatedAt: z.iso.datetime(),
});
export type ConsoleProductListItem = z.infer<typeof consoleProductListItemSchema>;

export const consoleProductListSchema = z.object({
  items: z.array(consoleProductListItemSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type ConsoleProductList = z.infer<typeof consoleProductListSchema>;

export const additionalDetailInputSchema = z.strictObject({
  code: z.string().trim().min(1).max(50),
  name: z.string().trim().min(1).max(200),
});

/**
 * Everything a product form edits. Links replace the product's links as a whole. By type (the server
 * checks): a channel needs a unique channelNo above 0; a screens product numberOfScreens; a data
 * bundle dataQuota (GB, -1 unlimited); packageContents, screens and dataBundles belong to packages
 * (package, promotionalpackage), bundleChannels to channel bundles (channels only), svodChildren to
 * SVODs (VODs only). Image urls are `/api/media/v1/uploads/{id}` from POST /images, or any url/path.
 */
export const consoleProductFieldsSchema = z.strictObject({
  productType: z.enum(productTypeNames),
  subTypeId: idField.nullable().default(null),
  /** The package family: secondarypackage (base packages), promotionalpackage, primarydatabundle. */
  packageType: z.enum(productTypeNames).nullable().default(null),
  name: z.string().trim().min(1).max(200),
  description: shortText(5000).default(''),
  imageUrl: z.string().trim().min(1).max(2000),
  thumbnailUrl: z.string().trim().min(1).max(2000),
  purchaseMode: z.enum(purchaseModes),
  regions: z.array(z.enum(productRegions)).max(2).default([]),
  pgRating: nullableText(20),
  featureTstv: z.boolean().default(false),
  featurePip: z.boolean().default(false),
  featureCpvr: z.boolean().default(false),
  additionalDetails: z.array(additionalDetailInputSchema).max(50).default([]),
  numberOfScreens: z.number().int().min(0).max(100).nullable().default(null),
  /** Gigabytes; -1 means unlimited. */
  dataQuota: z.number().int().min(-1).max(1_000_000).nullable().default(null),
  channelNo: z.number().int().min(1).max(1_000_000).nullable().default(null),
  enableDisplay: z.boolean().default(true),
  lowestAgeGroup: z.number().int().min(0).max(99).nullable().default(null),
  directlyMapped: z.boolean().default(false),
  externalRef: nullableText(200),
  downstreamRef: nullableText(200),
  purchasePeriodStart: instant,
  purchasePeriodEnd: instant,
  licensePeriodStart: instant,
  licensePeriodEnd: instant,
  /** A purchase option the subscriber must already hold to buy this product. */
  prerequisitesOptionId: idField.nullable().default(null),
  sortOrder: z.number().int().min(-1_000_000).max(1_000_000).default(0),
  categoryIds: ids.default([]),
  languageIds: ids.default([]),
  genreIds: ids.default([]),
  tagIds: ids.default([]),
  /** Packages: the products they include, in order. */
  packageContents: ids.default([]),
  /** Channel bundles: their channels, in order. */
  bundleChannels: ids.default([]),
  /** SVODs: their child videos, in order. */
  svodChildren: ids.default([]),
  /** Packages: the extra-screen products a holder may add. */
  screens: ids.default([]),
  /** Packages: the data bundle(s) that come with them. */
  dataBundles: ids.default([]),
});
export type ConsoleProductFields = z.input<typeof consoleProductFieldsSchema>;

// ---------------------------------------------------------------------------------------------------
// Purchase options and dated prices

export const consolePurchaseOptionInputSchema = z.strictObject({
  name: z.string().trim().min(1).max(200),
  description: shortText(2000).default(''),
  purchaseType: z.enum(purchaseTypes),
  /** Rupees before taxes and discounts. */
  price: priceInputSchema,
  utilizationPeriod: z.number().int().min(1).max(3650),
  utilizationPeriodUnit: z.enum(utilizationPeriodUnits),
  productAvailableFor: z.enum(productAvailabilities).default('ALL'),
  /** The group's default option; setting it takes the flag from the product's other options. */
  isDefault: z.boolean().default(false),
  absoluteDiscount: priceInputSchema.default(0),
  discountPercentage: z.number().min(0).max(100).multipleOf(0.01).default(0),
  externalRef: nullableText(200),
  downstreamRef: nullableText(200),
  sortOrder: z.number().int().min(-1_000_000).max(1_000_000).default(0),
});
export type ConsolePurchaseOptionInput = z.input<typeof consolePurchaseOptionInputSchema>;

/** Everything but the price: a price changes only through a dated price change. */
export const consolePurchaseOptionUpdateSchema = consolePurchaseOptionInputSchema.omit({ price: true });
export type ConsolePurchaseOptionUpdate = z.input<typeof consolePurchaseOptionUpdateSchema>;

export const consolePriceChangeSchema = z.object({
  id: z.uuid(),
  purchaseOptionId: z.uuid(),
  price: z.number(),
  /** The Sri Lanka day it takes effect, at that day's first lifecycle sweep. */
  effectiveOn: z.string(),
  status: z.enum(['scheduled', 'applied']),
  createdBy: z.uuid().nullable(),
  createdAt: z.iso.datetime(),
  appliedAt: z.iso.datetime().nullable(),
});
export type ConsolePriceChange = z.infer<typeof consolePriceChangeSchema>;

export const consolePurchaseOptionSchema = z.object({
  id: z.uuid(),
  productId: z.uuid(),
  purchaseOptionGroupId: z.uuid(),
  name: z.string(),
  description: z.string(),
  purchaseType: z.enum(purchaseTypes),
  /** The price in force (the option's default price). */
  price: z.number(),
  /** price less the option's own absolute and percentage discounts: what the portal quotes before taxes. */
  purchasePrice: z.number(),
  utilizationPeriod: z.number().int(),
  utilizationPeriodUnit: z.enum(utilizationPeriodUnits),
  productAvailableFor: z.enum(productAvailabilities),
  isDefault: z.boolean(),
  absoluteDiscount: z.number(),
  discountPercentage: z.number(),
  externalRef: z.string().nullable(),
  downstreamRef: z.string().nullable(),
  sortOrder: z.number().int(),
  /** Price changes not yet applied, soonest first. */
  scheduledPriceChanges: z.array(consolePriceChangeSchema),
});
export type ConsolePurchaseOption = z.infer<typeof consolePurchaseOptionSchema>;

export const consolePurchaseOptionListSchema = z.object({ items: z.array(consolePurchaseOptionSchema) });
export type ConsolePurchaseOptionList = z.infer<typeof consolePurchaseOptionListSchema>;

export const consolePriceChangeRequestSchema = z.strictObject({
  price: priceInputSchema,
  /** On or after today in Asia/Colombo; today applies at the next lifecycle sweep. */
  effectiveOn: calendarDaySchema,
});
export type ConsolePriceChangeRequest = z.input<typeof consolePriceChangeRequestSchema>;

export const consolePriceChangePreviewQuerySchema = z.strictObject({
  price: z.coerce.number().pipe(priceInputSchema),
  effectiveOn: calendarDaySchema,
});

/** Live subscriptions on the option that renew at the new price from their next period. */
export const consolePriceChangePreviewSchema = z.object({
  affectedSubscriptions: z.number().int().nonnegative(),
  currentPrice: z.number(),
  newPrice: z.number(),
  effectiveOn: z.string(),
});
export type ConsolePriceChangePreview = z.infer<typeof consolePriceChangePreviewSchema>;

export const consolePriceChangeCreatedSchema = consolePriceChangeSchema.extend({
  affectedSubscriptions: z.number().int().nonnegative(),
});
export type ConsolePriceChangeCreated = z.infer<typeof consolePriceChangeCreatedSchema>;

export const consolePriceChangeListSchema = z.object({ items: z.array(consolePriceChangeSchema) });
export type ConsolePriceChangeList = z.infer<typeof consolePriceChangeListSchema>;

// ---------------------------------------------------------------------------------------------------
// The product as the console edits it

export const consoleProductSchema = z.object({
  id: z.uuid(),
  status: consoleProductStatusSchema,
  productType: z.enum(productTypeNames),
  subTypeId: z.uuid().nullable(),
  packageType: z.enum(productTypeNames).nullable(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  thumbnailUrl: z.string(),
  purchaseMode: z.enum(purchaseModes),
  regions: z.array(z.enum(productRegions)),
  pgRating: z.string().nullable(),
  featureTstv: z.boolean(),
  featurePip: z.boolean(),
  featureCpvr: z.boolean(),
  additionalDetails: z.array(z.object({ code: z.string(), name: z.string() })),
  numberOfScreens: z.number().int().nullable(),
  dataQuota: z.number().int().nullable(),
  channelNo: z.number().int().nullable(),
  enableDisplay: z.boolean(),
  lowestAgeGroup: z.number().int().nullable(),
  directlyMapped: z.boolean(),
  externalRef: z.string().nullable(),
  downstreamRef: z.string().nullable(),
  purchasePeriodStart: z.iso.datetime().nullable(),
  purchasePeriodEnd: z.iso.datetime().nullable(),
  licensePeriodStart: z.iso.datetime().nullable(),
  licensePeriodEnd: z.iso.datetime().nullable(),
  prerequisitesOptionId: z.uuid().nullable(),
  sortOrder: z.number().int(),
  categoryIds: z.array(z.uuid()),
  languageIds: z.array(z.uuid()),
  genreIds: z.array(z.uuid()),
  tagIds: z.array(z.uuid()),
  packageContents: z.array(z.uuid()),
  bundleChannels: z.array(z.uuid()),
  svodChildren: z.array(z.uuid()),
  screens: z.array(z.uuid()),
  dataBundles: z.array(z.uuid()),
  purchaseOptionGroupId: z.uuid().nullable(),
  discountOptionGroupId: z.uuid().nullable(),
  purchaseOptions: z.array(consolePurchaseOptionSchema),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type ConsoleProduct = z.infer<typeof consoleProductSchema>;

/**
 * A new product. A standalone product needs `purchaseOption`: its purchase option group and first
 * option are created with it, in one transaction. A bundled product may carry one too.
 */
export const consoleCreateProductRequestSchema = consoleProductFieldsSchema.extend({
  purchaseOption: consolePurchaseOptionInputSchema.optional(),
});
export type ConsoleCreateProductRequest = z.input<typeof consoleCreateProductRequestSchema>;

/** A full edit: every field, links replaced. Purchase options have their own routes. */
export const consoleUpdateProductRequestSchema = consoleProductFieldsSchema;
export type ConsoleUpdateProductRequest = z.input<typeof consoleUpdateProductRequestSchema>;

export const consoleProductStatusRequestSchema = z.strictObject({ status: consoleProductStatusSchema });
export type ConsoleProductStatusRequest = z.input<typeof consoleProductStatusRequestSchema>;

// ---------------------------------------------------------------------------------------------------
// Images

export const consoleImageContentTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const CONSOLE_IMAGE_MAX_BYTES = 1024 * 1024;

/** An image, base64-encoded (at most 1 MB decoded); its bytes must be of `contentType`. */
export const consoleImageUploadRequestSchema = z.strictObject({
  contentType: z.enum(consoleImageContentTypes),
  dataBase64: z.string().min(1).max(1_500_000),
});
export type ConsoleImageUploadRequest = z.input<typeof consoleImageUploadRequestSchema>;

export const consoleImageSchema = z.object({
  id: z.uuid(),
  /** `/api/media/v1/uploads/{id}`: what a product's imageUrl / thumbnailUrl takes. */
  url: z.string(),
  contentType: z.enum(consoleImageContentTypes),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  byteSize: z.number().int().positive(),
  sha256: z.string(),
});
export type ConsoleImage = z.infer<typeof consoleImageSchema>;

// ---------------------------------------------------------------------------------------------------
// Discounts

/**
 * A product-level discount (everyone) or a user-level one (connectionId, which must exist). AMOUNT in
 * rupees, PERCENTAGE at most 100; FOREVER has no duration, MONTHS / DAYS need one; endsAt after startsAt.
 */
export const consoleDiscountInputSchema = z.strictObject({
  discountLevel: z.enum(discountLevels),
  connectionId: idField.nullable().default(null),
  discountType: z.enum(discountTypes),
  value: z.number().positive().max(10_000_000).multipleOf(0.01),
  duration: z.number().int().min(1).max(3650).nullable().default(null),
  durationType: z.enum(discountDurationTypes),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: instant,
});
export type ConsoleDiscountInput = z.input<typeof consoleDiscountInputSchema>;

export const consoleDiscountSchema = z.object({
  id: z.uuid(),
  productId: z.uuid(),
  discountOptionGroupId: z.uuid(),
  discountLevel: z.enum(discountLevels),
  connectionId: z.uuid().nullable(),
  discountType: z.enum(discountTypes),
  value: z.number(),
  duration: z.number().int().nullable(),
  durationType: z.enum(discountDurationTypes),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime().nullable(),
});
export type ConsoleDiscount = z.infer<typeof consoleDiscountSchema>;

export const consoleDiscountListSchema = z.object({ items: z.array(consoleDiscountSchema) });
export type ConsoleDiscountList = z.infer<typeof consoleDiscountListSchema>;

/**
 * Plain catalogue constants, no zod (see enums.ts for why): the values the catalogue answers carry,
 * spelled as the spec spells them (spec 001 sections 3 and 4).
 */

/** Product type names; each type has one fixed id, looked up through the product-types call. */
export const productTypeNames = [
  'channel',
  'channelbundle',
  'vod',
  'svod',
  'screens',
  'databundle',
  'package',
  'promotionalpackage',
  /** The family of base packages a connection holds and changes between (a product's packageTypeId). */
  'secondarypackage',
  /** The family of data bundles that come with a base package (a product's packageTypeId). */
  'primarydatabundle',
] as const;
export type ProductTypeName = (typeof productTypeNames)[number];

export const productStatuses = ['PRODUCT_STATUS_ACTIVE', 'PRODUCT_STATUS_INACTIVE'] as const;
export type ProductStatus = (typeof productStatuses)[number];

/** Standalone products can be bought on their own; bundled ones only come inside a package or bundle. */
export const purchaseModes = ['PURCHASE_MODE_STANDALONE', 'PURCHASE_MODE_BUNDLED'] as const;
export type PurchaseMode = (typeof purchaseModes)[number];

/** 'LK': only within Sri Lanka; 'INTERNATIONAL': only outside it. No region: anywhere. */
export const productRegions = ['LK', 'INTERNATIONAL'] as const;
export type ProductRegion = (typeof productRegions)[number];

/** A product's purchase state as the screens read it; visitors always get NOT_PURCHASED. */
export const productPurchaseStatuses = [
  'NOT_PURCHASED',
  'PURCHASE_COMPLETE',
  'PURCHASE_PENDING_REMOVE',
  'PURCHASE_FAILED',
  'PAYMENT_SUCCESS',
] as const;
export type ProductPurchaseStatus = (typeof productPurchaseStatuses)[number];

export const paymentStatuses = ['SUCCESS', 'PENDING', 'FAILURE', 'RETRY'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const purchaseTypes = ['PURCHASE_TYPE_SUBSCRIPTION', 'PURCHASE_TYPE_TRANSACTIONAL'] as const;
export type PurchaseType = (typeof purchaseTypes)[number];

export const utilizationPeriodUnits = ['MONTHS', 'DAYS'] as const;
export type UtilizationPeriodUnit = (typeof utilizationPeriodUnits)[number];

/** Which payers a purchase option is offered to: POSTPAID is connection types 1-5. */
export const productAvailabilities = ['ALL', 'POSTPAID', 'PREPAID', 'MOBITEL'] as const;
export type ProductAvailability = (typeof productAvailabilities)[number];

export const discountLevels = ['PRODUCT', 'USER'] as const;
export type DiscountLevel = (typeof discountLevels)[number];

export const discountTypes = ['AMOUNT', 'PERCENTAGE'] as const;
export type DiscountType = (typeof discountTypes)[number];

export const discountDurationTypes = ['MONTHS', 'DAYS', 'FOREVER'] as const;
export type DiscountDurationType = (typeof discountDurationTypes)[number];

/** What a banner links to (spec 002 section 2.3); a banner without a type is an image only. */
export const bannerTypes = ['vod', 'channel', 'databundle', 'screens', 'package', 'svod'] as const;
export type BannerType = (typeof bannerTypes)[number];

export const bannerVoucherTypes = ['gift', 'discount'] as const;
export type BannerVoucherType = (typeof bannerVoucherTypes)[number];

/** Tags the server gives meaning to (spec 001 section 9). */
export const CatalogueTag = {
  featured: 'featured',
  trending: 'Trending',
} as const;

/** The value of the On Demand Language and Genre dropdowns that means "no filter". */
export const ALL_FILTER = 'ALL';

/** Page size of paginated catalogue lists when the caller gives none, and the most it may ask for. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** Data quota value meaning unlimited ('Unlimited Data'). */
export const UNLIMITED_DATA_QUOTA = -1;

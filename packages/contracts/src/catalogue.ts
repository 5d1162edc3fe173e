import { z } from 'zod';
import {
  bannerTypes,
  bannerVoucherTypes,
  discountDurationTypes,
  discountLevels,
  discountTypes,
  paymentStatuses,
  productAvailabilities,
  productPurchaseStatuses,
  productRegions,
  productStatuses,
  productTypeNames,
  purchaseModes,
  purchaseTypes,
  utilizationPeriodUnits,
} from './catalogue-enums';

/**
 * Answers of the catalogue calls (spec 001 sections 3 and 7, spec 002 section 3), with the spec's field
 * names. Cards and lists get `ProductSummary`; the product pages get `ProductDetail`.
 */

/** Rupees, rounded to cents by the server. */
export const moneySchema = z.number().nonnegative();

export const productTypeNameSchema = z.enum(productTypeNames);
export const purchaseTypeSchema = z.enum(purchaseTypes);
export const productPurchaseStatusSchema = z.enum(productPurchaseStatuses);

export const productTypeSchema = z.object({
  id: z.uuid(),
  typeName: productTypeNameSchema,
  /** Display name, e.g. 'Video on Demand'. */
  name: z.string(),
});
export type ProductType = z.infer<typeof productTypeSchema>;
export const productTypeListSchema = z.array(productTypeSchema);

/** A video sub type: the On Demand tabs; typeName is the tab's anchor. */
export const subTypeSchema = z.object({
  id: z.uuid(),
  parentTypeId: z.uuid(),
  typeName: z.string(),
  displayName: z.string(),
  active: z.boolean(),
});
export type SubType = z.infer<typeof subTypeSchema>;
export const subTypeListSchema = z.array(subTypeSchema);

export const languageSchema = z.object({
  id: z.uuid(),
  /** ISO 639-1, e.g. 'si'; the On Demand filter sends it as languageCode. */
  code: z.string(),
  name: z.string(),
});
export type Language = z.infer<typeof languageSchema>;
export const languageListSchema = z.array(languageSchema);

/** A product's language: the spec gives only code and name. */
export const productLanguageSchema = languageSchema.pick({ code: true, name: true });
export type ProductLanguage = z.infer<typeof productLanguageSchema>;

export const genreSchema = z.object({
  id: z.uuid(),
  category: z.string(),
});
export type Genre = z.infer<typeof genreSchema>;
export const genreListSchema = z.array(genreSchema);

/** A content category, e.g. 'Sports' under 'International'. */
export const categorySchema = z.object({
  id: z.uuid(),
  category: z.string(),
  parentId: z.uuid().nullable(),
  parentCategory: z.string().nullable(),
});
export type Category = z.infer<typeof categorySchema>;
export const categoryListSchema = z.array(categorySchema);

export const tagSchema = z.object({
  id: z.uuid(),
  tag: z.string(),
});
export type Tag = z.infer<typeof tagSchema>;

export const featureSchema = z.object({
  tstv: z.boolean(),
  pip: z.boolean(),
  cpvr: z.boolean(),
});
export type Feature = z.infer<typeof featureSchema>;

/** An information line of a video page, e.g. { code: 'Director', name: 'Asoka Handagama' }. */
export const additionalDetailSchema = z.object({
  code: z.string(),
  name: z.string(),
});
export type AdditionalDetail = z.infer<typeof additionalDetailSchema>;

export const utilizationSchema = z.object({
  utilizationPeriod: z.number().int().positive(),
  utilizationPeriodUnit: z.enum(utilizationPeriodUnits),
});
export type Utilization = z.infer<typeof utilizationSchema>;

/** One way to buy a product (spec 001 "Purchase option"). */
export const purchaseOptionSchema = z.object({
  id: z.uuid(),
  purchaseOptionGroupId: z.uuid(),
  name: z.string(),
  description: z.string(),
  purchaseType: purchaseTypeSchema,
  /** Before taxes and discounts. */
  defaultPrice: moneySchema,
  /** The purchase type of the group's default option; the subscribe payloads echo it back. */
  defaultPurchaseOptionType: purchaseTypeSchema,
  absoluteDiscount: moneySchema,
  discountPercentage: z.number().min(0).max(100),
  productAvailableFor: z.enum(productAvailabilities),
  /** The group's default option. */
  default: z.boolean(),
  /** defaultPrice less the option's own absolute and percentage discounts, before taxes. */
  purchasePrice: moneySchema,
  utilization: utilizationSchema,
});
export type PurchaseOption = z.infer<typeof purchaseOptionSchema>;
export const purchaseOptionListSchema = z.array(purchaseOptionSchema);

export const discountOptionSchema = z.object({
  id: z.uuid(),
  /** PRODUCT: for everyone; USER: for the connection asked about only. */
  discountLevel: z.enum(discountLevels),
  discountType: z.enum(discountTypes),
  /** Rupees for AMOUNT, percent for PERCENTAGE. */
  value: z.number().positive(),
  /** Number of durationType units the discount lasts after purchase; null for FOREVER. */
  duration: z.number().int().positive().nullable(),
  durationType: z.enum(discountDurationTypes),
  start: z.iso.datetime(),
  /** Last moment the offer can be taken ('Offer valid till {date}'); null: no end. */
  end: z.iso.datetime().nullable(),
});
export type DiscountOption = z.infer<typeof discountOptionSchema>;

/**
 * The discounts in force for a product. actualPrice is the default option's price; purchasePrice is it
 * after the discount shown: of a product-level and a user-level one, the one that starts earlier
 * (spec 001 section 5).
 */
export const discountOptionGroupSchema = z.object({
  actualPrice: moneySchema,
  purchasePrice: moneySchema,
  discountOptions: z.array(discountOptionSchema),
});
export type DiscountOptionGroup = z.infer<typeof discountOptionGroupSchema>;

/**
 * A connection's purchase state of a product. Visitors, and products the connection does not hold,
 * get NOT_PURCHASED with nulls. An unsubscribed product stays PURCHASE_PENDING_REMOVE until its
 * billingEndDate plus one day.
 */
export const purchaseStateSchema = z.object({
  isPurchased: z.boolean(),
  /** Came with the connection's package or bundle: free, no purchase buttons. */
  isBundled: z.boolean(),
  purchaseStatus: productPurchaseStatusSchema,
  paymentStatus: z.enum(paymentStatuses).nullable(),
  /** 'YYYY-MM-DD': end of the current paid period. */
  billingEndDate: z.iso.date().nullable(),
  purchaseId: z.uuid().nullable(),
  /** Days from today to billingEndDate for purchases that end (one-off or unsubscribed); else null. */
  daysRemainingToExpire: z.number().int().nonnegative().nullable(),
  /** The connection's current base package (allowed-packages lists and package pages). */
  currentPurchasedPackage: z.boolean(),
  /**
   * Only while a running subscription is paused (decision 0070): the day it resumes and renews. Its
   * access lasts to billingEndDate, then stops until that day.
   */
  pausedUntil: z.iso.date().optional(),
});
export type PurchaseState = z.infer<typeof purchaseStateSchema>;

/** A product on a card or in a list. */
export const productSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  imageURL: z.string(),
  thumbnailURL: z.string(),
  status: z.enum(productStatuses),
  /** PURCHASE_MODE_STANDALONE: sold on its own; PURCHASE_MODE_BUNDLED: only inside a package or bundle. */
  standalone: z.enum(purchaseModes),
  productTypeId: z.uuid(),
  /** Display name of the type, e.g. 'Video on Demand'. */
  productTypeName: z.string(),
  productTypeTypeName: productTypeNameSchema,
  productSubTypeId: z.uuid().nullable(),
  productSubTypeTypeName: z.string().nullable(),
  productSubTypeDisplayName: z.string().nullable(),
  packageTypeId: z.uuid().nullable(),
  channelNo: z.number().int().positive().nullable(),
  feature: featureSchema,
  categories: z.array(categorySchema),
  languages: z.array(productLanguageSchema),
  genres: z.array(genreSchema),
  tags: z.array(tagSchema),
  pgRating: z.string().nullable(),
  /** Empty: watchable anywhere. */
  regions: z.array(z.enum(productRegions)),
  numberOfScreens: z.number().int().nonnegative().nullable(),
  /** Gigabytes; -1 is 'Unlimited Data'. */
  dataQuota: z.number().int().min(-1).nullable(),
  /** Days left to buy the product (its purchase period); null when it has no end. */
  daysRemainingToPurchase: z.number().int().nonnegative().nullable(),
  purchaseOptionGroupId: z.uuid().nullable(),
  /** The default purchase option; null for products that are only ever bundled. */
  purchaseOption: purchaseOptionSchema.nullable(),
  /** Null when no discount is in force. */
  discountOptionGroup: discountOptionGroupSchema.nullable(),
  /**
   * Only on a base package whose monthly subscription the operator lets subscribers pause (decision
   * 0074); other monthly subscriptions may always be paused (decision 0070).
   */
  pauseAllowed: z.literal(true).optional(),
  ...purchaseStateSchema.shape,
});
export type ProductSummary = z.infer<typeof productSummarySchema>;
export const productSummaryListSchema = z.array(productSummarySchema);

/**
 * The product pages. Related lists hold active products only, in their configured order:
 * productList is a package's contents or an SVOD's child videos, channelsList a channel bundle's
 * channels, purchasableProductList a package's extra-screen products, dataBundle a package's data bundle.
 */
export const productDetailSchema = productSummarySchema.extend({
  additionalDetails: z.array(additionalDetailSchema),
  lowestAgeGroup: z.number().int().nonnegative().nullable(),
  productList: z.array(productSummarySchema),
  channelsList: z.array(productSummarySchema),
  purchasableProductList: z.array(productSummarySchema),
  dataBundle: z.array(productSummarySchema),
  /** The packages and channel bundles on sale that include the product, for one that is not sold alone. */
  includedIn: z.array(productSummarySchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** A base package in the allowed-packages lists: the card plus its extra screens and data bundle. */
export const basePackageSchema = productSummarySchema.extend({
  purchasableProductList: z.array(productSummarySchema),
  dataBundle: z.array(productSummarySchema),
  /** The connection's current package only: what each period is charged, taxes included; else null. */
  chargedPrice: moneySchema.nullable(),
});
export type BasePackage = z.infer<typeof basePackageSchema>;
export const basePackageListSchema = z.array(basePackageSchema);

/** A page of a list that grows (the VOD grids). Pages count from 1. */
export function paginatedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
    /** All matching items, across pages. */
    total: z.number().int().nonnegative(),
  });
}
export const productPageSchema = paginatedSchema(productSummarySchema);
export type ProductPage = z.infer<typeof productPageSchema>;

/** The connection's primary data bundle (the one its base package brings), if it has one. */
export const primaryDataBundleSchema = z.object({
  dataBundle: productSummarySchema.nullable(),
});
export type PrimaryDataBundle = z.infer<typeof primaryDataBundleSchema>;

/** The data-bundle purchase status: '' is success, any other text is the reason it failed (spec 001). */
export const dataBundlePurchaseStatusSchema = z.string();

/** A promotion banner; without productId and type it is an image only (or follows redirectURL). */
export const bannerSchema = z.object({
  id: z.uuid(),
  /** Alternative text of the image. */
  title: z.string(),
  imageURL: z.string(),
  redirectURL: z.string().nullable(),
  productId: z.uuid().nullable(),
  purchaseOptionId: z.uuid().nullable(),
  type: z.enum(bannerTypes).nullable(),
  voucherType: z.enum(bannerVoucherTypes).nullable(),
  /** Empty: shown to everyone, visitors included. */
  basePackageIds: z.array(z.uuid()),
});
export type Banner = z.infer<typeof bannerSchema>;
export const bannerListSchema = z.array(bannerSchema);

export const taxLineSchema = z.object({
  taxDisplayName: z.string(),
  taxedAmount: moneySchema,
});
export type TaxLine = z.infer<typeof taxLineSchema>;

/** The tax table: taxes in the order they apply, and the price with them. */
export const taxCalculateResponseSchema = z.object({
  price: moneySchema,
  taxes: z.array(taxLineSchema),
  taxedPrice: moneySchema,
});
export type TaxCalculateResponse = z.infer<typeof taxCalculateResponseSchema>;

import { z } from 'zod';
import { bannerSchema } from './catalogue';
import { bannerTypes, bannerVoucherTypes } from './catalogue-enums';
import { consolePromotionTexts } from './console-promotion-texts';

/**
 * The console's promotions (decision 0060): banners, voucher campaigns, gift voucher offers and the tax
 * table, under /api/console/v1. Refusals are English sentences of `consolePromotionTexts`.
 */

const id = z.uuid('errors.invalidId');
export const consolePromotionIdParamsSchema = z.strictObject({ id });

const instant = z.iso.datetime({ offset: true, error: consolePromotionTexts.invalidInstant });
const text = (max: number) => z.string().trim().min(1).max(max);
const ids = (max: number) => z.array(id).max(max);

/**
 * An image served by this site: an upload (`/api/media/v1/uploads/{uuid}`), any other `/api/media/` path,
 * or the generated art of the demo data (`/media/...`). Never another site's address.
 */
export const consoleImagePathSchema = z
  .string()
  .max(300)
  .regex(/^\/(api\/)?media\/[A-Za-z0-9._~\-/]+$/, consolePromotionTexts.imageNotOurs)
  .refine((path) => !path.includes('..') && !path.includes('//'), consolePromotionTexts.imageNotOurs);

const httpsUrl = z
  .string()
  .max(2000)
  .regex(
    /^https:\/\/[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*(:\d{1,5})?([/?#][^\s]*)?$/,
    consolePromotionTexts.redirectNotHttps,
  );

const rupees = z
  .number({ error: 'validation.invalidPrice' })
  .positive('validation.invalidPrice')
  .max(10_000_000, 'validation.invalidPrice')
  .multipleOf(0.01, 'validation.invalidPrice');

// ---------------------------------------------------------------------------------------------------
// Banners

/** Where a banner leads: nowhere (an image only), a product (and one of its purchase options), or a site. */
export const consoleBannerLinkSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('none') }),
  z.strictObject({
    kind: z.literal('product'),
    productId: id,
    type: z.enum(bannerTypes),
    /** Must be one of the product's purchase options. */
    purchaseOptionId: id.nullable().optional(),
  }),
  z.strictObject({ kind: z.literal('redirect'), redirectUrl: httpsUrl }),
]);
export type ConsoleBannerLink = z.infer<typeof consoleBannerLinkSchema>;

/** A banner's link as stored: the demo data's older redirects may be relative ('vouchers'). */
export const consoleBannerLinkViewSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({
    kind: z.literal('product'),
    productId: z.uuid(),
    type: z.enum(bannerTypes),
    purchaseOptionId: z.uuid().nullable(),
  }),
  z.object({ kind: z.literal('redirect'), redirectUrl: z.string() }),
]);
export type ConsoleBannerLinkView = z.infer<typeof consoleBannerLinkViewSchema>;

/** POST /banners and PUT /banners/{id}: the whole banner (its place in the order is kept on PUT). */
export const consoleBannerRequestSchema = z
  .strictObject({
    /** The image's alternative text. */
    title: text(200),
    imageUrl: consoleImagePathSchema,
    link: consoleBannerLinkSchema,
    /** Set for the gift or promotional voucher pages' banners; null for the landing and promotions pages. */
    voucherType: z.enum(bannerVoucherTypes).nullable().default(null),
    /** Base packages whose holders see it; empty: everyone, visitors included. */
    audienceBasePackageIds: ids(200).default([]),
    active: z.boolean().default(true),
    /** Shown from (null: at once) until (exclusive; null: no end). */
    startsAt: instant.nullable().default(null),
    endsAt: instant.nullable().default(null),
  })
  .refine((banner) => !banner.startsAt || !banner.endsAt || Date.parse(banner.endsAt) > Date.parse(banner.startsAt), {
    message: consolePromotionTexts.endBeforeStart,
    path: ['endsAt'],
  });
export type ConsoleBannerRequest = z.input<typeof consoleBannerRequestSchema>;

export const consoleBannerSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  imageUrl: z.string(),
  link: consoleBannerLinkViewSchema,
  voucherType: z.enum(bannerVoucherTypes).nullable(),
  /** The audience's base packages, by name; empty: everyone. */
  audience: z.array(z.object({ id: z.uuid(), name: z.string() })),
  active: z.boolean(),
  sortOrder: z.number().int(),
  startsAt: z.iso.datetime().nullable(),
  endsAt: z.iso.datetime().nullable(),
  /** Active and within its dates now: the portal shows it to its audience. */
  showingNow: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type ConsoleBanner = z.infer<typeof consoleBannerSchema>;

/** Every banner, in the portal's order (sortOrder, then id). */
export const consoleBannerListSchema = z.object({ banners: z.array(consoleBannerSchema) });
export type ConsoleBannerList = z.infer<typeof consoleBannerListSchema>;

/** PUT /banners/order: every banner's id once, in the new order (sort_order becomes the position). */
export const consoleBannerOrderRequestSchema = z.strictObject({ ids: z.array(id).min(1).max(1000) });
export type ConsoleBannerOrderRequest = z.input<typeof consoleBannerOrderRequestSchema>;

/**
 * GET /banners/preview: the banners an audience sees at an instant, by the portal's own rule.
 * `connectionType` is a connection type's number for a signed-in subscriber (who sees the banners of
 * `basePackageId` too) or `visitor` (banners for everyone only).
 */
export const consoleBannerPreviewQuerySchema = z.strictObject({
  at: instant.optional(),
  connectionType: z.union([z.literal('visitor'), z.coerce.number().int().min(1).max(99)]).default('visitor'),
  basePackageId: id.optional(),
  voucherType: z.enum(bannerVoucherTypes).optional(),
});
export type ConsoleBannerPreviewQuery = z.input<typeof consoleBannerPreviewQuerySchema>;

export const consoleBannerPreviewSchema = z.object({
  at: z.iso.datetime(),
  /** Exactly what the portal's GET /promotions/all/banners answers that audience at `at`. */
  banners: z.array(bannerSchema),
});
export type ConsoleBannerPreview = z.infer<typeof consoleBannerPreviewSchema>;

// ---------------------------------------------------------------------------------------------------
// Voucher campaigns

export const VOUCHER_CAMPAIGN_MAX_CODES = 10_000;
export const voucherDiscountTypeSchema = z.enum(['PERCENTAGE', 'AMOUNT']);

/**
 * POST /voucher-campaigns: one shared code (codeCount 1, maxUses its overall limit) or codeCount
 * single-use codes, each `prefix` + random characters. Generated codes are never listed in the portal.
 */
export const createVoucherCampaignRequestSchema = z
  .strictObject({
    name: text(100),
    description: z.string().trim().max(500).default(''),
    shared: z.boolean(),
    codeCount: z.number().int().min(1).max(VOUCHER_CAMPAIGN_MAX_CODES),
    prefix: z
      .string()
      .regex(/^[A-Z0-9]{1,12}$/, consolePromotionTexts.badPrefix)
      .optional(),
    discountType: voucherDiscountTypeSchema,
    /** Percent for PERCENTAGE (at most 100), rupees for AMOUNT. */
    value: rupees,
    validFrom: instant,
    validTo: instant,
    /** A shared code's overall limit (null: none); single-use codes are used once each. */
    maxUses: z.number().int().min(1).nullable().optional(),
    perConnectionLimit: z.number().int().min(1).max(1000).default(1),
    /** Restrict to these product types and products; none: every product. */
    productTypeIds: ids(50).default([]),
    productIds: ids(500).default([]),
  })
  .refine((body) => !body.shared || body.codeCount === 1, {
    message: consolePromotionTexts.sharedOneCode,
    path: ['codeCount'],
  })
  .refine((body) => body.shared || body.maxUses === undefined || body.maxUses === null || body.maxUses === 1, {
    message: consolePromotionTexts.singleUseCodes,
    path: ['maxUses'],
  })
  .refine((body) => body.discountType !== 'PERCENTAGE' || body.value <= 100, {
    message: consolePromotionTexts.percentTooHigh,
    path: ['value'],
  })
  .refine((body) => Date.parse(body.validTo) > Date.parse(body.validFrom), {
    message: consolePromotionTexts.endBeforeStart,
    path: ['validTo'],
  });
export type CreateVoucherCampaignRequest = z.input<typeof createVoucherCampaignRequestSchema>;

export const voucherCampaignSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  shared: z.boolean(),
  codeCount: z.number().int(),
  discountType: voucherDiscountTypeSchema,
  value: z.number(),
  validFrom: z.iso.datetime(),
  validTo: z.iso.datetime(),
  /** Per code: the shared code's overall limit (null: none), 1 for single-use codes. */
  maxUses: z.number().int().nullable(),
  perConnectionLimit: z.number().int(),
  productTypeIds: z.array(z.uuid()),
  productIds: z.array(z.uuid()),
  /** false once deactivated: its codes no longer redeem. */
  active: z.boolean(),
  /** Purchases made with its codes (failed ones not counted), as the portal counts them against limits. */
  redemptions: z.number().int(),
  createdBy: z.uuid().nullable(),
  createdAt: z.iso.datetime(),
});
export type VoucherCampaign = z.infer<typeof voucherCampaignSchema>;

export const voucherCampaignListSchema = z.object({ campaigns: z.array(voucherCampaignSchema) });
export type VoucherCampaignList = z.infer<typeof voucherCampaignListSchema>;

/** GET /voucher-campaigns/{id}: the campaign and, for a shared one, its code (single-use codes: the CSV). */
export const voucherCampaignDetailSchema = voucherCampaignSchema.extend({ sharedCode: z.string().nullable() });
export type VoucherCampaignDetail = z.infer<typeof voucherCampaignDetailSchema>;

/** The header row of GET /voucher-campaigns/{id}/codes.csv. */
export const VOUCHER_CAMPAIGN_CSV_HEADER = 'code,uses,max uses,valid from,valid to';

// ---------------------------------------------------------------------------------------------------
// Gift voucher offers (the portal's /gifts)

/** POST /gift-vouchers and PUT /gift-vouchers/{id}: the whole offer. */
export const consoleGiftVoucherRequestSchema = z
  .strictObject({
    name: text(100),
    description: z.string().trim().max(1000).default(''),
    price: rupees,
    imageUrl: consoleImagePathSchema,
    /** Exactly one: a number of products, or an amount to spend. */
    totalCount: z.number().int().min(1).max(1000).nullable().default(null),
    totalValue: rupees.nullable().default(null),
    /** Days a bought voucher stays usable. */
    utilizePeriod: z.number().int().min(1).max(3650),
    /** true: usable by the buying connection only; false: a gift any connection may redeem. */
    own: z.boolean(),
    /** With restrictions, it buys only what they match (at least one is needed). */
    restricted: z.boolean().default(false),
    productIds: ids(500).default([]),
    productTypeIds: ids(50).default([]),
    productSubTypeIds: ids(100).default([]),
    /** On sale until. */
    purchaseEnd: instant,
    active: z.boolean().default(true),
    sortOrder: z.number().int().min(0).max(100_000).default(0),
  })
  .refine((offer) => (offer.totalCount === null) !== (offer.totalValue === null), {
    message: consolePromotionTexts.countOrValue,
    path: ['totalCount'],
  })
  .refine(
    (offer) =>
      offer.restricted === offer.productIds.length + offer.productTypeIds.length + offer.productSubTypeIds.length > 0,
    { message: consolePromotionTexts.restrictionsMismatch, path: ['restricted'] },
  );
export type ConsoleGiftVoucherRequest = z.input<typeof consoleGiftVoucherRequestSchema>;

export const consoleGiftVoucherSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  imageUrl: z.string(),
  totalCount: z.number().int().nullable(),
  totalValue: z.number().nullable(),
  utilizePeriod: z.number().int(),
  own: z.boolean(),
  restricted: z.boolean(),
  productIds: z.array(z.uuid()),
  productTypeIds: z.array(z.uuid()),
  productSubTypeIds: z.array(z.uuid()),
  purchaseEnd: z.iso.datetime(),
  active: z.boolean(),
  sortOrder: z.number().int(),
  /** Active and purchaseEnd still to come: listed at the portal's /gifts. */
  onSale: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type ConsoleGiftVoucher = z.infer<typeof consoleGiftVoucherSchema>;

export const consoleGiftVoucherListSchema = z.object({ giftVouchers: z.array(consoleGiftVoucherSchema) });
export type ConsoleGiftVoucherList = z.infer<typeof consoleGiftVoucherListSchema>;

// ---------------------------------------------------------------------------------------------------
// The tax table

const ratePercent = z
  .number()
  .min(0, consolePromotionTexts.badRate)
  .lt(100, consolePromotionTexts.badRate)
  .multipleOf(0.0001, consolePromotionTexts.badRate);

/**
 * POST /tax-rates and PUT /tax-rates/{id} (only before it is in force): a rate in force from
 * effectiveFrom (not in the past) until effectiveUntil (exclusive; null: no end yet).
 */
export const consoleTaxRateRequestSchema = z
  .strictObject({
    name: text(100),
    ratePercent,
    /** On the price plus the taxes before it (VAT on the price with SSCL), rather than on the price. */
    compound: z.boolean().default(false),
    /** The order taxes apply in. */
    sortOrder: z.number().int().min(0).max(10_000),
    effectiveFrom: instant,
    effectiveUntil: instant.nullable().default(null),
  })
  .refine((rate) => !rate.effectiveUntil || Date.parse(rate.effectiveUntil) > Date.parse(rate.effectiveFrom), {
    message: consolePromotionTexts.endBeforeStart,
    path: ['effectiveUntil'],
  });
export type ConsoleTaxRateRequest = z.input<typeof consoleTaxRateRequestSchema>;

/** POST /tax-rates/{id}/end: the rate stops applying at this instant (not in the past). */
export const consoleTaxRateEndRequestSchema = z.strictObject({ effectiveUntil: instant });
export type ConsoleTaxRateEndRequest = z.input<typeof consoleTaxRateEndRequestSchema>;

export const consoleTaxRateStates = ['scheduled', 'in_force', 'ended'] as const;

export const consoleTaxRateSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  ratePercent: z.number(),
  compound: z.boolean(),
  sortOrder: z.number().int(),
  active: z.boolean(),
  effectiveFrom: z.iso.datetime(),
  effectiveUntil: z.iso.datetime().nullable(),
  /** Now: not yet in force (editable), in force, or ended. */
  state: z.enum(consoleTaxRateStates),
});
export type ConsoleTaxRate = z.infer<typeof consoleTaxRateSchema>;

/** Every rate, by sortOrder then effectiveFrom. */
export const consoleTaxRateListSchema = z.object({ taxRates: z.array(consoleTaxRateSchema) });
export type ConsoleTaxRateList = z.infer<typeof consoleTaxRateListSchema>;

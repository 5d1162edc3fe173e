import { z } from 'zod';
import { ALL_FILTER, bannerVoucherTypes, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './catalogue-enums';

/**
 * Requests of the catalogue calls. Query values arrive as strings: numbers are coerced, and a
 * parameter that may repeat (`typeid=a&typeid=b`) is accepted once or repeated and always parsed to an
 * array. Malformed ids are refused (400); well-formed ids nothing has are empty answers or 404s.
 */

const MAX_LIST_PARAMS = 20;
const MAX_ID_LIST = 100;

export const catalogueIdSchema = z.uuid('errors.invalidId');

/** A query parameter given once or repeated; always an array of 1 to `max` values. */
export function queryListSchema<T extends z.ZodType>(item: T, max = MAX_LIST_PARAMS) {
  return z
    .union([item, z.array(item).min(1).max(max)])
    .transform((value): z.output<T>[] => (Array.isArray(value) ? value : [value]));
}

/** A dropdown filter whose value ALL means no filter; parses to undefined then. */
function allOrSchema<T extends z.ZodType>(value: T) {
  return z
    .union([z.literal(ALL_FILTER), value])
    .optional()
    .transform((filter): z.output<T> | undefined => (filter === ALL_FILTER ? undefined : filter));
}

export const languageCodeSchema = z.string().regex(/^[a-z]{2,3}$/, 'validation.invalidLanguageCode');

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

/** The On Demand grid filters: sub type (tab), Language and Genre dropdowns; ALL is no filter. */
export const vodFilterQuerySchema = z.object({
  subtypeid: allOrSchema(catalogueIdSchema),
  languageCode: allOrSchema(languageCodeSchema),
  genreId: allOrSchema(catalogueIdSchema),
});

/**
 * Public calls personalise (purchase marks) when a valid Bearer token is sent with a connection of the
 * caller; conid without a token is a 401, another account's conid a 404.
 */
export const optionalConnectionQuerySchema = z.strictObject({
  conid: catalogueIdSchema.optional(),
});
export type OptionalConnectionQuery = z.input<typeof optionalConnectionQuerySchema>;

export const productIdParamsSchema = z.strictObject({ productId: catalogueIdSchema });
export type ProductIdParams = z.infer<typeof productIdParamsSchema>;

/** `{id}` of type/{id}/subtype/all, parent-types/{id}/sub-types, purchase-options-all/{id}, allowedPrimaryPackages/{id}. */
export const catalogueIdParamsSchema = z.strictObject({ id: catalogueIdSchema });
export type CatalogueIdParams = z.infer<typeof catalogueIdParamsSchema>;

export const productsByTypeQuerySchema = z.strictObject({
  typeid: catalogueIdSchema,
  conid: catalogueIdSchema.optional(),
  ...pageQuerySchema.shape,
  ...vodFilterQuerySchema.shape,
});
export type ProductsByTypeQuery = z.input<typeof productsByTypeQuerySchema>;

export const productsByTypesQuerySchema = z.strictObject({
  typeid: queryListSchema(catalogueIdSchema),
  conid: catalogueIdSchema.optional(),
});
export type ProductsByTypesQuery = z.input<typeof productsByTypesQuerySchema>;

/** Every on-demand title, across sub types. */
export const allVodsQuerySchema = z.strictObject({
  conid: catalogueIdSchema.optional(),
  ...pageQuerySchema.shape,
  ...vodFilterQuerySchema.shape,
});
export type AllVodsQuery = z.input<typeof allVodsQuerySchema>;

/** Languages or genres in use by the active titles of a sub type; all of them without one. */
export const vodReferenceQuerySchema = z.strictObject({
  subtypeid: catalogueIdSchema.optional(),
});
export type VodReferenceQuery = z.input<typeof vodReferenceQuerySchema>;

/**
 * Control characters never name a tag (and PostgreSQL refuses a NUL in text). The pattern holds for
 * the value as sent, not only trimmed, so the document refuses a name of spaces alone as the server does:
 * surrounding white space that is no control character (a tab or a form feed is one), then a name that
 * starts and ends with neither a space nor a control character.
 */
const TAG_NAME_PATTERN = /^[^\S\p{Cc}]*[^\s\p{Cc}](?:\P{Cc}*[^\s\p{Cc}])?[^\S\p{Cc}]*$/u;
const tagNameSchema = z.string().trim().min(1).max(50).regex(TAG_NAME_PATTERN);

/** Tags by name, e.g. ['featured']. Empty: no tag filter. A product matches when it has any of them. */
const tagNamesSchema = z.array(tagNameSchema).max(MAX_LIST_PARAMS);

export const productTypeAndTagsBodySchema = z.strictObject({
  productType: catalogueIdSchema,
  tags: tagNamesSchema,
});
export type ProductTypeAndTagsBody = z.infer<typeof productTypeAndTagsBodySchema>;

export const productTypesAndTagsBodySchema = z.strictObject({
  productTypes: z.array(catalogueIdSchema).min(1).max(MAX_LIST_PARAMS),
  tags: tagNamesSchema,
});
export type ProductTypesAndTagsBody = z.infer<typeof productTypesAndTagsBodySchema>;

/** Products by id, answered in the order asked; ids of unknown or unlisted products are left out. */
export const productIdListBodySchema = z.strictObject({
  idList: z.array(catalogueIdSchema).min(1).max(MAX_ID_LIST),
});
export type ProductIdListBody = z.infer<typeof productIdListBodySchema>;

/** Categories of the active products of a type (the channel categories). */
export const productCategoriesBodySchema = z.strictObject({
  productType: catalogueIdSchema,
});
export type ProductCategoriesBody = z.infer<typeof productCategoriesBodySchema>;

/** The Trending carousel of an On Demand tab. */
export const trendingBodySchema = z.strictObject({
  subTypeId: catalogueIdSchema,
});
export type TrendingBody = z.infer<typeof trendingBodySchema>;

/** Bundles and promotional packages a product can also be bought in ('Can be purchased in the following bundles'). */
export const bundledProductsQuerySchema = z.strictObject({
  productId: catalogueIdSchema,
  /** The caller's base package: bundles it already includes are left out. */
  basePackageId: catalogueIdSchema.optional(),
  conid: catalogueIdSchema.optional(),
});
export type BundledProductsQuery = z.input<typeof bundledProductsQuerySchema>;

export const bannersQuerySchema = z.strictObject({
  /** Adds that package's banners; ignored for visitors, who see only banners for everyone. */
  basePackageId: catalogueIdSchema.optional(),
  /** The gift or promotional voucher page's banners; without it, the landing and promotions banners. */
  voucherType: z.enum(bannerVoucherTypes).optional(),
});
export type BannersQuery = z.input<typeof bannersQuerySchema>;

/** Rupees with at most 2 decimals. */
export const priceInputSchema = z
  .number({ error: 'validation.invalidPrice' })
  .min(0, 'validation.invalidPrice')
  .max(10_000_000, 'validation.invalidPrice')
  .multipleOf(0.01, 'validation.invalidPrice');

export const taxCalculateRequestSchema = z.strictObject({
  productId: catalogueIdSchema,
  connectionId: catalogueIdSchema,
  price: priceInputSchema,
});
export type TaxCalculateRequest = z.infer<typeof taxCalculateRequestSchema>;

export const publicTaxCalculateRequestSchema = taxCalculateRequestSchema.omit({ connectionId: true });
export type PublicTaxCalculateRequest = z.infer<typeof publicTaxCalculateRequestSchema>;

// User-specific reads: the connection is required and must be the caller's.

export const userConnectionQuerySchema = z.strictObject({ conid: catalogueIdSchema });
export type UserConnectionQuery = z.infer<typeof userConnectionQuerySchema>;

/** The data-bundle calls spell the connection parameter conId. */
export const dataBundleConnectionQuerySchema = z.strictObject({ conId: catalogueIdSchema });
export type DataBundleConnectionQuery = z.infer<typeof dataBundleConnectionQuerySchema>;

export const dataBundleStatusQuerySchema = z.strictObject({
  conId: catalogueIdSchema,
  productId: catalogueIdSchema,
});
export type DataBundleStatusQuery = z.infer<typeof dataBundleStatusQuerySchema>;

/** tagIds (ids) and tags (names) may be mixed; neither: no tag filter. */
export const userProductsByTypesAndTagsQuerySchema = z.strictObject({
  conid: catalogueIdSchema,
  typeIds: queryListSchema(catalogueIdSchema),
  tagIds: queryListSchema(catalogueIdSchema).optional(),
  tags: queryListSchema(tagNameSchema).optional(),
});
export type UserProductsByTypesAndTagsQuery = z.input<typeof userProductsByTypesAndTagsQuerySchema>;

export const userProductsByPackageTypeQuerySchema = z.strictObject({
  conid: catalogueIdSchema,
  packagetypeid: catalogueIdSchema,
});
export type UserProductsByPackageTypeQuery = z.infer<typeof userProductsByPackageTypeQuerySchema>;

export const userProductsByTypeQuerySchema = z.strictObject({
  conid: catalogueIdSchema,
  typeid: catalogueIdSchema,
  ...pageQuerySchema.shape,
  ...vodFilterQuerySchema.shape,
});
export type UserProductsByTypeQuery = z.input<typeof userProductsByTypeQuerySchema>;

/** held=own: only what the connection bought on its own and holds (MY CONTENT), not the whole catalogue. */
export const userProductsByTypesQuerySchema = z.strictObject({
  conid: catalogueIdSchema,
  typeIds: queryListSchema(catalogueIdSchema),
  held: z.enum(['own']).optional(),
});
export type UserProductsByTypesQuery = z.input<typeof userProductsByTypesQuerySchema>;

/** The options a connection may buy a product with; purchaseOptionId narrows to that one option. */
export const userPurchaseOptionsQuerySchema = z.strictObject({
  productId: catalogueIdSchema,
  conid: catalogueIdSchema,
  purchaseOptionId: catalogueIdSchema.optional(),
});
export type UserPurchaseOptionsQuery = z.infer<typeof userPurchaseOptionsQuerySchema>;

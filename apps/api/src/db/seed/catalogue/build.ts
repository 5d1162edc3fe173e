import { mediaUrl } from '../../../modules/media/paths';
import type {
  bundleChannels,
  discountOptionGroups,
  discountOptions,
  ProductTypeName,
  packageContents,
  packageDataBundles,
  packageScreens,
  productCategories,
  productGenres,
  productLanguages,
  products,
  productTags,
  purchaseOptionGroups,
  purchaseOptions,
  svodChildren,
} from '../../schema';
import { stableId } from '../ids';
import { channelCategoryId, genreId, languageId, productTypeId, subTypeId, tagId } from './reference';
import type { OfferSeed, ProductSeed } from './types';

/** Catalogue validity dates: the spec's sample data runs to 2050. */
const CATALOGUE_START = new Date('2024-01-01T00:00:00.000Z');
const CATALOGUE_END = new Date('2050-12-31T23:59:59.000Z');

/** Youngest age a rating admits, for products.lowest_age_group. */
const RATING_AGES: Record<string, number> = { G: 0, PG: 7, 'PG-13': 13, R: 18 };

/** Looks products up by slug and checks that a relation points at the kind of product it should. */
export class ProductIndex {
  private readonly bySlug = new Map<string, ProductSeed>();

  constructor(seeds: readonly ProductSeed[]) {
    for (const seed of seeds) {
      if (this.bySlug.has(seed.slug)) throw new Error(`Duplicate demo product slug: ${seed.slug}`);
      this.bySlug.set(seed.slug, seed);
    }
  }

  get(slug: string, ...types: ProductTypeName[]): ProductSeed {
    const seed = this.bySlug.get(slug);
    if (!seed) throw new Error(`Demo data refers to an unknown product: ${slug}`);
    if (types.length > 0 && !types.includes(seed.type)) {
      throw new Error(`Demo product ${slug} is a ${seed.type}, expected ${types.join(' or ')}`);
    }
    return seed;
  }

  id(slug: string, ...types: ProductTypeName[]): string {
    return productId(this.get(slug, ...types).slug);
  }

  offer(slug: string, offerKey: string): OfferSeed {
    const offer = this.get(slug).offers?.find((candidate) => candidate.key === offerKey);
    if (!offer) throw new Error(`Demo product ${slug} has no offer ${offerKey}`);
    return offer;
  }

  /** The id of one of a product's purchase options. */
  optionId(slug: string, offerKey: string): string {
    return purchaseOptionId(slug, this.offer(slug, offerKey).key);
  }

  /** The discount group of a product that has product-level discounts. */
  discountGroupId(slug: string): string {
    if (!this.get(slug).discounts?.length) throw new Error(`Demo product ${slug} has no discount group`);
    return discountOptionGroupId(slug);
  }
}

const productId = (slug: string) => stableId('product', slug);
const purchaseOptionGroupId = (slug: string) => stableId('purchase-option-group', slug);
const purchaseOptionId = (slug: string, key: string) => stableId('purchase-option', `${slug}/${key}`);
const discountOptionGroupId = (slug: string) => stableId('discount-option-group', slug);

function productRow(seed: ProductSeed, sortOrder: number): typeof products.$inferInsert {
  const imageKind = seed.type === 'channel' ? 'channel' : 'product';
  const hasOffers = Boolean(seed.offers?.length);
  return {
    id: productId(seed.slug),
    productTypeId: productTypeId(seed.type),
    productSubTypeId: seed.subType ? subTypeId(seed.subType) : null,
    packageTypeId: seed.packageType ? productTypeId(seed.packageType) : null,
    name: seed.name,
    description: seed.description,
    imageUrl: mediaUrl(imageKind, seed.slug),
    thumbnailUrl: mediaUrl(imageKind === 'channel' ? 'channel' : 'thumbnail', seed.slug),
    status: seed.inactive ? 'PRODUCT_STATUS_INACTIVE' : 'PRODUCT_STATUS_ACTIVE',
    purchaseMode: hasOffers ? 'PURCHASE_MODE_STANDALONE' : 'PURCHASE_MODE_BUNDLED',
    regions: [...(seed.regions ?? [])],
    pgRating: seed.pgRating ?? null,
    featureTstv: seed.features?.includes('tstv') ?? false,
    featurePip: seed.features?.includes('pip') ?? false,
    featureCpvr: seed.features?.includes('cpvr') ?? false,
    additionalDetails: [...(seed.details ?? [])],
    numberOfScreens: seed.numberOfScreens ?? null,
    dataQuota: seed.dataQuota ?? null,
    channelNo: seed.channelNo ?? null,
    enableDisplay: !seed.hidden,
    lowestAgeGroup: seed.pgRating ? (RATING_AGES[seed.pgRating] ?? null) : null,
    externalRef: `PEO-${seed.type.toUpperCase()}-${seed.slug}`,
    purchasePeriodStart: CATALOGUE_START,
    purchasePeriodEnd: CATALOGUE_END,
    licensePeriodStart: CATALOGUE_START,
    licensePeriodEnd: CATALOGUE_END,
    purchaseOptionGroupId: hasOffers ? purchaseOptionGroupId(seed.slug) : null,
    discountOptionGroupId: seed.discounts?.length ? discountOptionGroupId(seed.slug) : null,
    sortOrder,
  };
}

function pricingRows(seed: ProductSeed) {
  const offers = seed.offers ?? [];
  const defaultType = offers[0]?.purchaseType ?? 'PURCHASE_TYPE_SUBSCRIPTION';
  const groups: (typeof purchaseOptionGroups.$inferInsert)[] = offers.length
    ? [{ id: purchaseOptionGroupId(seed.slug), name: `${seed.name} purchase options` }]
    : [];
  const options = offers.map((offer, index): typeof purchaseOptions.$inferInsert => ({
    id: purchaseOptionId(seed.slug, offer.key),
    purchaseOptionGroupId: purchaseOptionGroupId(seed.slug),
    name: offer.name,
    description: `${seed.name}: ${offer.name}`,
    purchaseType: offer.purchaseType,
    defaultPrice: offer.price,
    defaultPurchaseOptionType: defaultType,
    absoluteDiscount: offer.absoluteDiscount ?? 0,
    discountPercentage: offer.discountPercentage ?? 0,
    productAvailableFor: offer.availableFor ?? 'ALL',
    utilizationPeriod: offer.period,
    utilizationPeriodUnit: offer.unit,
    isDefault: index === 0,
    externalRef: `PO-${seed.slug}-${offer.key}`,
    sortOrder: index,
  }));
  const discounts = seed.discounts ?? [];
  const discountGroups: (typeof discountOptionGroups.$inferInsert)[] = discounts.length
    ? [{ id: discountOptionGroupId(seed.slug), name: `${seed.name} discounts` }]
    : [];
  const discountRows = discounts.map((discount, index): typeof discountOptions.$inferInsert => ({
    id: stableId('discount-option', `${seed.slug}/${index}`),
    discountOptionGroupId: discountOptionGroupId(seed.slug),
    discountLevel: 'PRODUCT',
    discountType: discount.type,
    value: discount.value,
    duration: discount.duration?.length ?? null,
    durationType: discount.duration?.unit ?? 'FOREVER',
    startsAt: new Date(`${discount.startsAt}T00:00:00.000Z`),
    endsAt: discount.endsAt ? new Date(`${discount.endsAt}T00:00:00.000Z`) : null,
  }));
  return { groups, options, discountGroups, discountRows };
}

/** Packages are composed from overlapping tiers, so their content lists may repeat a product. */
const unique = (slugs: readonly string[] | undefined) => [...new Set(slugs ?? [])];

function linkRows(seed: ProductSeed, index: ProductIndex) {
  const id = productId(seed.slug);
  return {
    productCategories: unique(seed.categories).map((category): typeof productCategories.$inferInsert => ({
      productId: id,
      categoryId: channelCategoryId(category),
    })),
    productLanguages: unique(seed.languages).map((code): typeof productLanguages.$inferInsert => ({
      productId: id,
      languageId: languageId(code),
    })),
    productGenres: unique(seed.genres).map((genre): typeof productGenres.$inferInsert => ({
      productId: id,
      genreId: genreId(genre),
    })),
    productTags: unique(seed.tags).map((tag): typeof productTags.$inferInsert => ({
      productId: id,
      tagId: tagId(tag),
    })),
    packageContents: unique(seed.includes).map((slug, sortOrder): typeof packageContents.$inferInsert => ({
      packageId: id,
      productId: index.id(slug, 'channel', 'channelbundle', 'vod', 'svod', 'screens'),
      sortOrder,
    })),
    bundleChannels: unique(seed.channels).map((slug, sortOrder): typeof bundleChannels.$inferInsert => ({
      bundleId: id,
      channelId: index.id(slug, 'channel'),
      sortOrder,
    })),
    svodChildren: unique(seed.children).map((slug, sortOrder): typeof svodChildren.$inferInsert => ({
      svodId: id,
      vodId: index.id(slug, 'vod'),
      sortOrder,
    })),
    packageScreens: unique(seed.extraScreens).map((slug): typeof packageScreens.$inferInsert => ({
      packageId: id,
      screensProductId: index.id(slug, 'screens'),
    })),
    packageDataBundles: seed.dataBundle
      ? [
          {
            packageId: id,
            dataBundleId: index.id(seed.dataBundle, 'databundle'),
          } satisfies typeof packageDataBundles.$inferInsert,
        ]
      : [],
  };
}

/** All rows of the product catalogue: products, their pricing and their relations. */
export function catalogueRows(seeds: readonly ProductSeed[], index: ProductIndex) {
  const pricing = seeds.map(pricingRows);
  const links = seeds.map((seed) => linkRows(seed, index));
  return {
    purchaseOptionGroups: pricing.flatMap((rows) => rows.groups),
    purchaseOptions: pricing.flatMap((rows) => rows.options),
    discountOptionGroups: pricing.flatMap((rows) => rows.discountGroups),
    discountOptions: pricing.flatMap((rows) => rows.discountRows),
    products: seeds.map(productRow),
    productCategories: links.flatMap((rows) => rows.productCategories),
    productLanguages: links.flatMap((rows) => rows.productLanguages),
    productGenres: links.flatMap((rows) => rows.productGenres),
    productTags: links.flatMap((rows) => rows.productTags),
    packageContents: links.flatMap((rows) => rows.packageContents),
    bundleChannels: links.flatMap((rows) => rows.bundleChannels),
    svodChildren: links.flatMap((rows) => rows.svodChildren),
    packageScreens: links.flatMap((rows) => rows.packageScreens),
    packageDataBundles: links.flatMap((rows) => rows.packageDataBundles),
  };
}

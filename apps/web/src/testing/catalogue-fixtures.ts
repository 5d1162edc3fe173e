import type {
  Banner,
  BasePackage,
  ProductDetail,
  ProductSummary,
  ProductType,
  ProductTypeName,
  PurchaseOption,
} from '@selfcare/contracts';

/**
 * Catalogue test data shaped like the api's answers, for every feature's tests: the one builder of a
 * purchase option, a product and a product's detail. A feature's own fixtures pass the defaults its
 * tests read (a name, a price) as overrides.
 */

export const productTypes: ProductType[] = (
  ['channel', 'channelbundle', 'vod', 'svod', 'screens', 'databundle', 'package', 'promotionalpackage'] as const
).map((typeName, index) => ({ id: `00000000-0000-4000-8000-00000000000${index}`, typeName, name: typeName }));

export function typeIdOf(typeName: ProductTypeName): string {
  return productTypes.find((type) => type.typeName === typeName)?.id ?? '';
}

/** A monthly subscription at Rs. 490, the product's default option, on sale to every connection type. */
export function purchaseOption(overrides: Partial<PurchaseOption> = {}): PurchaseOption {
  return {
    id: 'po-1',
    purchaseOptionGroupId: 'pog-1',
    name: 'Monthly',
    description: 'Monthly',
    purchaseType: 'PURCHASE_TYPE_SUBSCRIPTION',
    defaultPrice: 490,
    defaultPurchaseOptionType: 'PURCHASE_TYPE_SUBSCRIPTION',
    absoluteDiscount: 0,
    discountPercentage: 0,
    productAvailableFor: 'ALL',
    default: true,
    purchasePrice: 490,
    utilization: { utilizationPeriod: 1, utilizationPeriodUnit: 'MONTHS' },
    ...overrides,
  };
}

/** A product as a list answers it: active, sold on its own at Rs. 1,390 a month, not purchased. */
export function product(
  id: string,
  typeName: ProductTypeName,
  overrides: Partial<ProductSummary> = {},
): ProductSummary {
  return {
    id,
    name: `Product ${id}`,
    description: '',
    imageURL: `/media/product/${id}.svg`,
    thumbnailURL: `/media/thumbnail/${id}.svg`,
    status: 'PRODUCT_STATUS_ACTIVE',
    standalone: 'PURCHASE_MODE_STANDALONE',
    productTypeId: typeIdOf(typeName),
    productTypeName: typeName,
    productTypeTypeName: typeName,
    productSubTypeId: null,
    productSubTypeTypeName: null,
    productSubTypeDisplayName: null,
    packageTypeId: null,
    channelNo: null,
    feature: { tstv: false, pip: false, cpvr: false },
    categories: [],
    languages: [],
    genres: [],
    tags: [],
    pgRating: null,
    regions: [],
    numberOfScreens: null,
    dataQuota: null,
    daysRemainingToPurchase: null,
    purchaseOptionGroupId: null,
    purchaseOption: purchaseOption({
      id: `${id}-option`,
      purchaseOptionGroupId: `${id}-group`,
      description: '',
      defaultPrice: 1390,
      purchasePrice: 1390,
    }),
    discountOptionGroup: null,
    isPurchased: false,
    isBundled: false,
    purchaseStatus: 'NOT_PURCHASED',
    paymentStatus: null,
    billingEndDate: null,
    purchaseId: null,
    daysRemainingToExpire: null,
    currentPurchasedPackage: false,
    ...overrides,
  };
}

/** A product as its own page's answer has it: the list's fields and the detail's, empty unless given. */
export function productDetail(summary: ProductSummary, overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    ...summary,
    additionalDetails: [],
    lowestAgeGroup: null,
    productList: [],
    channelsList: [],
    purchasableProductList: [],
    dataBundle: [],
    includedIn: [],
    ...overrides,
  };
}

export function basePackage(id: string, overrides: Partial<BasePackage> = {}): BasePackage {
  return { ...product(id, 'package'), purchasableProductList: [], dataBundle: [], chargedPrice: null, ...overrides };
}

export function banner(id: string, overrides: Partial<Banner> = {}): Banner {
  return {
    id,
    title: `Banner ${id}`,
    imageURL: `/media/banner/${id}.svg`,
    redirectURL: null,
    productId: null,
    purchaseOptionId: null,
    type: null,
    voucherType: null,
    basePackageIds: [],
    ...overrides,
  };
}

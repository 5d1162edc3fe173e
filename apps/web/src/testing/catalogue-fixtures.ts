import type { Banner, BasePackage, ProductSummary, ProductType, ProductTypeName } from '@selfcare/contracts';

/** Catalogue test data shaped like the api's answers, for the feature tests. */

export const productTypes: ProductType[] = (
  ['channel', 'channelbundle', 'vod', 'svod', 'screens', 'databundle', 'package', 'promotionalpackage'] as const
).map((typeName, index) => ({ id: `00000000-0000-4000-8000-00000000000${index}`, typeName, name: typeName }));

export function typeIdOf(typeName: ProductTypeName): string {
  return productTypes.find((type) => type.typeName === typeName)?.id ?? '';
}

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
    purchaseOption: {
      id: `${id}-option`,
      purchaseOptionGroupId: `${id}-group`,
      name: 'Monthly',
      description: '',
      purchaseType: 'PURCHASE_TYPE_SUBSCRIPTION',
      defaultPrice: 1390,
      defaultPurchaseOptionType: 'PURCHASE_TYPE_SUBSCRIPTION',
      absoluteDiscount: 0,
      discountPercentage: 0,
      productAvailableFor: 'ALL',
      default: true,
      purchasePrice: 1390,
      utilization: { utilizationPeriod: 1, utilizationPeriodUnit: 'MONTHS' },
    },
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

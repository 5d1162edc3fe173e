import type {
  BasePackage,
  ConnectionDetails,
  ProductDetail,
  ProductSummary,
  ProductType,
  ProductTypeName,
  PurchaseOption,
} from '@selfcare/contracts';
import { fixedLineDetails } from '@/testing/fixtures';

export const productTypes: ProductType[] = (
  ['channel', 'vod', 'svod', 'screens', 'databundle', 'package'] as const
).map((typeName) => ({ id: `type-${typeName}`, typeName, name: typeName }));

/** An option without discounts of its own: it sells at its default price unless told otherwise. */
export function purchaseOption(overrides: Partial<PurchaseOption> = {}): PurchaseOption {
  const defaultPrice = overrides.defaultPrice ?? 790;
  return {
    id: 'option-1',
    purchaseOptionGroupId: 'group-1',
    name: 'Monthly subscription',
    description: '',
    purchaseType: 'PURCHASE_TYPE_SUBSCRIPTION',
    defaultPrice,
    defaultPurchaseOptionType: 'PURCHASE_TYPE_SUBSCRIPTION',
    absoluteDiscount: 0,
    discountPercentage: 0,
    productAvailableFor: 'ALL',
    default: true,
    purchasePrice: defaultPrice,
    utilization: { utilizationPeriod: 1, utilizationPeriodUnit: 'MONTHS' },
    ...overrides,
  };
}

export function product(id: string, type: ProductTypeName, overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    id,
    name: id,
    description: `About ${id}`,
    imageURL: `/media/${id}.svg`,
    thumbnailURL: `/media/${id}-thumb.svg`,
    status: 'PRODUCT_STATUS_ACTIVE',
    standalone: 'PURCHASE_MODE_STANDALONE',
    productTypeId: `type-${type}`,
    productTypeName: type,
    productTypeTypeName: type,
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
    purchaseOption: null,
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
  return {
    ...product(id, 'package', { numberOfScreens: 2, purchaseOption: purchaseOption(), ...overrides }),
    purchasableProductList: overrides.purchasableProductList ?? [],
    dataBundle: [],
    chargedPrice: overrides.chargedPrice ?? null,
  };
}

export function packageDetail(item: ProductSummary, overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    ...item,
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

export function channel(id: string, category: string): ProductSummary {
  return product(id, 'channel', {
    categories: [{ id: `cat-${category}`, category, parentId: null, parentCategory: null }],
  });
}

export const prepaidDetails: ConnectionDetails = {
  ...fixedLineDetails,
  connectionId: 'con-7',
  connectionType: 7,
  serviceType: 'Prepaid',
  broadband: false,
};

import type { Category, ConnectionSummary, ProductDetail, ProductType, PurchaseOption } from '@selfcare/contracts';
import { writeStored } from '@/shared/session/storage';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { fixedLineConnection } from '@/testing/fixtures';

export const CHANNEL_TYPE_ID = '00000000-0000-4000-8000-000000000001';
export const CONNECTION_ID = 'c0000000-0000-4000-8000-000000000001';

export const productTypes: ProductType[] = [
  { id: '00000000-0000-4000-8000-000000000002', typeName: 'vod', name: 'Video on Demand' },
  { id: CHANNEL_TYPE_ID, typeName: 'channel', name: 'channel' },
];

export function category(name: string, id = `cat-${name}`): Category {
  return { id, category: name, parentId: null, parentCategory: null };
}

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

/** A product as the api answers it, a visitor's view unless overridden. */
export function product(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    id: 'p-1',
    name: 'HBO',
    description: 'Hollywood blockbusters.',
    imageURL: '/media/hbo.svg',
    thumbnailURL: '/media/hbo-thumb.svg',
    status: 'PRODUCT_STATUS_ACTIVE',
    standalone: 'PURCHASE_MODE_BUNDLED',
    productTypeId: CHANNEL_TYPE_ID,
    productTypeName: 'channel',
    productTypeTypeName: 'channel',
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

/** Logs a subscriber in with the given connection type selected. */
export function logInAs(connectionType: ConnectionSummary['connectionType']): ConnectionSummary {
  writeStored({ jwt: 'jwt-1', conID: CONNECTION_ID });
  return { ...fixedLineConnection, connectionId: CONNECTION_ID, connectionType };
}

type Routes = Record<string, unknown>;

/**
 * Answers GET/POST calls by path (query included); anything else is a 404, like an unknown product.
 * Returns the mock so tests can count calls.
 */
/** Where the api places the viewer unless a test says otherwise: Sri Lanka. */
export const LOCATION_PATH = '/users/v1/location';

export function mockApi(routes: Routes) {
  const answers: Routes = { [LOCATION_PATH]: { country: 'LK' }, ...routes };
  return mockFetch((path) => {
    const key = path.replace(/^\/api/, '');
    return key in answers
      ? jsonResponse(200, answers[key])
      : jsonResponse(404, { message: 'Not found', code: 'NOT_FOUND' });
  });
}

export const CONNECTIONS_PATH = '/users/v1/account/connections';

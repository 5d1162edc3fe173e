import type { ProductDetail, ProductSummary, PurchaseOption, SubType } from '@selfcare/contracts';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';

export const VOD_TYPE_ID = 'type-vod';
export const SVOD_TYPE_ID = 'type-svod';

export const productTypes = [
  { id: VOD_TYPE_ID, typeName: 'vod', name: 'Video on Demand' },
  { id: SVOD_TYPE_ID, typeName: 'svod', name: 'SVOD' },
];

export function subType(typeName: string, displayName: string, active = true): SubType {
  return { id: `sub-${typeName}`, parentTypeId: VOD_TYPE_ID, typeName, displayName, active };
}

export function purchaseOption(overrides: Partial<PurchaseOption> = {}): PurchaseOption {
  return {
    id: 'option-1',
    purchaseOptionGroupId: 'group-1',
    name: 'Monthly',
    description: 'Monthly',
    purchaseType: 'PURCHASE_TYPE_SUBSCRIPTION',
    defaultPrice: 350,
    defaultPurchaseOptionType: 'PURCHASE_TYPE_SUBSCRIPTION',
    absoluteDiscount: 0,
    discountPercentage: 0,
    productAvailableFor: 'ALL',
    default: true,
    purchasePrice: 350,
    utilization: { utilizationPeriod: 1, utilizationPeriodUnit: 'MONTHS' },
    ...overrides,
  };
}

export function product(overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    id: 'vod-1',
    name: 'Kalu Ganga Ira',
    description: 'A river boatman takes on the sand-mining gang.',
    imageURL: '/media/vod-1.svg',
    thumbnailURL: '/media/vod-1-thumb.svg',
    status: 'PRODUCT_STATUS_ACTIVE',
    standalone: 'PURCHASE_MODE_STANDALONE',
    productTypeId: VOD_TYPE_ID,
    productTypeName: 'Video on Demand',
    productTypeTypeName: 'vod',
    productSubTypeId: 'sub-MVOD',
    productSubTypeTypeName: 'MVOD',
    productSubTypeDisplayName: 'Movies',
    packageTypeId: null,
    channelNo: null,
    feature: { tstv: false, pip: false, cpvr: false },
    categories: [],
    languages: [{ code: 'si', name: 'Sinhala' }],
    genres: [],
    tags: [],
    pgRating: 'PG',
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

export function detail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    ...product({
      id: 'svod-1',
      name: 'PEO Originals Plus',
      description: 'New episodes of PEO original series every week.',
      productTypeId: SVOD_TYPE_ID,
      productTypeName: 'SVOD',
      productTypeTypeName: 'svod',
      productSubTypeId: null,
      productSubTypeTypeName: null,
      productSubTypeDisplayName: null,
      purchaseOption: purchaseOption(),
    }),
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

type Handler = (url: URL, init: RequestInit) => Response;

class Responder {
  constructor(readonly handle: Handler) {}
}

/** An answer computed from the request, for mockApi. */
export function respondWith(handle: Handler): Responder {
  return new Responder(handle);
}

/**
 * fetch answered per api path (without the query): a body to send with 200, or respondWith(handler).
 * Unknown paths answer 404 so a test notices a call it did not expect.
 */
export function mockApi(answers: Record<string, unknown>) {
  return mockFetch((path, init) => {
    const url = new URL(path, 'http://localhost');
    if (!(url.pathname in answers)) {
      return jsonResponse(404, { message: `Unexpected ${url.pathname}`, code: 'NOT_FOUND' });
    }
    const answer = answers[url.pathname];
    return answer instanceof Responder ? answer.handle(url, init) : jsonResponse(200, answer);
  });
}

/** The paths (with query) fetched so far, in order. */
export function calledPaths(fetchMock: ReturnType<typeof mockFetch>): string[] {
  return fetchMock.mock.calls.map(([input]) => String(input));
}

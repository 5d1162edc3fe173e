import type { ProductDetail, ProductSummary, PurchaseOption, SubType } from '@selfcare/contracts';
import { purchaseOption as baseOption, product as baseProduct, productDetail } from '@/testing/catalogue-fixtures';
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

/** A monthly subscription at Rs. 350. */
export function purchaseOption(overrides: Partial<PurchaseOption> = {}): PurchaseOption {
  return baseOption({
    id: 'option-1',
    purchaseOptionGroupId: 'group-1',
    defaultPrice: 350,
    purchasePrice: 350,
    ...overrides,
  });
}

/** A Sinhala movie, 'Kalu Ganga Ira', with no option of its own. */
export function product(overrides: Partial<ProductSummary> = {}): ProductSummary {
  return baseProduct('vod-1', 'vod', {
    name: 'Kalu Ganga Ira',
    description: 'A river boatman takes on the sand-mining gang.',
    imageURL: '/media/vod-1.svg',
    thumbnailURL: '/media/vod-1-thumb.svg',
    productTypeId: VOD_TYPE_ID,
    productTypeName: 'Video on Demand',
    productSubTypeId: 'sub-MVOD',
    productSubTypeTypeName: 'MVOD',
    productSubTypeDisplayName: 'Movies',
    languages: [{ code: 'si', name: 'Sinhala' }],
    pgRating: 'PG',
    purchaseOption: null,
    ...overrides,
  });
}

/** 'PEO Originals Plus', an SVOD with a monthly option, as its page's answer has it. */
export function detail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  const svod = product({
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
  });
  return productDetail(svod, overrides);
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

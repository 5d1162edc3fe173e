import type { Category, ConnectionSummary, ProductDetail, ProductType } from '@selfcare/contracts';
import { writeStored } from '@/shared/session/storage';
import { product as baseProduct, productDetail } from '@/testing/catalogue-fixtures';
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

/** A product as the api answers it, a visitor's view unless overridden: HBO, a channel sold only in packages. */
export function product(overrides: Partial<ProductDetail> = {}): ProductDetail {
  const hbo = baseProduct('p-1', 'channel', {
    name: 'HBO',
    description: 'Hollywood blockbusters.',
    imageURL: '/media/hbo.svg',
    thumbnailURL: '/media/hbo-thumb.svg',
    standalone: 'PURCHASE_MODE_BUNDLED',
    productTypeId: CHANNEL_TYPE_ID,
    purchaseOption: null,
  });
  return productDetail(hbo, overrides);
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

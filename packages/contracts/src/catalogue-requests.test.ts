import { describe, expect, it } from 'vitest';
import {
  productsByTypeQuerySchema,
  productsByTypesQuerySchema,
  publicTaxCalculateRequestSchema,
  userProductsByTypesAndTagsQuerySchema,
} from './catalogue-requests';

const TYPE_A = '3f0c1f4e-2a6b-5c3d-8e9f-0a1b2c3d4e5f';
const TYPE_B = '7d2e4a1b-9c8f-4e3d-a2b1-c0d9e8f7a6b5';

describe('catalogue query coercion', () => {
  it('coerces page numbers and applies the defaults', () => {
    expect(productsByTypeQuerySchema.parse({ typeid: TYPE_A })).toMatchObject({ page: 1, pageSize: 20 });
    expect(productsByTypeQuerySchema.parse({ typeid: TYPE_A, page: '3', pageSize: '12' })).toMatchObject({
      page: 3,
      pageSize: 12,
    });
  });

  it.each([{ page: '0' }, { page: 'two' }, { pageSize: '101' }, { page: '1.5' }])('refuses %j', (paging) => {
    expect(productsByTypeQuerySchema.safeParse({ typeid: TYPE_A, ...paging }).success).toBe(false);
  });

  it('reads ALL as no filter and keeps a real one', () => {
    const parsed = productsByTypeQuerySchema.parse({ typeid: TYPE_A, languageCode: 'ALL', genreId: 'ALL' });
    expect(parsed.languageCode).toBeUndefined();
    expect(parsed.genreId).toBeUndefined();
    expect(productsByTypeQuerySchema.parse({ typeid: TYPE_A, languageCode: 'si' }).languageCode).toBe('si');
  });

  it('turns a single or repeated parameter into an array', () => {
    expect(productsByTypesQuerySchema.parse({ typeid: TYPE_A }).typeid).toEqual([TYPE_A]);
    expect(productsByTypesQuerySchema.parse({ typeid: [TYPE_A, TYPE_B] }).typeid).toEqual([TYPE_A, TYPE_B]);
    const user = userProductsByTypesAndTagsQuerySchema.parse({ conid: TYPE_A, typeIds: TYPE_B, tags: 'featured' });
    expect(user).toMatchObject({ typeIds: [TYPE_B], tags: ['featured'] });
    expect(user.tagIds).toBeUndefined();
  });

  it('refuses malformed ids, empty lists and unknown parameters with the invalid-id key', () => {
    const malformed = productsByTypeQuerySchema.safeParse({ typeid: 'channel' });
    expect(malformed.error?.issues[0]?.message).toBe('errors.invalidId');
    expect(productsByTypesQuerySchema.safeParse({ typeid: [] }).success).toBe(false);
    expect(productsByTypesQuerySchema.safeParse({ typeid: [TYPE_A, 'x'] }).success).toBe(false);
    expect(productsByTypeQuerySchema.safeParse({ typeid: TYPE_A, sort: 'name' }).success).toBe(false);
  });
});

describe('tax calculate request', () => {
  it('accepts cents and refuses fractions of a cent or negative prices', () => {
    expect(publicTaxCalculateRequestSchema.safeParse({ productId: TYPE_A, price: 1390.5 }).success).toBe(true);
    expect(publicTaxCalculateRequestSchema.safeParse({ productId: TYPE_A, price: 0.1 + 0.2 }).success).toBe(true);
    for (const price of [1.005, -1, Number.NaN]) {
      const result = publicTaxCalculateRequestSchema.safeParse({ productId: TYPE_A, price });
      expect(result.error?.issues[0]?.message).toBe('validation.invalidPrice');
    }
  });
});

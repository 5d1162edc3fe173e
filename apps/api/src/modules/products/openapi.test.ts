import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const catalogueCalls: [string, 'get' | 'post'][] = [
  ['/api/products/v1/products/product-types', 'get'],
  ['/api/products/v1/products/by-product-type-and-tags', 'post'],
  ['/api/products/v1/products/by-product-types-and-tags', 'post'],
  ['/api/products/v1/products/all/id-list', 'post'],
  ['/api/products/v1/products/all/active/by-type', 'get'],
  ['/api/products/v1/products/all/active/by-types', 'get'],
  ['/api/products/v1/products/type/{id}/subtype/all', 'get'],
  ['/api/products/v1/products/parent-types/{id}/sub-types', 'get'],
  ['/api/products/v1/products/{productId}', 'get'],
  ['/api/products/v1/products/admin/purchase-options-all/{id}', 'get'],
  ['/api/products/v1/products/languages', 'get'],
  ['/api/products/v1/products/genres', 'get'],
  ['/api/products/v1/products/channel-categories', 'post'],
  ['/api/products/v1/products/trending', 'post'],
  ['/api/products/v1/products/all-vods', 'get'],
  ['/api/products/v1/products/bundled', 'get'],
  ['/api/promotions/v1/promotions/all/banners', 'get'],
  ['/api/promotions/v1/tax/calculate', 'post'],
  ['/api/promotions/v1/tax/calculate/public', 'post'],
  ['/api/billing/v1/billing/user-products/by-types-and-tags', 'get'],
  ['/api/billing/v1/billing/user-products/by-packagetype', 'get'],
  ['/api/billing/v1/billing/user-products/by-type', 'get'],
  ['/api/billing/v1/billing/user-products/by-types', 'get'],
  ['/api/billing/v1/billing/user-products/data-bundles', 'get'],
  ['/api/billing/v1/billing/user-products/data-bundle', 'get'],
  ['/api/billing/v1/billing/user-products/{productId}', 'get'],
  ['/api/billing/v1/billing/purchase-options', 'get'],
  ['/api/billing/v1/billing/data-bundle-purchase-status', 'get'],
  ['/api/users/v1/allowedSecondaryPackages', 'get'],
  ['/api/users/v1/allowedPrimaryPackages/{id}', 'get'],
];

describe('catalogue calls in the OpenAPI document', () => {
  it('lists every catalogue call with its response schemas', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const { paths } = response.json<{ paths: Record<string, Record<string, { responses: object }>> }>();
    for (const [path, method] of catalogueCalls) {
      const operation = paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(Object.keys(operation?.responses ?? {}), path).toContain('200');
    }
  });

  it('documents a repeatable query parameter', async () => {
    const { paths } = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, { get: { parameters: { name: string; required: boolean }[] } }>;
    }>();
    const parameters = paths['/api/products/v1/products/all/active/by-types']?.get.parameters ?? [];
    expect(parameters.find((parameter) => parameter.name === 'typeid')).toMatchObject({ required: true });
  });
});

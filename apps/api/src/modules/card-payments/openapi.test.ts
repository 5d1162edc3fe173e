import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Operation {
  responses: Record<string, unknown>;
  requestBody?: { content: Record<string, unknown> };
}

describe('card payment calls in the OpenAPI document', () => {
  it('lists the purchase, unsubscribe, paid-status and notification calls, and hides the sandbox gateway', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const { paths } = response.json<{ paths: Record<string, Record<string, Operation>> }>();
    const calls: [string, string][] = [
      ['/api/prepaid/v1/purchases', 'post'],
      ['/api/prepaid/v1/purchases', 'delete'],
      ['/api/prepaid/v1/payments/{transactionId}/paid', 'get'],
      ['/api/prepaid/v1/payments/notify', 'post'],
    ];
    for (const [path, method] of calls) {
      expect(Object.keys(paths[path]?.[method]?.responses ?? {}), `${method} ${path}`).toContain('200');
    }
    const notify = paths['/api/prepaid/v1/payments/notify']?.post;
    expect(Object.keys(notify?.requestBody?.content ?? {})).toEqual(['application/x-www-form-urlencoded']);
    expect(Object.keys(paths).filter((path) => path.startsWith('/sandbox'))).toEqual([]);
  });
});

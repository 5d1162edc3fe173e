import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Operation {
  tags?: string[];
  summary?: string;
  responses: Record<string, unknown>;
  parameters?: { name: string; in: string }[];
}

describe('profile calls in the OpenAPI document', () => {
  it('lists every call under the profile tag with a summary, its answers and its query parameters', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const { paths } = response.json<{ paths: Record<string, Record<string, Operation>> }>();
    const calls: [string, string][] = [
      ['/api/users/v1/connections/{id}/devices', 'get'],
      ['/api/users/v1/connections/{conId}/devices/{deviceId}', 'delete'],
      ['/api/users/v1/profiles/{id}', 'delete'],
      ['/api/users/v1/connection/unsubscribe/{id}', 'post'],
      ['/api/users/v1/connections/unsubscribe/{id}', 'post'],
      ['/api/users/v1/connections/{id}/parental-pin', 'post'],
      ['/api/billing/v1/billing/user-purchase', 'get'],
      ['/api/billing/v1/billing/prepaid/payments', 'get'],
      ['/api/billing/v1/billing/mobitel/payments', 'get'],
    ];
    for (const [path, method] of calls) {
      const operation = paths[path]?.[method];
      expect(operation?.tags, `${method} ${path}`).toEqual(['profile']);
      expect(operation?.summary, `${method} ${path}`).toEqual(expect.any(String));
      expect(Object.keys(operation?.responses ?? {}), `${method} ${path}`).toEqual(
        expect.arrayContaining(['200', '401', '404']),
      );
    }
    const purchaseQuery = paths['/api/billing/v1/billing/user-purchase']?.get?.parameters ?? [];
    expect(purchaseQuery.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name)).toEqual([
      'connectionId',
      'connectionType',
      'start',
      'end',
    ]);
  });
});

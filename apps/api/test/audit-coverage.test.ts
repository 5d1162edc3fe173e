import type { ProductDetail } from '@selfcare/contracts';
import { and, eq, gt, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema';
import { AUDITED_REFUSALS } from '../src/plugins/audit-refusals';
import { createSeededTestApp, type TestApp } from './app';
import { demo } from './catalogue';
import { bearer, createAccount, loginToken } from './factories';
import { hboMonthlySubscribeBody } from './purchases';

/** Routes that change something and write their own failure rows (account security, the card gateway). */
const SELF_AUDITED = new Set([
  'POST /api/auth/v1/login',
  'POST /api/auth/v1/logout',
  'POST /api/auth/v1/session',
  'POST /api/auth/v1/password-update',
  'POST /api/auth/v1/pwd-recovery',
  'POST /api/auth/v1/forgot-password',
  'POST /api/auth/v1/email/confirmation',
  'POST /api/users/v1/connections/:id/parental-pin',
  'DELETE /api/users/v1/profiles/:id',
  'POST /api/prepaid/v1/payments/notify',
  'POST /api/users/v1/account/connections',
  'POST /api/users/v1/non-provider-details',
  'POST /api/users/v1/registration',
  'POST /api/users/v1/registration/connections',
  'POST /api/users/v1/registration/consent',
  'POST /api/users/v1/registration/consent/validate',
  'POST /api/users/v1/registration/otp',
  'POST /api/users/v1/registration/retry',
]);

/** POST routes that only read (a body carries the question) and change nothing worth auditing. */
const READS = new Set([
  'POST /api/products/v1/products/all/id-list',
  'POST /api/products/v1/products/by-product-type-and-tags',
  'POST /api/products/v1/products/by-product-types-and-tags',
  'POST /api/products/v1/products/channel-categories',
  'POST /api/products/v1/products/trending',
  'POST /api/promotions/v1/tax/calculate',
  'POST /api/promotions/v1/tax/calculate/public',
  'POST /api/promotions/v1/vouchers/validate',
]);

const BILLING = '/api/billing/v1/billing';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let accountId: string;
let connectionId: string;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createSeededTestApp();
  const account = await createAccount(t.db, { connections: [{ connectionType: 1 }] });
  accountId = account.id;
  connectionId = account.connectionIds[0] ?? '';
  headers = bearer(await loginToken(t.app, account));
});
afterAll(() => t.close());

async function lastAuditId(): Promise<number> {
  const [row] = await t.db.select({ id: max(auditLog.id) }).from(auditLog);
  return row?.id ?? 0;
}

const rowsAfter = (id: number) => t.db.select().from(auditLog).where(gt(auditLog.id, id));

describe('the audit of money and entitlement refusals', () => {
  it('knows every route that changes something: audited here, auditing itself, or a read', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json<{ paths: Record<string, object> }>();
    const unclassified = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => method !== 'get')
        .map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`)
        .filter((route) => !(route in AUDITED_REFUSALS) && !SELF_AUDITED.has(route) && !READS.has(route)),
    );
    expect(unclassified).toEqual([]);
    for (const route of Object.keys(AUDITED_REFUSALS)) {
      const [method = '', url = ''] = route.split(' ');
      expect(t.app.hasRoute({ method, url }), route).toBe(true);
    }
  });

  it.each(Object.entries(AUDITED_REFUSALS))(
    '%s: a refused request leaves a failure row (%s)',
    async (route, action) => {
      const [method = '', template = ''] = route.split(' ');
      const url = template.replace(/:\w+/g, UNKNOWN_ID);
      const before = await lastAuditId();
      const response = await t.app.inject({
        method: method as 'POST' | 'DELETE',
        url,
        headers,
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      const rows = await rowsAfter(before);
      expect(rows.filter((row) => row.action === action)).toEqual([
        expect.objectContaining({
          outcome: 'failure',
          accountId,
          ipAddress: '127.0.0.1',
          details: expect.objectContaining({ statusCode: response.statusCode, route: template }),
        }),
      ]);
    },
  );

  it('records a purchase refused inside its transaction, whose own row rolled back', async () => {
    const page = await t.app.inject({
      url: `${BILLING}/user-products/${demo.productId('hbo')}?conid=${connectionId}`,
      headers,
    });
    const payload = hboMonthlySubscribeBody(connectionId, page.json<ProductDetail>());
    const subscribe = () =>
      t.app.inject({ method: 'POST', url: `${BILLING}/user-purchase/subscribe`, headers, payload });
    expect((await subscribe()).statusCode).toBe(200);
    const before = await lastAuditId();
    const again = await subscribe();
    expect(again.statusCode).toBe(409);
    const refused = await t.db
      .select()
      .from(auditLog)
      .where(and(gt(auditLog.id, before), eq(auditLog.action, 'purchase.subscribe')));
    expect(refused).toEqual([
      expect.objectContaining({
        outcome: 'failure',
        accountId,
        details: expect.objectContaining({ statusCode: 409, code: again.json().code }),
      }),
    ]);
  });

  it('writes nothing for a caller without a session, refused before anything is read', async () => {
    const before = await lastAuditId();
    const response = await t.app.inject({ method: 'POST', url: `${BILLING}/user-purchase/subscribe`, payload: {} });
    expect(response.statusCode).toBe(401);
    expect(await rowsAfter(before)).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOperations } from '../../../reliability/openapi';
import { createTestApp, type TestApp } from '../../../test/app';
import { bearer, createAccount, loginToken } from '../../../test/factories';
import { STAFF_ROLES, type StaffRole } from '../../db/schema';
import { CARE_AGENTS, CARE_MONEY, CARE_PAYMENT_RECOVERY, CARE_READERS } from '../console-care/routes';
import { CATALOGUE_READERS, CATALOGUE_WRITERS, IMAGE_UPLOADERS } from '../console-catalogue/routes';
import { REPORT_READERS } from '../console-reports/routes';
import { signedInStaff } from './test-kit';

/**
 * Every console route of the OpenAPI document × every role: 401 without a console session (none, or a
 * subscriber's token), 403 for each role the route does not let in, and past the guard for the others.
 * A new console route fails the first test until its roles are written here.
 */
const ALL = STAFF_ROLES;
const ROUTE_ROLES: Readonly<Record<string, readonly StaffRole[]>> = {
  'POST /api/console/v1/auth/logout': ALL,
  'GET /api/console/v1/me': ALL,
  'GET /api/console/v1/staff': ['administrator'],
  'POST /api/console/v1/staff': ['administrator'],
  'PATCH /api/console/v1/staff/{id}': ['administrator'],
  'POST /api/console/v1/staff/{id}/totp-reset': ['administrator'],
  'GET /api/console/v1/audit': ['administrator', 'read_only'],
  // Catalogue (modules/console-catalogue): marketing reads product lists to pick banner targets.
  'GET /api/console/v1/catalogue/reference': CATALOGUE_READERS,
  'GET /api/console/v1/products': CATALOGUE_READERS,
  'GET /api/console/v1/products/{id}': CATALOGUE_READERS,
  'POST /api/console/v1/products': CATALOGUE_WRITERS,
  'PUT /api/console/v1/products/{id}': CATALOGUE_WRITERS,
  'POST /api/console/v1/products/{id}/status': CATALOGUE_WRITERS,
  'POST /api/console/v1/images': IMAGE_UPLOADERS,
  'GET /api/console/v1/products/{id}/purchase-options': CATALOGUE_READERS,
  'POST /api/console/v1/products/{id}/purchase-options': CATALOGUE_WRITERS,
  'PUT /api/console/v1/purchase-options/{id}': CATALOGUE_WRITERS,
  'GET /api/console/v1/purchase-options/{id}/price-changes': CATALOGUE_READERS,
  'GET /api/console/v1/purchase-options/{id}/price-changes/preview': CATALOGUE_READERS,
  'POST /api/console/v1/purchase-options/{id}/price-changes': CATALOGUE_WRITERS,
  'DELETE /api/console/v1/price-changes/{id}': CATALOGUE_WRITERS,
  'GET /api/console/v1/products/{id}/discounts': CATALOGUE_READERS,
  'POST /api/console/v1/products/{id}/discounts': CATALOGUE_WRITERS,
  'PUT /api/console/v1/discounts/{id}': CATALOGUE_WRITERS,
  'DELETE /api/console/v1/discounts/{id}': CATALOGUE_WRITERS,
  'GET /api/console/v1/products/{id}/retention-offer': CATALOGUE_READERS,
  'PUT /api/console/v1/products/{id}/retention-offer': CATALOGUE_WRITERS,
  'GET /api/console/v1/products/{id}/pause-permission': CATALOGUE_READERS,
  'PUT /api/console/v1/products/{id}/pause-permission': CATALOGUE_WRITERS,
  // Customer care (console-care): personal data, so not read_only; money back is finance's.
  'GET /api/console/v1/care/subscribers': CARE_READERS,
  'GET /api/console/v1/care/subscribers/{accountId}': CARE_READERS,
  'GET /api/console/v1/care/subscribers/{accountId}/timeline': CARE_READERS,
  'POST /api/console/v1/care/subscribers/{accountId}/actions/password-reset-link': CARE_AGENTS,
  'POST /api/console/v1/care/subscribers/{accountId}/actions/email-confirmation': CARE_AGENTS,
  'POST /api/console/v1/care/subscribers/{accountId}/actions/sign-out-everywhere': CARE_AGENTS,
  'POST /api/console/v1/care/subscribers/{accountId}/actions/devices/{deviceId}/remove': CARE_AGENTS,
  'POST /api/console/v1/care/subscribers/{accountId}/actions/connections/{connectionId}/suspend': CARE_AGENTS,
  'POST /api/console/v1/care/subscribers/{accountId}/actions/connections/{connectionId}/reactivate': CARE_AGENTS,
  'POST /api/console/v1/care/subscribers/{accountId}/actions/connections/{connectionId}/reset-pin': CARE_AGENTS,
  'POST /api/console/v1/care/subscribers/{accountId}/actions/connections/{connectionId}/validation-code': CARE_AGENTS,
  'POST /api/console/v1/care/subscribers/{accountId}/actions/payments/{paymentId}/refund': CARE_MONEY,
  'POST /api/console/v1/care/subscribers/{accountId}/actions/connections/{connectionId}/bill-credit': CARE_MONEY,
  'POST /api/console/v1/care/subscribers/{accountId}/actions/payments/{paymentId}/end-pending': CARE_PAYMENT_RECOVERY,
  // Promotions (console-promotions): marketing writes banners, campaigns and gift offers; finance the tax table.
  ...promotionRoutes(['administrator', 'marketing'], ['administrator', 'marketing', 'catalogue_manager', 'read_only'], {
    write: [
      'POST /banners',
      'PUT /banners/order',
      'PUT /banners/{id}',
      'DELETE /banners/{id}',
      'POST /voucher-campaigns',
      'POST /voucher-campaigns/{id}/deactivate',
      'POST /gift-vouchers',
      'PUT /gift-vouchers/{id}',
    ],
    read: [
      'GET /banners',
      'GET /banners/preview',
      'GET /voucher-campaigns',
      'GET /voucher-campaigns/{id}',
      'GET /voucher-campaigns/{id}/codes.csv',
      'GET /gift-vouchers',
    ],
  }),
  ...promotionRoutes(['administrator', 'finance'], ['administrator', 'finance', 'catalogue_manager', 'read_only'], {
    write: ['POST /tax-rates', 'PUT /tax-rates/{id}', 'POST /tax-rates/{id}/end'],
    read: ['GET /tax-rates'],
  }),
  // Reports (console-reports): administrator, finance and read_only read every report and its CSV.
  ...Object.fromEntries(
    [
      'revenue',
      'revenue.csv',
      'revenue/products.csv',
      'purchases',
      'purchases.csv',
      'renewals',
      'renewals.csv',
      'suspensions',
      'suspensions.csv',
      'registrations',
      'registrations.csv',
      'analytics',
      'analytics.csv',
      'cancellations',
      'cancellations.csv',
    ].map((report) => [`GET /api/console/v1/reports/${report}`, REPORT_READERS]),
  ),
};

/** `METHOD /path` keys under /api/console/v1, writers for the writes and readers for the reads. */
function promotionRoutes(
  writers: readonly StaffRole[],
  readers: readonly StaffRole[],
  routes: { write: readonly string[]; read: readonly string[] },
): Record<string, readonly StaffRole[]> {
  const key = (route: string) => route.replace(' ', ' /api/console/v1');
  return Object.fromEntries([
    ...routes.write.map((route) => [key(route), writers]),
    ...routes.read.map((route) => [key(route), readers]),
  ]);
}
/** The two steps of signing in, before any session: staff-login.test.ts covers them. */
const SIGN_IN = ['POST /api/console/v1/auth/login', 'POST /api/console/v1/auth/totp'];

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let routes: { method: string; path: string; key: string }[];
let subscriberToken: string;
beforeAll(async () => {
  t = await createTestApp();
  routes = (await apiOperations(t.app))
    .filter((operation) => operation.path.startsWith('/api/console/v1/'))
    .map((operation) => ({ ...operation, key: `${operation.method} ${operation.path}` }));
  subscriberToken = await loginToken(t.app, await createAccount(t.db, { connections: [{ connectionType: 1 }] }));
});
afterAll(() => t.close());

const call = (route: { method: string; path: string }, headers: Record<string, string>) =>
  t.app.inject({
    method: route.method as 'GET',
    url: route.path.replace(/\{\w+\}/g, UNKNOWN_ID),
    headers,
    // An empty body: a route that lets the role in refuses it (400) or acts on nothing (404).
    ...(route.method === 'GET' ? {} : { payload: {} }),
  });

describe('console role matrix', () => {
  it('knows the roles of every console route', () => {
    expect(routes.map((route) => route.key).sort()).toEqual([...Object.keys(ROUTE_ROLES), ...SIGN_IN].sort());
  });

  it('answers 401 without a console session, a subscriber token included', async () => {
    // Every route but the password step: the TOTP step takes a pending token, which neither is.
    for (const route of routes.filter((entry) => entry.key !== SIGN_IN[0])) {
      expect((await call(route, {})).statusCode, route.key).toBe(401);
      expect((await call(route, bearer(subscriberToken))).statusCode, route.key).toBe(401);
    }
  });

  it.each(ALL)('lets %s into its routes only, and answers 403 elsewhere', async (role) => {
    const staff = await signedInStaff(t, role);
    const answers = [];
    const guarded = routes.filter((entry) => !SIGN_IN.includes(entry.key));
    const isLogout = (entry: { key: string }) => entry.key.endsWith('/logout');
    // Logout last: it ends the session the other calls use.
    for (const route of [...guarded.filter((entry) => !isLogout(entry)), ...guarded.filter(isLogout)]) {
      const status = (await call(route, bearer(staff.token))).statusCode;
      const allowed = ROUTE_ROLES[route.key]?.includes(role) ?? false;
      answers.push([route.key, allowed ? status !== 403 && status !== 401 : status === 403, status]);
    }
    expect(answers.filter(([, ok]) => !ok)).toEqual([]);
  });
});

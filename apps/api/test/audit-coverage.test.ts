import { randomUUID } from 'node:crypto';
import type { ProductDetail, TransactionResult } from '@selfcare/contracts';
import { and, eq, gt, max } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog, devices, purchases, retentionOffers } from '../src/db/schema';
import { giftVoucherId } from '../src/db/seed/promotions/gift-vouchers';
import {
  hboPage,
  mobitelSubscriber,
  purchaseBody as operatorPurchaseBody,
} from '../src/modules/operator-payments/test-kit';
import { reactivationBody, suspendedSubscriber } from '../src/modules/reactivation/test-kit';
import { choice, credentials, mobileEndingIn, REGISTER, signedUp } from '../src/modules/registration/test-kit';
import { AUDITED_REFUSALS } from '../src/plugins/audit-refusals';
import { createSeededTestApp, type TestApp } from './app';
import { cardPayer, purchaseBody as cardPurchaseBody } from './card-payments';
import { dateFromToday, demo, insertPurchase } from './catalogue';
import { bearer, type ConnectionInput, createAccount, DEFAULT_PIN, loginToken } from './factories';
import { hboMonthlySubscribeBody, peoPremiumUpgradeOfPeoFamily } from './purchases';

/** Routes that change something and write their own failure rows (account security, the card gateway). */
const SELF_AUDITED = new Set([
  'POST /api/auth/v1/login',
  'POST /api/auth/v1/logout',
  'POST /api/auth/v1/session',
  'POST /api/auth/v1/password-update',
  'POST /api/auth/v1/pwd-recovery',
  'POST /api/auth/v1/forgot-password',
  'POST /api/auth/v1/email/confirmation',
  // Sign-in and security (auth/sessions-list.test.ts, auth/login-alerts.test.ts).
  'DELETE /api/auth/v1/sessions/:sessionId',
  'POST /api/auth/v1/sessions/sign-out-others',
  'POST /api/auth/v1/login-alerts/not-me',
  // Notification preferences (notification-preferences.test.ts): a save is an account.notification_preferences
  // row with before and after; a refusal is bad input and changes nothing.
  'PUT /api/users/v1/account/notification-preferences',
  // Two-step sign-in (auth/two-step-set-up.test.ts, auth/second-step.test.ts): turning on and off,
  // recovery codes renewed or used, codes texted and second steps, with failures and rate limits.
  'POST /api/auth/v1/two-step/authenticator',
  'POST /api/auth/v1/two-step/authenticator/confirm',
  'POST /api/auth/v1/two-step/sms',
  'POST /api/auth/v1/two-step/sms/confirm',
  'POST /api/auth/v1/two-step/sms/code',
  'POST /api/auth/v1/two-step/turn-off',
  'POST /api/auth/v1/two-step/recovery-codes',
  'POST /api/auth/v1/login/second-step',
  'POST /api/auth/v1/login/second-step/sms',
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
  // The console's (console/staff-login.test.ts, manage-staff.test.ts): every staff action and sign-in
  // attempt is a console.* row with the member and the address; refusals by role are console.forbidden.
  'POST /api/console/v1/auth/login',
  'POST /api/console/v1/auth/totp',
  'POST /api/console/v1/auth/logout',
  'POST /api/console/v1/staff',
  'PATCH /api/console/v1/staff/:id',
  'POST /api/console/v1/staff/:id/totp-reset',
  // The console's catalogue (console-catalogue/*.test.ts): each write, an image upload included, is a
  // console.* row with before and after in its own transaction.
  'POST /api/console/v1/products',
  'PUT /api/console/v1/products/:id',
  'POST /api/console/v1/products/:id/status',
  'POST /api/console/v1/images',
  'POST /api/console/v1/products/:id/purchase-options',
  'PUT /api/console/v1/purchase-options/:id',
  'POST /api/console/v1/purchase-options/:id/price-changes',
  'DELETE /api/console/v1/price-changes/:id',
  'POST /api/console/v1/products/:id/discounts',
  'PUT /api/console/v1/discounts/:id',
  'DELETE /api/console/v1/discounts/:id',
  'PUT /api/console/v1/products/:id/retention-offer',
  'PUT /api/console/v1/products/:id/pause-permission',
  // The console's promotions (console-promotions/*.test.ts): each write is a console.* row with before and
  // after in its own transaction; a refused one writes nothing but, by role, console.forbidden.
  'POST /api/console/v1/banners',
  'PUT /api/console/v1/banners/order',
  'PUT /api/console/v1/banners/:id',
  'DELETE /api/console/v1/banners/:id',
  'POST /api/console/v1/voucher-campaigns',
  'POST /api/console/v1/voucher-campaigns/:id/deactivate',
  'POST /api/console/v1/gift-vouchers',
  'PUT /api/console/v1/gift-vouchers/:id',
  'POST /api/console/v1/tax-rates',
  'PUT /api/console/v1/tax-rates/:id',
  'POST /api/console/v1/tax-rates/:id/end',
  // The console's customer care (console-care/*.test.ts): each action is a console.care_* row with the
  // reason, the member and the address, in the transaction of the change (money: after the 0053 path).
  'POST /api/console/v1/care/subscribers/:accountId/actions/password-reset-link',
  'POST /api/console/v1/care/subscribers/:accountId/actions/email-confirmation',
  'POST /api/console/v1/care/subscribers/:accountId/actions/sign-out-everywhere',
  'POST /api/console/v1/care/subscribers/:accountId/actions/devices/:deviceId/remove',
  'POST /api/console/v1/care/subscribers/:accountId/actions/connections/:connectionId/suspend',
  'POST /api/console/v1/care/subscribers/:accountId/actions/connections/:connectionId/reactivate',
  'POST /api/console/v1/care/subscribers/:accountId/actions/connections/:connectionId/reset-pin',
  'POST /api/console/v1/care/subscribers/:accountId/actions/connections/:connectionId/validation-code',
  'POST /api/console/v1/care/subscribers/:accountId/actions/payments/:paymentId/refund',
  'POST /api/console/v1/care/subscribers/:accountId/actions/connections/:connectionId/bill-credit',
  'POST /api/console/v1/care/subscribers/:accountId/actions/payments/:paymentId/end-pending',
]);

/**
 * Public writes that are not audited, with the reason: auditing them would store what they are made
 * not to store.
 */
const NOT_AUDITED: Readonly<Record<string, string>> = {
  'POST /api/analytics/v1/events':
    "the portal's anonymous page views and funnel steps (modules/analytics): no account, no address, nothing personal to audit; an audit row would keep the address the analytics drops",
};

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
  'POST /api/users/v1/registration/quote',
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
        .filter(
          (route) =>
            !(route in AUDITED_REFUSALS) && !SELF_AUDITED.has(route) && !READS.has(route) && !(route in NOT_AUDITED),
        ),
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
        method: method as 'POST' | 'PUT' | 'DELETE',
        url,
        headers,
        ...(method === 'POST' || method === 'PUT' ? { payload: {} } : {}),
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

/** Not the inject default (127.0.0.1), so a row carrying it can only have it from the request. */
const CALLER_ADDRESS = '198.51.100.23';

interface SuccessCase {
  /** The action the route's success is recorded under (its refusals are AUDITED_REFUSALS'). */
  action: string;
  /** The call carries the parental PIN, whose check is recorded too. */
  pin?: true;
  /** Sets up what the call needs, and answers the caller's account and the call itself. */
  prepare(): Promise<{ accountId: string; call: () => Promise<LightMyRequestResponse> }>;
}

/** A fresh subscriber with one connection, logged in. */
async function holder(connection: ConnectionInput = { connectionType: 1 }) {
  const account = await createAccount(t.db, { connections: [connection] });
  const [connectionId = ''] = account.connectionIds;
  return { accountId: account.id, connectionId, headers: bearer(await loginToken(t.app, account)) };
}

const asCaller =
  (request: { method: 'POST' | 'PUT' | 'DELETE'; url: string; headers: Record<string, string>; payload?: object }) =>
  () =>
    t.app.inject({ ...request, remoteAddress: CALLER_ADDRESS });

const key = () => ({ 'idempotency-key': `audit-${randomUUID()}` });

/** HBO monthly held on a connection, as a completed purchase. */
const holdingHbo = (connectionId: string) =>
  insertPurchase(t.db, { connectionId, product: 'hbo', offer: 'monthly', status: 'PURCHASE_COMPLETE' });

/** Every money and entitlement route, with a call that succeeds; a route without a case fails the test. */
const SUCCESSES: Record<string, SuccessCase> = {
  'POST /api/billing/v1/billing/user-purchase/subscribe': {
    action: 'purchase.subscribe',
    pin: true,
    async prepare() {
      const who = await holder();
      const page = await t.app.inject({
        url: `${BILLING}/user-products/${demo.productId('hbo')}?conid=${who.connectionId}`,
        headers: who.headers,
      });
      const payload = hboMonthlySubscribeBody(who.connectionId, page.json<ProductDetail>());
      return {
        accountId: who.accountId,
        call: asCaller({ method: 'POST', url: `${BILLING}/user-purchase/subscribe`, headers: who.headers, payload }),
      };
    },
  },
  'POST /api/billing/v1/billing/user-purchase/unsubscribe': {
    action: 'purchase.unsubscribe',
    async prepare() {
      const who = await holder();
      const purchaseId = await holdingHbo(who.connectionId);
      const payload = {
        connectionId: who.connectionId,
        productId: demo.productId('hbo'),
        productType: demo.typeId('channel'),
        purchaseOption: demo.optionId('hbo', 'monthly'),
        purchaseId,
        defaultPurchaseOptionType: 'PURCHASE_TYPE_SUBSCRIPTION',
        dataBundle: false,
      };
      return {
        accountId: who.accountId,
        call: asCaller({ method: 'POST', url: `${BILLING}/user-purchase/unsubscribe`, headers: who.headers, payload }),
      };
    },
  },
  'POST /api/billing/v1/billing/user-purchase/basepackage/change': {
    action: 'package.upgrade',
    pin: true,
    async prepare() {
      const who = await holder();
      const payload = await peoPremiumUpgradeOfPeoFamily(t.db, who);
      return {
        accountId: who.accountId,
        call: asCaller({
          method: 'POST',
          url: `${BILLING}/user-purchase/basepackage/change`,
          headers: { ...who.headers, ...key() },
          payload,
        }),
      };
    },
  },
  'POST /api/billing/v1/billing/user-purchase/reactivate-base-package': {
    action: 'reactivation.start',
    async prepare() {
      // The sandbox operator approves a number ending in 8 at once.
      const who = await suspendedSubscriber(t, 6, { lastDigit: 8 });
      const payload = await reactivationBody(t, who);
      return {
        accountId: who.accountId,
        call: asCaller({
          method: 'POST',
          url: `${BILLING}/user-purchase/reactivate-base-package`,
          headers: { ...who.headers, ...key() },
          payload,
        }),
      };
    },
  },
  'POST /api/mobitel/v1/purchases': {
    action: 'purchase.subscribe',
    pin: true,
    async prepare() {
      const who = await mobitelSubscriber(t, 5);
      const payload = operatorPurchaseBody(who, await hboPage(t, who));
      return {
        accountId: who.accountId,
        call: asCaller({ method: 'POST', url: '/api/mobitel/v1/purchases', headers: who.headers, payload }),
      };
    },
  },
  'DELETE /api/mobitel/v1/purchases': {
    action: 'purchase.unsubscribe',
    async prepare() {
      const who = await mobitelSubscriber(t, 5);
      await holdingHbo(who.connectionId);
      return {
        accountId: who.accountId,
        call: asCaller({
          method: 'DELETE',
          url: `/api/mobitel/v1/purchases?connectionId=${who.connectionId}&productId=${demo.productId('hbo')}&connectionType=mobitel`,
          headers: who.headers,
        }),
      };
    },
  },
  'POST /api/mobitel/v1/payments/:transactionId/retry': {
    action: 'purchase.operator_payment',
    async prepare() {
      // A number ending in 3: the operator leaves the charge PENDING, and settles it when asked again.
      const who = await mobitelSubscriber(t, 3);
      const bought = await t.app.inject({
        method: 'POST',
        url: '/api/mobitel/v1/purchases',
        headers: who.headers,
        payload: operatorPurchaseBody(who, await hboPage(t, who)),
      });
      const transactionId = bought.json<TransactionResult>().transactionId ?? '';
      return {
        accountId: who.accountId,
        call: asCaller({
          method: 'POST',
          url: `/api/mobitel/v1/payments/${transactionId}/retry`,
          headers: who.headers,
        }),
      };
    },
  },
  'POST /api/prepaid/v1/purchases': {
    action: 'purchase.subscribe',
    pin: true,
    async prepare() {
      const payer = await cardPayer(t);
      const payload = await cardPurchaseBody(t, payer);
      return {
        accountId: payer.account.id,
        call: asCaller({ method: 'POST', url: '/api/prepaid/v1/purchases', headers: payer.headers, payload }),
      };
    },
  },
  'POST /api/prepaid/v1/payment-method/card-replacements': {
    action: 'payment.card_replacement_started',
    async prepare() {
      const payer = await cardPayer(t);
      return {
        accountId: payer.account.id,
        call: asCaller({
          method: 'POST',
          url: '/api/prepaid/v1/payment-method/card-replacements',
          headers: payer.headers,
          payload: { connectionId: payer.connectionId },
        }),
      };
    },
  },
  'PUT /api/prepaid/v1/purchases/:purchaseId/auto-renew': {
    action: 'purchase.auto_renew',
    async prepare() {
      const payer = await cardPayer(t);
      const purchaseId = await holdingHbo(payer.connectionId);
      return {
        accountId: payer.account.id,
        call: asCaller({
          method: 'PUT',
          url: `/api/prepaid/v1/purchases/${purchaseId}/auto-renew`,
          headers: payer.headers,
          payload: { connectionId: payer.connectionId, autoRenew: false },
        }),
      };
    },
  },
  'POST /api/billing/v1/billing/subscriptions/:purchaseId/pause': {
    action: 'purchase.pause',
    async prepare() {
      const who = await holder();
      const purchaseId = await holdingHbo(who.connectionId);
      return {
        accountId: who.accountId,
        call: asCaller({
          method: 'POST',
          url: `${BILLING}/subscriptions/${purchaseId}/pause`,
          headers: who.headers,
          payload: { connectionId: who.connectionId, periods: 1 },
        }),
      };
    },
  },
  'POST /api/billing/v1/billing/subscriptions/:purchaseId/retention-offer/accept': {
    action: 'purchase.retention_accept',
    async prepare() {
      const who = await holder();
      const purchaseId = await holdingHbo(who.connectionId);
      // An offer is for a subscription that renews for a price; holdingHbo's costs nothing.
      await t.db.update(purchases).set({ price: 450 }).where(eq(purchases.id, purchaseId));
      await t.db
        .insert(retentionOffers)
        .values({ productId: demo.productId('hbo'), kind: 'discount', percent: 25, renewals: 2 })
        .onConflictDoNothing();
      return {
        accountId: who.accountId,
        call: asCaller({
          method: 'POST',
          url: `${BILLING}/subscriptions/${purchaseId}/retention-offer/accept`,
          headers: who.headers,
          payload: { connectionId: who.connectionId, kind: 'discount', percent: 25, renewals: 2 },
        }),
      };
    },
  },
  'POST /api/billing/v1/billing/subscriptions/:purchaseId/resume': {
    action: 'purchase.resume',
    async prepare() {
      const who = await holder();
      const purchaseId = await holdingHbo(who.connectionId);
      const request = { headers: who.headers, payload: { connectionId: who.connectionId, periods: 2 } };
      const paused = await t.app.inject({
        method: 'POST',
        url: `${BILLING}/subscriptions/${purchaseId}/pause`,
        ...request,
      });
      expect(paused.statusCode, paused.body).toBe(200);
      return {
        accountId: who.accountId,
        call: asCaller({
          method: 'POST',
          url: `${BILLING}/subscriptions/${purchaseId}/resume`,
          headers: who.headers,
          payload: { connectionId: who.connectionId },
        }),
      };
    },
  },
  'DELETE /api/prepaid/v1/purchases': {
    action: 'purchase.unsubscribe',
    async prepare() {
      const payer = await cardPayer(t);
      const purchaseId = await holdingHbo(payer.connectionId);
      return {
        accountId: payer.account.id,
        call: asCaller({
          method: 'DELETE',
          url: `/api/prepaid/v1/purchases?connectionId=${payer.connectionId}&purchaseId=${purchaseId}&connectionType=prepaid`,
          headers: payer.headers,
        }),
      };
    },
  },
  'POST /api/promotions/v1/vouchers/purchase': {
    action: 'voucher.purchase',
    pin: true,
    async prepare() {
      const who = await holder({ connectionType: 1, serviceType: 'SLT PEOTVGO' });
      const payload = {
        userConnectionId: who.connectionId,
        userConnectionType: 1,
        voucherId: giftVoucherId('movie-lover-1000'),
        pin: DEFAULT_PIN,
      };
      return {
        accountId: who.accountId,
        call: asCaller({ method: 'POST', url: '/api/promotions/v1/vouchers/purchase', headers: who.headers, payload }),
      };
    },
  },
  'POST /api/users/v1/connection/unsubscribe/:id': {
    action: 'connection.unsubscribe',
    async prepare() {
      const who = await holder();
      await insertPurchase(t.db, {
        connectionId: who.connectionId,
        product: 'peo-family',
        offer: 'monthly',
        status: 'PURCHASE_COMPLETE',
        billingEndDate: dateFromToday(20),
      });
      return {
        accountId: who.accountId,
        call: asCaller({
          method: 'POST',
          url: `/api/users/v1/connection/unsubscribe/${who.connectionId}`,
          headers: who.headers,
        }),
      };
    },
  },
  'POST /api/users/v1/connections/unsubscribe/:id': {
    action: 'connection.unsubscribe',
    async prepare() {
      const who = await holder({ connectionType: 7, serviceType: 'Prepaid' });
      await insertPurchase(t.db, {
        connectionId: who.connectionId,
        product: 'peotvgo',
        offer: 'monthly',
        status: 'PURCHASE_COMPLETE',
        billingEndDate: dateFromToday(20),
      });
      return {
        accountId: who.accountId,
        call: asCaller({
          method: 'POST',
          url: `/api/users/v1/connections/unsubscribe/${who.connectionId}`,
          headers: who.headers,
        }),
      };
    },
  },
  'DELETE /api/users/v1/connections/:conId/devices/:deviceId': {
    action: 'profile.device_remove',
    async prepare() {
      const who = await holder();
      const [device] = await t.db
        .insert(devices)
        .values({ connectionId: who.connectionId, name: 'Hall TV', deviceUid: randomUUID(), deviceModel: 'Android TV' })
        .returning({ id: devices.id });
      return {
        accountId: who.accountId,
        call: asCaller({
          method: 'DELETE',
          url: `/api/users/v1/connections/${who.connectionId}/devices/${device?.id}`,
          headers: who.headers,
        }),
      };
    },
  },
  'POST /api/users/v1/registration/subscribe': {
    action: 'purchase.subscribe',
    async prepare() {
      // An operator-billed line: its package waits for the operator's consent, recorded as a purchase.
      const mobile = mobileEndingIn(5);
      const body = { connectionType: 6, firstName: 'Ruwan', mobile, contactNo: mobile, ...credentials() };
      const reg = await signedUp(t, body);
      const [account] = await t.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, body.email));
      const payload = await choice(t, reg.headers, reg.connectionId);
      return {
        accountId: account?.id ?? '',
        call: asCaller({
          method: 'POST',
          url: `${REGISTER}/subscribe`,
          headers: { ...reg.headers, ...key() },
          payload,
        }),
      };
    },
  },
};

describe('the audit of money and entitlement successes', () => {
  it('has a success case for every audited route', () => {
    expect(Object.keys(SUCCESSES).sort()).toEqual(Object.keys(AUDITED_REFUSALS).sort());
  });

  it.each(Object.entries(SUCCESSES))(
    '%s: a success writes its row with the caller and address',
    async (_route, success) => {
      const { accountId, call } = await success.prepare();
      const before = await lastAuditId();
      const response = await call();
      expect(response.statusCode, response.body).toBe(200);
      const rows = await rowsAfter(before);
      expect(rows.filter((row) => row.action === success.action && row.outcome === 'success')).toEqual([
        expect.objectContaining({ accountId, ipAddress: CALLER_ADDRESS }),
      ]);
      expect(rows.filter((row) => row.action === 'purchase.pin')).toEqual(
        success.pin ? [expect.objectContaining({ accountId, outcome: 'success', ipAddress: CALLER_ADDRESS })] : [],
      );
    },
  );
});

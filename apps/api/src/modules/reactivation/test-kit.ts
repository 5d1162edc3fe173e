import { randomUUID } from 'node:crypto';
import type { ReactivationDetails } from '@selfcare/contracts';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/app';
import { insertPurchase } from '../../../test/catalogue';
import { bearer, createAccount, loginToken } from '../../../test/factories';
import { mobileEndingIn } from '../operator-payments/test-kit';

/** Shared by the reactivation tests: suspended subscribers of their own and the reactivation calls. */

export const REACTIVATE = '/api/billing/v1/billing/user-purchase/reactivate-base-package';

export interface Suspended {
  accountId: string;
  connectionId: string;
  purchaseId: string;
  mobile: string;
  headers: Record<string, string>;
}

/**
 * A suspended connection of its own whose PEOTVGO subscription failed to renew ten days ago, as the
 * lifecycle sweep leaves it. Type 7 pays by card, type 6 through the operator (the mobile number's last
 * digit picks the sandbox operator's answer).
 */
export async function suspendedSubscriber(
  t: TestApp,
  connectionType: 6 | 7,
  options: { lastDigit?: number; status?: 'suspended' | 'active'; oneOff?: boolean } = {},
): Promise<Suspended> {
  const mobile = mobileEndingIn(options.lastDigit ?? 5);
  const account = await createAccount(t.db, {
    connections: [
      {
        connectionType,
        serviceType: connectionType === 7 ? 'Prepaid' : 'Mobitel',
        status: options.status ?? 'suspended',
        mobile,
      },
    ],
  });
  const [connectionId = ''] = account.connectionIds;
  const purchaseId = options.oneOff
    ? await insertPurchase(t.db, {
        connectionId,
        product: 'peo-weekly-pass',
        offer: '7-days',
        status: 'PURCHASE_EXPIRED',
        purchaseType: 'PURCHASE_TYPE_TRANSACTIONAL',
        billingEndDate: new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10),
      })
    : await insertPurchase(t.db, {
        connectionId,
        product: 'peotvgo',
        offer: 'monthly',
        status: 'PURCHASE_COMPLETE',
        paymentStatus: 'FAILURE',
        billingEndDate: new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10),
      });
  return { accountId: account.id, connectionId, purchaseId, mobile, headers: bearer(await loginToken(t.app, account)) };
}

export async function details(t: TestApp, subscriber: Suspended): Promise<ReactivationDetails> {
  const response = await t.app.inject({
    url: `/api/billing/v1/billing/user-purchase/reactivation-details?connectionId=${subscriber.connectionId}`,
    headers: subscriber.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ReactivationDetails>();
}

/** The reactivation payload the suspended screen sends, from the details call. */
export async function reactivationBody(t: TestApp, subscriber: Suspended, overrides: Record<string, unknown> = {}) {
  const read = await details(t, subscriber);
  if (!read.basePackage) throw new Error('no base package to re-activate');
  return {
    userConnectionId: subscriber.connectionId,
    productTypeId: read.basePackage.productTypeId,
    purchaseOptionId: read.basePackage.purchaseOptionId,
    productId: read.basePackage.productId,
    currency: 'LKR',
    userConnectionType: read.connectionType === 7 ? 'prepaid' : 'mobitel',
    userId: subscriber.accountId,
    amount: read.basePackage.amount,
    ...overrides,
  };
}

export const newKey = () => `reactivate-${randomUUID()}`;

export function reactivate(
  t: TestApp,
  subscriber: Pick<Suspended, 'headers'>,
  body: Record<string, unknown>,
  key: string | null = newKey(),
) {
  return t.app.inject({
    method: 'POST',
    url: REACTIVATE,
    headers: key === null ? subscriber.headers : { ...subscriber.headers, 'idempotency-key': key },
    payload: body,
  });
}

export function provisionStatus(t: TestApp, subscriber: Suspended, connectionType: number) {
  return t.app.inject({
    url: `/api/billing/v1/billing/base-provision-status?connectionId=${subscriber.connectionId}&connectionType=${connectionType}`,
    headers: subscriber.headers,
  });
}

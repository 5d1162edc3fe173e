import type { ProductDetail } from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../src/db/client';
import { purchases } from '../src/db/schema';
import type { TestApp } from './app';
import { demo, insertPurchase } from './catalogue';
import { bearer, createAccount, DEFAULT_PIN, loginToken } from './factories';

/**
 * The body the web app sends to buy HBO monthly on the bill, from the product page the connection was
 * shown (its prices and purchase option groups); `overrides` changes single fields.
 */
export function hboMonthlySubscribeBody(
  connectionId: string,
  page: ProductDetail,
  overrides: Record<string, unknown> = {},
) {
  return {
    connectionId,
    pin: DEFAULT_PIN,
    productId: page.id,
    productType: page.productTypeId,
    purchaseOption: demo.optionId('hbo', 'monthly'),
    amount: page.purchaseOption?.purchasePrice,
    productPOGroupId: page.purchaseOptionGroupId,
    selectedPOGID: page.purchaseOption?.purchaseOptionGroupId,
    defaultPurchaseOptionType: 'PURCHASE_TYPE_SUBSCRIPTION',
    dataBundle: false,
    ...overrides,
  };
}

/**
 * A new account with one bill-paying connection that has bought nothing: its login headers and the body
 * the web app sends to buy HBO monthly from the HBO page the connection was shown.
 */
export async function newHboBuyer(t: TestApp) {
  const account = await createAccount(t.db, { connections: [{ connectionType: 1 }] });
  const [connectionId = ''] = account.connectionIds;
  const headers = bearer(await loginToken(t.app, account));
  const page = await t.app.inject({
    url: `/api/billing/v1/billing/user-products/${demo.productId('hbo')}?conid=${connectionId}`,
    headers,
  });
  return { connectionId, headers, body: hboMonthlySubscribeBody(connectionId, page.json<ProductDetail>()) };
}

/**
 * Gives `who` a live PEO Family monthly subscription billed at Rs 1,390 and answers the body the web
 * app sends to upgrade it to PEO Premium (the package-change route).
 */
export async function peoPremiumUpgradeOfPeoFamily(db: Database, who: { connectionId: string; accountId: string }) {
  const held = await insertPurchase(db, {
    connectionId: who.connectionId,
    product: 'peo-family',
    offer: 'monthly',
    status: 'PURCHASE_COMPLETE',
  });
  await db.update(purchases).set({ price: 1390 }).where(eq(purchases.id, held));
  return {
    userConnectionId: who.connectionId,
    userId: who.accountId,
    userConnectionType: 1,
    productId: demo.productId('peo-premium'),
    purchaseOptionId: demo.optionId('peo-premium', 'monthly'),
    productTypeId: demo.typeId('package'),
    pin: DEFAULT_PIN,
    changeType: 'UPGRADE',
  };
}

/** A purchase's status and its provisioning status, as the provisioning tests follow them. */
export async function purchaseState(db: Database, id: string) {
  const [row] = await db
    .select({ status: purchases.status, provisioningStatus: purchases.provisioningStatus })
    .from(purchases)
    .where(eq(purchases.id, id));
  return row;
}

/** HBO monthly bought on the bill by a new fixed-line subscriber (newHboBuyer), the purchase answered 200. */
export async function buyHboOnBill(t: TestApp) {
  const buyer = await newHboBuyer(t);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/billing/v1/billing/user-purchase/subscribe',
    headers: buyer.headers,
    payload: buyer.body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return buyer;
}

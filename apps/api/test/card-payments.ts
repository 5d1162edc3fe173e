import type { PrepaidPurchaseResponse, ProductDetail, TaxCalculateResponse } from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { transactions } from '../src/db/schema';
import { PayHereCardGateway } from '../src/integrations/payhere-card-gateway';
import { SANDBOX_RENEWING_CARD, sandboxCustomerToken } from '../src/integrations/sandbox-payhere-merchant';
import type { TestApp } from './app';
import { demo } from './catalogue';
import { bearer, createAccount, DEFAULT_PIN, loginToken, type TestAccount } from './factories';

/** Helpers for card-paid (type 7) purchases and the card gateway's notifications. */

export interface CardPayer {
  account: TestAccount;
  connectionId: string;
  headers: Record<string, string>;
}

export async function cardPayer(t: TestApp): Promise<CardPayer> {
  const account = await createAccount(t.db, { connections: [{ connectionType: 7, serviceType: 'Prepaid' }] });
  const [connectionId = ''] = account.connectionIds;
  return { account, connectionId, headers: bearer(await loginToken(t.app, account)) };
}

export async function productPage(t: TestApp, payer: CardPayer, productId: string): Promise<ProductDetail> {
  const response = await t.app.inject({
    url: `/api/billing/v1/billing/user-products/${productId}?conid=${payer.connectionId}`,
    headers: payer.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ProductDetail>();
}

/** What a card payer pays for a price: the price with taxes, as the purchase modal's tax table shows. */
export async function taxedPrice(t: TestApp, payer: CardPayer, productId: string, price: number): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/promotions/v1/tax/calculate',
    headers: payer.headers,
    payload: { productId, connectionId: payer.connectionId, price },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TaxCalculateResponse>().taxedPrice;
}

export interface Offer {
  slug: string;
  offer: string;
}

export const hboMonthly: Offer = { slug: 'hbo', offer: 'monthly' };

/** The purchase payload the web app sends for an offer at its list price with taxes. */
export async function purchaseBody(
  t: TestApp,
  payer: CardPayer,
  offer: Offer = hboMonthly,
  overrides: Record<string, unknown> = {},
) {
  const productId = demo.productId(offer.slug);
  const page = await productPage(t, payer, productId);
  const purchaseOptionId = demo.optionId(offer.slug, offer.offer);
  const option = page.purchaseOption;
  if (option?.id !== purchaseOptionId) throw new Error(`${offer.slug}'s default option is not ${offer.offer}`);
  return {
    purchaseOptionId,
    currency: 'LKR',
    amount: await taxedPrice(t, payer, productId, option.purchasePrice),
    productId,
    productTypeId: page.productTypeId,
    userId: payer.account.id,
    userConnectionId: payer.connectionId,
    userConnectionType: 'prepaid',
    userTelephoneNumber: null,
    pin: DEFAULT_PIN,
    ...overrides,
  };
}

export function postPurchase(t: TestApp, payer: CardPayer, payload: object, idempotencyKey?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/prepaid/v1/purchases',
    headers: idempotencyKey ? { ...payer.headers, 'idempotency-key': idempotencyKey } : payer.headers,
    payload,
  });
}

/** Starts a card purchase that is expected to open a checkout. */
export async function startCardPurchase(
  t: TestApp,
  payer: CardPayer,
  offer: Offer = hboMonthly,
): Promise<PrepaidPurchaseResponse & { checkout: NonNullable<PrepaidPurchaseResponse['checkout']> }> {
  const response = await postPurchase(t, payer, await purchaseBody(t, payer, offer));
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json<PrepaidPurchaseResponse>();
  const { checkout } = answer;
  if (!checkout) throw new Error('the purchase answered no checkout');
  return { ...answer, checkout };
}

/** The app's gateway adapter, which holds the merchant secret a test signs notifications with. */
export function gatewayOf(t: TestApp): PayHereCardGateway {
  const gateway = t.app.integrations.cardGateway;
  if (!(gateway instanceof PayHereCardGateway)) throw new Error('the test app does not use the PayHere adapter');
  return gateway;
}

export interface NotificationInput {
  orderId: string;
  amount: string;
  statusCode: number;
  currency?: string;
  statusMessage?: string;
}

/** What a preapproval's notification names as its amount: it charges nothing. */
const PREAPPROVAL_AMOUNT = '0.00';

/**
 * A notification as PayHere posts it, signed with the merchant's secret. For a preapproval's order (a
 * subscription's first payment, whose checkout preapproves the card) it is the preapproval's: no
 * amount, and when approved the customer token of a card whose charges go through.
 */
export function signedNotification(t: TestApp, input: NotificationInput): Record<string, string> {
  const gateway = gatewayOf(t);
  const currency = input.currency ?? 'LKR';
  const statusCode = String(input.statusCode);
  const preapproval = input.orderId.startsWith('PRE');
  const amount = preapproval ? PREAPPROVAL_AMOUNT : input.amount;
  return {
    merchant_id: t.app.config.cardGateway.merchantId,
    order_id: input.orderId,
    payment_id: '320027150501',
    payhere_amount: amount,
    payhere_currency: currency,
    status_code: statusCode,
    md5sig: gateway.notificationSignature({ orderId: input.orderId, amount, currency, statusCode }),
    method: 'VISA',
    card_no: '************1292',
    card_expiry: '12/39',
    status_message: input.statusMessage ?? 'Successfully completed the payment.',
    ...(preapproval && input.statusCode === 2 ? { customer_token: sandboxCustomerToken(SANDBOX_RENEWING_CARD) } : {}),
  };
}

/** The order id a payment was charged under (a preapproved payment's differs from its checkout's). */
export async function chargedOrderOf(t: TestApp, transactionId: string): Promise<string> {
  const [row] = await t.db
    .select({ orderId: transactions.gatewayOrderId })
    .from(transactions)
    .where(eq(transactions.id, transactionId));
  if (!row?.orderId) throw new Error(`payment ${transactionId} has no order id`);
  return row.orderId;
}

export function postNotification(t: TestApp, fields: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/prepaid/v1/payments/notify',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

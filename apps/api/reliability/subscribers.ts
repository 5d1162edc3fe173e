import { randomUUID } from 'node:crypto';
import type { PrepaidPurchaseResponse, ProductDetail } from '@selfcare/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../src/db/client';
import { PayHereCardGateway } from '../src/integrations/payhere-card-gateway';
import { demo } from '../test/catalogue';
import { bearer, createAccount, DEFAULT_PIN, loginToken } from '../test/factories';
import { hboMonthlySubscribeBody } from '../test/purchases';

/**
 * What the race and fault suites do as a subscriber, through `app.inject` like the tests but without
 * vitest's `expect` (these suites count outcomes rather than stop at the first one).
 */
export interface Subscriber {
  accountId: string;
  connectionId: string;
  headers: Record<string, string>;
}

export interface AppUnderTest {
  app: FastifyInstance;
  db: Database;
}

/** A fresh account with one connection (type 1 is billed monthly, type 7 pays by card). */
export async function newSubscriber({ app, db }: AppUnderTest, connectionType = 1): Promise<Subscriber> {
  const account = await createAccount(db, {
    connections: [{ connectionType, serviceType: connectionType === 7 ? 'Prepaid' : 'SLT PEOTVGO' }],
  });
  const [connectionId = ''] = account.connectionIds;
  return { accountId: account.id, connectionId, headers: bearer(await loginToken(app, account)) };
}

export async function productPage(t: AppUnderTest, who: Subscriber, slug: string): Promise<ProductDetail> {
  const response = await t.app.inject({
    url: `/api/billing/v1/billing/user-products/${demo.productId(slug)}?conid=${who.connectionId}`,
    headers: who.headers,
  });
  return ok(response).json<ProductDetail>();
}

/** HBO monthly on the bill at the price the product page showed, as the web app sends it. */
export async function hboSubscribeBody(t: AppUnderTest, who: Subscriber, extra: Record<string, unknown> = {}) {
  return hboMonthlySubscribeBody(who.connectionId, await productPage(t, who, 'hbo'), extra);
}

export function subscribe(t: AppUnderTest, who: Subscriber, payload: object, key?: string, remoteAddress?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/billing/v1/billing/user-purchase/subscribe',
    headers: key ? { ...who.headers, 'idempotency-key': key } : who.headers,
    payload,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** A card (type 7) purchase of HBO monthly that opens a checkout: its order id and amount. */
export async function openCardCheckout(
  t: AppUnderTest,
  who: Subscriber,
  offer: { slug: string; option: string } = ONE_OFF,
): Promise<{ orderId: string; amount: string; transactionId: string }> {
  const page = await productPage(t, who, offer.slug);
  const price = page.purchaseOption?.purchasePrice ?? 0;
  const tax = await t.app.inject({
    method: 'POST',
    url: '/api/promotions/v1/tax/calculate',
    headers: who.headers,
    payload: { productId: page.id, connectionId: who.connectionId, price },
  });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/prepaid/v1/purchases',
    headers: who.headers,
    payload: {
      purchaseOptionId: demo.optionId(offer.slug, offer.option),
      currency: 'LKR',
      amount: ok(tax).json<{ taxedPrice: number }>().taxedPrice,
      productId: page.id,
      productTypeId: page.productTypeId,
      userId: who.accountId,
      userConnectionId: who.connectionId,
      userConnectionType: 'prepaid',
      userTelephoneNumber: null,
      pin: DEFAULT_PIN,
    },
  });
  const { checkout } = ok(response).json<PrepaidPurchaseResponse>();
  if (!checkout) throw new Error(`the card purchase opened no checkout: ${response.body}`);
  return { orderId: checkout.referenceNumber, amount: checkout.amount, transactionId: checkout.transactionId };
}

/** A notification as PayHere posts it, signed with the merchant's secret; `forged` spoils the signature. */
/** A one-off purchase: paid in the gateway's checkout, its notification naming the amount. */
export const ONE_OFF = { slug: 'sihina-desa', option: '2-days' } as const;
/** A subscription: its first payment preapproves the card, then the api charges it (decision 0058). */
export const SUBSCRIPTION = { slug: 'hbo', option: 'monthly' } as const;

export function cardNotification(
  t: AppUnderTest,
  input: { orderId: string; amount: string; statusCode: number; forged?: boolean; customerToken?: string },
): Record<string, string> {
  const gateway = t.app.integrations.cardGateway;
  if (!(gateway instanceof PayHereCardGateway)) throw new Error('the app does not use the PayHere adapter');
  const signature = gateway.notificationSignature({
    orderId: input.orderId,
    amount: input.amount,
    currency: 'LKR',
    statusCode: String(input.statusCode),
  });
  return {
    merchant_id: t.app.config.cardGateway.merchantId,
    order_id: input.orderId,
    payment_id: `32${Date.now()}`,
    payhere_amount: input.amount,
    payhere_currency: 'LKR',
    status_code: String(input.statusCode),
    md5sig: input.forged ? signature.replace(/^./, (first) => (first === 'A' ? 'B' : 'A')) : signature,
    method: 'VISA',
    card_no: '************1292',
    status_message: input.statusCode === 2 ? 'Successfully completed the payment.' : 'Payment failed.',
    ...(input.customerToken ? { customer_token: input.customerToken, card_expiry: '12/39' } : {}),
  };
}

export function postCardNotification(t: AppUnderTest, fields: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/prepaid/v1/payments/notify',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

export const uniqueKey = (prefix: string) => `${prefix}-${randomUUID()}`;

/** A distinct client address per request, so per-address limits (voucher checks) never mix rounds. */
export const uniqueAddress = () => `10.${rand()}.${rand()}.${rand()}`;
const rand = () => Math.floor(Math.random() * 254) + 1;

function ok(response: LightMyRequestResponse): LightMyRequestResponse {
  if (response.statusCode !== 200) throw new Error(`setup call failed: ${response.statusCode} ${response.body}`);
  return response;
}

import type { AddressInfo } from 'node:net';
import type { CardCheckout, PaidStatus } from '@selfcare/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type PayHereStub, STUB_APP, STUB_MERCHANT, startPayHereStub } from '../../../stubs/payhere/start-payhere-stub';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { type CardPayer, cardPayer, productPage, startCardPurchase } from '../../../test/card-payments';
import { demo } from '../../../test/catalogue';
import { sweepContext } from '../../../test/sweep-context';
import { loadConfig } from '../../config';
import { auditLog, cardTokens, purchases, transactions } from '../../db/schema';
import { runLifecycleSweep } from '../lifecycle/sweep';
import { CARD_PAYMENT_GRACE_MS } from './recover-lost-card-payment';
import { refundCardPayment } from './refund-card-payment';

/**
 * The real PayHere adapter (CARD_GATEWAY=payhere) against the PayHere stub on loopback: the browser's
 * part (the SDK's checkout post and the card form) is played over HTTP here, the stub posts its signed
 * notification to the api listening on a real port, and the Retrieval API is asked through the adapter.
 */
let stub: PayHereStub;
let t: TestApp;

beforeAll(async () => {
  stub = await startPayHereStub();
  const { cardGateway } = loadConfig({
    CARD_GATEWAY: 'payhere',
    PAYHERE_MERCHANT_ID: STUB_MERCHANT.merchantId,
    PAYHERE_MERCHANT_SECRET: STUB_MERCHANT.merchantSecret,
    PAYHERE_APP_ID: STUB_APP.appId,
    PAYHERE_APP_SECRET: STUB_APP.appSecret,
    PAYHERE_BASE_URL: stub.url,
  });
  t = await createSeededTestApp({ cardGateway });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  // The api's public address (its notify_url) is known only once it listens.
  t.app.config.publicUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t?.close();
  await stub?.close();
});
beforeEach(() => stub.reset());

/** A one-off purchase pays in PayHere's checkout; a subscription preapproves the card (its own test below). */
const ONE_OFF = { slug: 'sihina-desa', offer: '2-days' };
const oneOff = demo.productId(ONE_OFF.slug);
const APPROVED_VISA = '4916217501611292';
const INSUFFICIENT_FUNDS_VISA = '4024007194349121';
const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');

/** The fields the web app hands to payhere.startPayment (apps/web card-gateway.ts), as the SDK posts them. */
function paymentFields(checkout: CardCheckout): Record<string, string> {
  const { customer } = checkout;
  return {
    merchant_id: checkout.merchantId,
    return_url: checkout.returnUrl,
    cancel_url: checkout.cancelUrl,
    notify_url: checkout.notifyUrl,
    order_id: checkout.referenceNumber,
    items: checkout.purchaseItemName,
    amount: checkout.amount,
    currency: checkout.currency,
    hash: checkout.hash,
    first_name: customer.firstName,
    last_name: customer.lastName,
    email: customer.email,
    phone: customer.phone,
    address: customer.address,
    city: customer.city,
    country: customer.country,
  };
}

const formPost = (url: string, fields: Record<string, string>, origin: string) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });

/** Posts the checkout as the SDK's frame does and answers the card form's session id. */
async function openCheckout(checkout: CardCheckout, onsite = true, origin = t.app.config.publicUrl): Promise<string> {
  const query = onsite ? '?onsite=1' : '';
  const page = await formPost(
    `${stub.url}/pay/${checkout.preapprove ? 'preapprove' : 'checkout'}${query}`,
    paymentFields(checkout),
    origin,
  );
  const html = await page.text();
  expect(page.status, html).toBe(200);
  const checkoutId = /name="checkout_id" value="([^"]+)"/.exec(html)?.[1];
  if (!checkoutId) throw new Error('the checkout page has no card form');
  return checkoutId;
}

function payWith(checkoutId: string, cardNumber: string) {
  return formPost(
    `${stub.url}/pay/card`,
    {
      checkout_id: checkoutId,
      card_number: cardNumber,
      card_expiry: `12/${nextYear}`,
      card_cvv: '123',
      card_holder_name: 'N Perera',
    },
    stub.url,
  );
}

async function paidStatusOf(payer: CardPayer, transactionId: string): Promise<PaidStatus> {
  const response = await t.app.inject({
    url: `/api/prepaid/v1/payments/${transactionId}/paid`,
    headers: payer.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PaidStatus>();
}

describe('card purchases through the PayHere stub', () => {
  it("loads the SDK from PAYHERE_BASE_URL, and the stub's notification completes the purchase", async () => {
    const payer = await cardPayer(t);
    const { checkout, result } = await startCardPurchase(t, payer, ONE_OFF);
    expect(checkout.sdkUrl).toBe(`${stub.url}/lib/payhere.js`);
    const sdk = await fetch(checkout.sdkUrl);
    expect(sdk.headers.get('content-type')).toMatch(/javascript/);
    expect(await sdk.text()).toContain('startPayment');

    const paid = await payWith(await openCheckout(checkout), APPROVED_VISA);
    const page = await paid.text();
    expect(paid.status, page).toBe(200);
    // The frame tells the SDK the payment ended (onCompleted), at the portal's origin only.
    expect(page).toContain('data-event="completed"');
    expect(page).toContain(`data-page-origin="${t.app.config.publicUrl}"`);

    expect(stub.notifications()).toMatchObject([
      {
        url: checkout.notifyUrl,
        status: 200,
        outcome: 'delivered',
        fields: {
          order_id: checkout.referenceNumber,
          payhere_amount: checkout.amount,
          status_code: '2',
          method: 'VISA',
          card_no: '************1292',
        },
      },
    ]);
    expect(await paidStatusOf(payer, result.transactionId ?? '')).toMatchObject({ paid: true, status: 'SUCCESS' });
    expect((await productPage(t, payer, oneOff)).purchaseStatus).toBe('PURCHASE_COMPLETE');
  });

  it("takes the product back when the stub's bank charges the payment back, as the Retrieval API then says", async () => {
    const payer = await cardPayer(t);
    const { checkout } = await startCardPurchase(t, payer, ONE_OFF);
    await payWith(await openCheckout(checkout), APPROVED_VISA);
    expect((await productPage(t, payer, oneOff)).purchaseStatus).toBe('PURCHASE_COMPLETE');
    const [payment] = stub.payments();

    const chargeback = await fetch(`${stub.url}/_stub/payments/${payment?.paymentId}/chargeback`, { method: 'POST' });
    expect(chargeback.status).toBe(200);
    expect(await chargeback.json()).toMatchObject({
      status: 200,
      outcome: 'delivered',
      fields: { order_id: checkout.referenceNumber, status_code: '-3', status_message: 'Payment charged back' },
    });
    expect(await productPage(t, payer, oneOff)).toMatchObject({ isPurchased: false });
    // The money was taken and then taken back: PayHere still lists the payment, as charged back.
    expect(await t.app.integrations.cardGateway.paymentStatus(checkout.referenceNumber)).toMatchObject({
      status: 'SUCCESS',
      payment: { paymentId: payment?.paymentId },
    });
  });

  it("refunds part and then the rest through PayHere's Refund API, and the Retrieval API follows", async () => {
    const payer = await cardPayer(t);
    const { checkout } = await startCardPurchase(t, payer, ONE_OFF);
    await payWith(await openCheckout(checkout), APPROVED_VISA);
    const [payment] = stub.payments();
    const refund = (amount: number | null, idempotencyKey: string) =>
      refundCardPayment(
        { db: t.db, integrations: t.app.integrations, asked: () => {} },
        {
          transactionId: checkout.transactionId,
          amount,
          reason: 'Double charged',
          requestedBy: 'finance-2',
          idempotencyKey,
        },
      );
    const search = async () => {
      const token = await fetch(`${stub.url}/merchant/v1/oauth/token`, {
        method: 'POST',
        headers: {
          Authorization: `Basic ${Buffer.from(`${STUB_APP.appId}:${STUB_APP.appSecret}`).toString('base64')}`,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: 'grant_type=client_credentials',
      }).then((response) => response.json() as Promise<{ access_token: string }>);
      const found = await fetch(`${stub.url}/merchant/v1/payment/search?order_id=${checkout.referenceNumber}`, {
        headers: { Authorization: `Bearer ${token.access_token}` },
      }).then((response) => response.json() as Promise<{ data: { status: string }[] }>);
      return found.data.map((one) => one.status);
    };

    expect(await refund(100, 'stub-refund-1')).toMatchObject({ status: 'SUCCESS', fullyRefunded: false });
    expect(stub.refunds()).toMatchObject([
      { paymentId: payment?.paymentId, amount: '100.00', description: 'Double charged' },
    ]);
    expect(await search()).toEqual(['PARTIAL REFUNDED']);
    expect((await productPage(t, payer, oneOff)).isPurchased).toBe(true);

    expect(await refund(null, 'stub-refund-2')).toMatchObject({ status: 'SUCCESS', fullyRefunded: true });
    expect(stub.refunds()).toHaveLength(2);
    expect(await search()).toEqual(['FULL REFUNDED']);
    expect((await productPage(t, payer, oneOff)).isPurchased).toBe(false);
  });

  it("records PayHere's refusal of a refund, and the product stays", async () => {
    const payer = await cardPayer(t);
    const { checkout } = await startCardPurchase(t, payer, ONE_OFF);
    await payWith(await openCheckout(checkout), APPROVED_VISA);
    // PayHere no longer knows the payment (as after its refund period): it refuses.
    stub.reset();
    const result = await refundCardPayment(
      { db: t.db, integrations: t.app.integrations, asked: () => {} },
      {
        transactionId: checkout.transactionId,
        amount: null,
        reason: 'Goodwill',
        requestedBy: 'finance-2',
        idempotencyKey: 'stub-refund-refused',
      },
    );
    expect(result).toMatchObject({
      status: 'FAILURE',
      description: 'No refundable payment found for the payment_id',
      fullyRefunded: false,
    });
    expect((await productPage(t, payer, oneOff)).isPurchased).toBe(true);
  });

  it("fails the payment with the bank's reason when the card is declined", async () => {
    const payer = await cardPayer(t);
    const { checkout, result } = await startCardPurchase(t, payer, ONE_OFF);
    // The portal's pages send no referrer, so the browser posts the checkout with Origin: null.
    const declined = await payWith(await openCheckout(checkout, true, 'null'), INSUFFICIENT_FUNDS_VISA);
    const page = await declined.text();
    expect(page).toContain('Payment declined');
    expect(page).toContain(`data-page-origin="${t.app.config.publicUrl}"`);
    expect(stub.notifications()).toMatchObject([{ status: 200, fields: { status_code: '-2' } }]);
    expect(await paidStatusOf(payer, result.transactionId ?? '')).toMatchObject({
      paid: false,
      status: 'FAILURE',
      description: 'Insufficient Funds',
    });
    expect((await productPage(t, payer, oneOff)).purchaseStatus).toBe('NOT_PURCHASED');
    // Nothing was charged, so the Retrieval API has no payment for the order.
    expect(await t.app.integrations.cardGateway.paymentStatus(checkout.referenceNumber)).toMatchObject({
      status: 'NOT_FOUND',
    });
  });

  it('refuses a checkout whose hash does not match, as when the browser changed the amount', async () => {
    const payer = await cardPayer(t);
    const { checkout } = await startCardPurchase(t, payer, ONE_OFF);
    const cheaper = { ...paymentFields(checkout), amount: '1.00' };
    const refused = await formPost(`${stub.url}/pay/checkout?onsite=1`, cheaper, t.app.config.publicUrl);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('the hash does not match');
    const forged = { ...paymentFields(checkout), hash: 'A'.repeat(32) };
    expect((await formPost(`${stub.url}/pay/checkout`, forged, t.app.config.publicUrl)).status).toBe(400);
    expect(stub.payments()).toEqual([]);
  });

  it('recovers a payment whose notification was lost from the Retrieval API, in the sweep, once', async () => {
    const payer = await cardPayer(t);
    const { checkout, result } = await startCardPurchase(t, payer, ONE_OFF);
    const transactionId = result.transactionId ?? '';
    stub.setNext({ notification: 'lost' });
    await payWith(await openCheckout(checkout), APPROVED_VISA);
    expect(stub.notifications()).toMatchObject([{ outcome: 'lost', status: null }]);
    expect(await paidStatusOf(payer, transactionId)).toMatchObject({ paid: false, status: 'PENDING' });
    const [payment] = stub.payments();
    expect(await t.app.integrations.cardGateway.paymentStatus(checkout.referenceNumber)).toEqual({
      status: 'SUCCESS',
      description: null,
      payment: { paymentId: payment?.paymentId, method: 'VISA', cardMask: '************1292' },
    });

    // Within the popup's grace the sweep does not ask; past it, it settles the payment from PayHere's word.
    const sweep = () => runLifecycleSweep(sweepContext(t), new Date().toISOString().slice(0, 10));
    expect((await sweep()).cardPaymentsRecovered).toBe(0);
    await t.db
      .update(transactions)
      .set({ createdAt: new Date(Date.now() - CARD_PAYMENT_GRACE_MS - 60_000) })
      .where(eq(transactions.id, transactionId));
    expect((await sweep()).cardPaymentsRecovered).toBe(1);
    expect(await paidStatusOf(payer, transactionId)).toMatchObject({ paid: true, status: 'SUCCESS' });
    expect((await productPage(t, payer, oneOff)).purchaseStatus).toBe('PURCHASE_COMPLETE');
    const [row] = await t.db.select().from(transactions).where(eq(transactions.id, transactionId));
    expect(row).toMatchObject({ gatewayPaymentId: payment?.paymentId, method: 'VISA', cardMask: '************1292' });

    // PayHere's notification arriving after all changes nothing.
    const resent = await fetch(`${stub.url}/_stub/payments/${payment?.paymentId}/notify`, { method: 'POST' });
    expect(await resent.json()).toMatchObject({ status: 200, outcome: 'delivered' });
    expect((await sweep()).cardPaymentsRecovered).toBe(0);
    const audits = await t.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.card_notification'), eq(auditLog.subjectId, transactionId)));
    expect(audits.map((audit) => audit.details as { effect: string; source: string })).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ effect: 'paid', source: 'retrieval' }),
        expect.objectContaining({ effect: 'ignored', source: 'notification' }),
      ]),
    );
  });

  it('settles a duplicated notification once, and a full-page checkout returns to return_url', async () => {
    const payer = await cardPayer(t);
    const { checkout, result } = await startCardPurchase(t, payer, ONE_OFF);
    stub.setNext({ notification: 'duplicated' });
    const paid = await payWith(await openCheckout(checkout, false), APPROVED_VISA);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(checkout.returnUrl);
    expect(stub.notifications()).toMatchObject([{ status: 200 }, { status: 200 }]);
    expect(await paidStatusOf(payer, result.transactionId ?? '')).toMatchObject({ paid: true, status: 'SUCCESS' });
    expect((await productPage(t, payer, oneOff)).purchaseStatus).toBe('PURCHASE_COMPLETE');
  });

  it('answers Retrieval API failures as PayHere does: retried, then the adapter gives up', async () => {
    const payer = await cardPayer(t);
    const { checkout } = await startCardPurchase(t, payer, ONE_OFF);
    await payWith(await openCheckout(checkout), APPROVED_VISA);
    const gateway = t.app.integrations.cardGateway;
    stub.setNext({ searchFailures: 1 });
    expect((await gateway.paymentStatus(checkout.referenceNumber)).status).toBe('SUCCESS');
    stub.setNext({ searchFailures: 3 });
    await expect(gateway.paymentStatus(checkout.referenceNumber)).rejects.toThrow(
      'PayHere payment search answered 500',
    );
  });
});

describe('subscriptions through the PayHere stub: the card on file', () => {
  const today = () => new Date().toISOString().slice(0, 10);
  const renewalsOf = (purchaseId: string) =>
    t.db
      .select({ status: transactions.status, description: transactions.description })
      .from(transactions)
      .where(and(eq(transactions.purchaseId, purchaseId), eq(transactions.purpose, 'RENEWAL')));

  it('preapproves the card, charges the first period with the Charging API, and renews on the kept token', async () => {
    const payer = await cardPayer(t);
    const { checkout, result } = await startCardPurchase(t, payer);
    const transactionId = result.transactionId ?? '';
    const purchaseId = result.purchaseId ?? '';
    expect(checkout.preapprove).toBe(true);

    const approved = await payWith(await openCheckout(checkout), APPROVED_VISA);
    expect(approved.status, await approved.text()).toBe(200);
    // The preapproval's notification names no amount and carries the card's token.
    const [notification] = stub.notifications();
    expect(notification).toMatchObject({
      status: 200,
      fields: {
        order_id: checkout.referenceNumber,
        payhere_amount: '0.00',
        status_code: '2',
        card_no: '************1292',
      },
    });
    const customerToken = notification?.fields.customer_token ?? '';
    expect(customerToken).toMatch(/^[0-9A-F]{32}$/);

    // The api charged the period on the token at once, under the payment's own order id.
    const [charge] = stub.payments();
    expect(charge).toMatchObject({ amount: checkout.amount, statusCode: 2, cardNo: '************1292' });
    expect(await paidStatusOf(payer, transactionId)).toMatchObject({ paid: true, status: 'SUCCESS' });
    const [payment] = await t.db.select().from(transactions).where(eq(transactions.id, transactionId));
    expect(payment).toMatchObject({ gatewayOrderId: charge?.orderId, gatewayPaymentId: charge?.paymentId });
    expect((await productPage(t, payer, demo.productId('hbo'))).purchaseStatus).toBe('PURCHASE_COMPLETE');
    // Only PayHere's token and the masked card are kept.
    expect(await t.db.select().from(cardTokens).where(eq(cardTokens.accountId, payer.account.id))).toMatchObject([
      { customerToken, cardMask: '************1292', method: 'VISA', cardExpiry: `12/${nextYear}`, forgottenAt: null },
    ]);

    // The period ends: the sweep charges the next one on the token.
    const sweep = () => runLifecycleSweep(sweepContext(t), today());
    await t.db.update(purchases).set({ billingEndDate: today() }).where(eq(purchases.id, purchaseId));
    await sweep();
    expect(stub.payments()).toHaveLength(2);
    expect(stub.payments()[1]).toMatchObject({ amount: checkout.amount, statusCode: 2 });
    expect(await renewalsOf(purchaseId)).toMatchObject([{ status: 'SUCCESS' }]);

    // The bank refuses the next one: the renewal fails with its words, and dunning takes over.
    await t.db.update(purchases).set({ billingEndDate: today() }).where(eq(purchases.id, purchaseId));
    stub.setNext({ chargeOutcome: 'decline' });
    await sweep();
    expect(stub.payments()[2]).toMatchObject({ statusCode: -2 });
    expect(await renewalsOf(purchaseId)).toEqual(
      expect.arrayContaining([{ status: 'FAILURE', description: 'Insufficient Funds' }]),
    );
    const [renewing] = await t.db
      .select({ renewalAttempts: purchases.renewalAttempts })
      .from(purchases)
      .where(eq(purchases.id, purchaseId));
    expect(renewing?.renewalAttempts).toBe(1);
  });

  it("fails the subscription's payment with the bank's words when the preapproval is refused", async () => {
    const payer = await cardPayer(t);
    const { checkout, result } = await startCardPurchase(t, payer);
    await payWith(await openCheckout(checkout), INSUFFICIENT_FUNDS_VISA);
    expect(stub.notifications()).toMatchObject([{ status: 200, fields: { status_code: '-2' } }]);
    expect(stub.notifications()[0]?.fields).not.toHaveProperty('customer_token');
    expect(stub.payments()).toEqual([]);
    expect(await paidStatusOf(payer, result.transactionId ?? '')).toMatchObject({
      paid: false,
      status: 'FAILURE',
      description: 'Insufficient Funds',
    });
    expect(await t.db.select().from(cardTokens).where(eq(cardTokens.accountId, payer.account.id))).toEqual([]);
  });
});

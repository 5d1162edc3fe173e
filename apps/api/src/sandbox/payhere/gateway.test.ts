import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CardCheckout, PaidStatus } from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, createTestApp, type TestApp } from '../../../test/app';
import { type CardPayer, cardPayer, productPage, startCardPurchase } from '../../../test/card-payments';
import { demo } from '../../../test/catalogue';
import { SANDBOX_MERCHANT } from '../../config';
import { transactions } from '../../db/schema';
import { OrderSeal } from './order';

let t: TestApp;
beforeAll(async () => {
  t = await createSeededTestApp();
});
afterAll(() => t.close());

const hbo = demo.productId('hbo');
const SUCCESS_CARD = '4916 2175 0161 1292';
const DECLINE_CARD = '4024007194349121';
const PENDING_CARD = '4000000000000259';

/** The fields the web app hands to payhere.startPayment, which posts them to the checkout. */
function paymentFields(checkout: CardCheckout): Record<string, string> {
  const fields: Record<string, string | null> = {
    sandbox: String(checkout.sandbox),
    merchant_id: checkout.merchantId,
    return_url: checkout.returnUrl,
    cancel_url: checkout.cancelUrl,
    notify_url: checkout.notifyUrl,
    order_id: checkout.referenceNumber,
    items: checkout.purchaseItemName,
    amount: checkout.amount,
    currency: checkout.currency,
    hash: checkout.hash,
    first_name: checkout.customer.firstName,
    last_name: checkout.customer.lastName,
    email: checkout.customer.email,
    phone: checkout.customer.phone,
    address: checkout.customer.address,
    city: checkout.customer.city,
    country: checkout.customer.country,
    recurrence: checkout.recurrence,
    duration: checkout.duration,
  };
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== null));
}

function postForm(app: TestApp['app'], url: string, fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** The sealed order the checkout page carries to the pay step. */
function sealedOrder(page: string): string {
  const match = /name="order" value="([^"]+)"/.exec(page);
  if (!match?.[1]) throw new Error('the checkout page has no order field');
  return match[1];
}

async function openCheckout(payer: CardPayer) {
  const { checkout } = await startCardPurchase(t, payer);
  const page = await postForm(
    t.app,
    checkout.preapprove ? '/sandbox/payhere/preapprove' : '/sandbox/payhere/checkout',
    paymentFields(checkout),
  );
  expect(page.statusCode, page.body).toBe(200);
  return { checkout, order: sealedOrder(page.body), page };
}

async function payWith(cardNumber: string, order: string) {
  return postForm(t.app, '/sandbox/payhere/pay', { order, card_number: cardNumber, expiry: '12/39', cvv: '123' });
}

async function paidStatus(payer: CardPayer, transactionId: string) {
  const response = await t.app.inject({
    url: `/api/prepaid/v1/payments/${transactionId}/paid`,
    headers: payer.headers,
  });
  return response.json<PaidStatus>();
}

describe('the sandbox card gateway', () => {
  it('serves its popup script and page script as JavaScript', async () => {
    for (const url of ['/sandbox/payhere/payhere.js', '/sandbox/payhere/checkout.js']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    }
    const sdk = (await t.app.inject({ url: '/sandbox/payhere/payhere.js' })).body;
    expect(sdk).toContain('window.payhere = payhere');
    expect(sdk).toContain('startPayment(payment)');
    expect((await t.app.inject({ url: '/sandbox/payhere/payhere.css' })).headers['content-type']).toMatch(/^text\/css/);
  });

  it('shows the order and the test cards, may be framed by the app only, and uses no inline script', async () => {
    const payer = await cardPayer(t);
    const { checkout, page } = await openCheckout(payer);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<dd>HBO</dd>');
    expect(page.body).toContain(`<dd class="amount">Rs. ${Number(checkout.amount).toFixed(2)}</dd>`);
    expect(page.body).toContain('<code>4916 2175 0161 1292</code>');
    expect(page.body).not.toMatch(/<script>|<style|style=/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("form-action 'self'");
    const api = await t.app.inject({ url: '/api/products/v1/products/product-types' });
    expect(String(api.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it('keeps the payer inside the popup: the payment page links to no page that refuses to be framed', async () => {
    const { page } = await openCheckout(await cardPayer(t));
    expect(page.body).toContain('Selfcare sandbox');
    expect(page.body).not.toContain('<a href="/sandbox">');
    const index = await t.app.inject({ url: '/sandbox' });
    expect(String(index.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it('rejects a checkout whose hash does not match and reports an error to the popup', async () => {
    const payer = await cardPayer(t);
    const { checkout } = await startCardPurchase(t, payer);
    const tampered = { ...paymentFields(checkout), amount: '1.00' };
    const response = await postForm(t.app, '/sandbox/payhere/checkout', tampered);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('The payment request is not signed by the merchant (the hash does not match).');
    expect(response.body).toContain('data-event="error"');
    expect(response.body).not.toContain('name="order"');
    const missing = await postForm(t.app, '/sandbox/payhere/checkout', { order_id: checkout.referenceNumber });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('The payment request is missing: merchant_id');
  });

  it('completes the purchase end to end when paid with the success card', async () => {
    const payer = await cardPayer(t);
    const { checkout, order } = await openCheckout(payer);
    const result = await payWith(SUCCESS_CARD, order);
    expect(result.statusCode, result.body).toBe(200);
    expect(result.body).toContain('Payment approved');
    expect(result.body).toContain('data-event="completed"');
    expect(result.body).toContain(`data-order-id="${checkout.referenceNumber}"`);
    expect(result.body).toContain('(HTTP 200)');
    expect(await paidStatus(payer, checkout.transactionId)).toMatchObject({ paid: true, status: 'SUCCESS' });
    expect((await productPage(t, payer, hbo)).purchaseStatus).toBe('PURCHASE_COMPLETE');
    const [transaction] = await t.db.select().from(transactions).where(eq(transactions.id, checkout.transactionId));
    expect(transaction).toMatchObject({ method: 'VISA', cardMask: '************1292' });
  });

  it('lets a tester charge the payment back: the subscription ends and the card on file is forgotten', async () => {
    const payer = await cardPayer(t);
    const { checkout, order } = await openCheckout(payer);
    expect((await payWith(SUCCESS_CARD, order)).statusCode).toBe(200);
    expect((await productPage(t, payer, hbo)).purchaseStatus).toBe('PURCHASE_COMPLETE');
    const chargeback = () =>
      t.app.inject({
        method: 'POST',
        url: '/sandbox/payhere/chargeback',
        payload: { email: payer.account.email, product: 'HBO' },
      });
    const answered = await chargeback();
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({ notifyStatus: 200 });
    expect((await productPage(t, payer, hbo)).isPurchased).toBe(false);
    const [transaction] = await t.db.select().from(transactions).where(eq(transactions.id, checkout.transactionId));
    expect(transaction?.chargedBackAt).toBeInstanceOf(Date);
    const method = await t.app.inject({
      url: `/api/prepaid/v1/payment-method?connectionId=${payer.connectionId}`,
      headers: payer.headers,
    });
    expect(method.json()).toMatchObject({ card: null });
    // Nothing is left to charge back.
    expect((await chargeback()).statusCode).toBe(404);
  });

  it('fails the purchase when paid with the declining card, and still reports the payment completed', async () => {
    const payer = await cardPayer(t);
    const { checkout, order } = await openCheckout(payer);
    const result = await payWith(DECLINE_CARD, order);
    expect(result.statusCode).toBe(200);
    expect(result.body).toContain('Payment declined');
    expect(result.body).toContain('data-event="completed"');
    expect(await paidStatus(payer, checkout.transactionId)).toEqual({
      transactionId: checkout.transactionId,
      paid: false,
      status: 'FAILURE',
      description: 'Payment declined: insufficient funds.',
      heldForReview: false,
    });
    expect(await productPage(t, payer, hbo)).toMatchObject({ purchaseStatus: 'NOT_PURCHASED', paymentStatus: null });
  });

  it('leaves the payment pending with the card held for review, and declines an unknown card', async () => {
    const payer = await cardPayer(t);
    const { checkout, order } = await openCheckout(payer);
    expect((await payWith(PENDING_CARD, order)).body).toContain('Payment pending');
    expect(await paidStatus(payer, checkout.transactionId)).toMatchObject({
      paid: false,
      status: 'PENDING',
      heldForReview: true,
    });
    const unknown = await payWith('4111111111111111', order);
    expect(unknown.body).toContain('Payment declined: the card is not one of the sandbox test cards.');
    expect(await paidStatus(payer, checkout.transactionId)).toMatchObject({ paid: false, status: 'FAILURE' });
  });

  it('asks again for card details that cannot be right, and charges nothing', async () => {
    const payer = await cardPayer(t);
    const { checkout, order } = await openCheckout(payer);
    const response = await postForm(t.app, '/sandbox/payhere/pay', {
      order,
      card_number: '4916',
      expiry: '01/20',
      cvv: '1',
    });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('Enter a card number of 12 to 19 digits.');
    expect(response.body).toContain('This card has expired.');
    expect(response.body).toContain('Enter the 3 or 4 digit security code.');
    expect(response.body).toContain('aria-invalid="true" aria-describedby="card_number-error"');
    expect(response.body).toContain(`value="${order}"`);
    expect(await paidStatus(payer, checkout.transactionId)).toMatchObject({ status: 'PENDING' });
  });

  it('refuses a pay step whose order was changed in the browser', async () => {
    const payer = await cardPayer(t);
    const { checkout, order } = await openCheckout(payer);
    const [body = '', signature = ''] = order.split('.');
    const changed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    const forged = `${Buffer.from(JSON.stringify({ ...changed, amount: '1.00' })).toString('base64url')}.${signature}`;
    const response = await payWith(SUCCESS_CARD, forged);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('data-event="error"');
    expect(await paidStatus(payer, checkout.transactionId)).toMatchObject({ status: 'PENDING' });
  });

  it('reports a cancelled payment as dismissed and notifies nobody', async () => {
    const payer = await cardPayer(t);
    const { checkout, order } = await openCheckout(payer);
    const response = await postForm(t.app, '/sandbox/payhere/cancel', { order });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('data-event="dismissed"');
    expect(response.body).toContain(`<a href="${checkout.cancelUrl.replaceAll('&', '&amp;')}">`);
    expect(await paidStatus(payer, checkout.transactionId)).toMatchObject({ status: 'PENDING' });
  });

  // The blind SSRF of issue 25: the sandbox posted a signed notification to any notify_url and said
  // whether it answered. A local listener stands for the foreign host and proves nothing reached it.
  it('notifies the portal only: a foreign notify_url is refused and gets no request', async () => {
    const received: string[] = [];
    const foreign = createServer((request, response) => {
      received.push(`${request.method} ${request.url}`);
      response.writeHead(204).end();
    });
    await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve));
    try {
      const payer = await cardPayer(t);
      const { checkout } = await startCardPurchase(t, payer);
      const { port } = foreign.address() as AddressInfo;
      const foreignUrl = `http://127.0.0.1:${port}/notify`;
      const page = await postForm(t.app, '/sandbox/payhere/checkout', {
        ...paymentFields(checkout),
        notify_url: foreignUrl,
      });
      expect(page.statusCode).toBe(400);
      expect(page.body).toContain(
        `This sandbox gateway notifies this portal only: notify_url must be ${t.app.config.publicUrl}/api/prepaid/v1/payments/notify.`,
      );
      expect(page.body).not.toContain('name="order"');

      // The sandbox merchant's secret is published, so an order can be sealed by anyone: the pay step
      // still notifies the portal's own route, whatever the sealed order says.
      const other = await cardPayer(t);
      const { checkout: paid, order } = await openCheckout(other);
      const [body = ''] = order.split('.');
      const opened = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
      const forged = new OrderSeal(SANDBOX_MERCHANT.secret).seal({ ...opened, notifyUrl: foreignUrl });
      const result = await payWith(SUCCESS_CARD, forged);
      expect(result.statusCode).toBe(200);
      expect(result.body).toContain(
        `The portal was notified at <code>${t.app.config.publicUrl}/api/prepaid/v1/payments/notify</code>`,
      );
      expect(await paidStatus(other, paid.transactionId)).toMatchObject({ paid: true, status: 'SUCCESS' });
      expect(received).toEqual([]);
    } finally {
      await new Promise((resolve) => foreign.close(resolve));
    }
  });

  it('has a front page linked from the sandbox index', async () => {
    const index = await t.app.inject({ url: '/sandbox' });
    expect(index.body).toContain('<a href="/sandbox/payhere">Card gateway</a>');
    const front = await t.app.inject({ url: '/sandbox/payhere' });
    expect(front.statusCode).toBe(200);
    expect(front.body).toContain(t.app.config.cardGateway.merchantId);
  });
});

describe('in production', () => {
  it('has no card gateway', async () => {
    const disabled = await createTestApp({ env: 'production' });
    try {
      for (const url of ['/sandbox/payhere/payhere.js', '/sandbox/payhere']) {
        expect((await disabled.app.inject({ url })).statusCode).toBe(404);
      }
    } finally {
      await disabled.close();
    }
  });
});

import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readCard } from './card-form';
import { checkoutCss } from './checkout-css';
import { checkoutPageScript } from './checkout-page-script';
import { type Checkout, readCheckout } from './checkout-request';
import type { Ledger } from './ledger';
import { checkoutPage, errorPage, reportPage } from './pages';
import { sdkScript } from './sdk-script';
import type { StubMerchant } from './signatures';
import { type PendingDeliveries, takePayment } from './take-payment';

/** Open checkouts kept; the oldest is forgotten beyond this. */
const OPEN_CHECKOUTS = 1000;

type Fields = Record<string, string>;

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).type('text/html; charset=utf-8').send(body);

const asset = (reply: FastifyReply, type: string, body: string) =>
  reply.type(type).header('cache-control', 'no-cache').send(body);

/**
 * The browser's side of PayHere: the JS SDK, the checkout (form post, hash checked), the card form, and
 * its end. An onsite checkout (from the SDK's frame) ends with a page that tells the SDK; a checkout
 * posted as a full page ends as PayHere's does, with a redirect to return_url (paid or declined) or
 * cancel_url (cancelled).
 */
export function registerCheckout(
  app: FastifyInstance,
  merchants: readonly StubMerchant[],
  ledger: Ledger,
  pending: PendingDeliveries,
): void {
  const checkouts = new Map<string, Checkout>();

  app.get('/lib/payhere.js', (_request, reply) => asset(reply, 'text/javascript; charset=utf-8', sdkScript));
  app.get('/lib/checkout-page.js', (_request, reply) =>
    asset(reply, 'text/javascript; charset=utf-8', checkoutPageScript),
  );
  app.get('/lib/checkout.css', (_request, reply) => asset(reply, 'text/css; charset=utf-8', checkoutCss));

  const openCheckout = (preapprove: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
    const onsite = (request.query as Fields).onsite === '1';
    const reading = readCheckout((request.body ?? {}) as Fields, merchants, {
      onsite,
      origin: request.headers.origin,
      preapprove,
    });
    if ('error' in reading) return html(reply, 400, errorPage(reading.error));
    const checkoutId = randomUUID();
    checkouts.set(checkoutId, reading.checkout);
    if (checkouts.size > OPEN_CHECKOUTS) checkouts.delete(checkouts.keys().next().value ?? '');
    return html(reply, 200, checkoutPage(checkoutId, reading.checkout));
  };

  app.post('/pay/checkout', openCheckout(false));
  app.post('/pay/preapprove', openCheckout(true));

  app.post('/pay/card', async (request, reply) => {
    const fields = (request.body ?? {}) as Fields;
    const checkoutId = fields.checkout_id ?? '';
    const checkout = checkouts.get(checkoutId);
    if (!checkout) return html(reply, 400, errorPage('This payment session has expired. Please start again.'));
    const reading = readCard(fields);
    if ('problems' in reading) return html(reply, 422, checkoutPage(checkoutId, checkout, reading.problems, fields));
    checkouts.delete(checkoutId);
    const payment = await takePayment(checkout, reading.card, ledger, pending);
    if (!checkout.onsite) return reply.redirect(checkout.returnUrl, 303);
    const paid = payment.statusCode === 2;
    return html(
      reply,
      200,
      reportPage({
        event: 'completed',
        orderId: checkout.orderId,
        pageOrigin: checkout.pageOrigin,
        title: paid ? 'Payment approved' : payment.statusCode === 0 ? 'Payment pending' : 'Payment declined',
        message: payment.statusMessage,
      }),
    );
  });

  app.post('/pay/cancel', async (request, reply) => {
    const checkoutId = ((request.body ?? {}) as Fields).checkout_id ?? '';
    const checkout = checkouts.get(checkoutId);
    if (!checkout) return html(reply, 400, errorPage('This payment session has expired. Please start again.'));
    checkouts.delete(checkoutId);
    if (!checkout.onsite) return reply.redirect(checkout.cancelUrl, 303);
    return html(
      reply,
      200,
      reportPage({
        event: 'dismissed',
        orderId: checkout.orderId,
        pageOrigin: checkout.pageOrigin,
        title: 'Payment cancelled',
        message: 'The payment was cancelled.',
      }),
    );
  });
}

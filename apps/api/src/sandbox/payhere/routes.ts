import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PayHereCardGateway } from '../../integrations/payhere-card-gateway';
import { errorResponses } from '../../lib/api-error';
import { acceptFormBodies } from '../../plugins/form-bodies';
import { framedBySelf } from '../../plugins/security-headers';
import { readCard } from './card-form';
import { chargeOutcome, notificationFields } from './charge';
import { chargebackNotification } from './charge-back';
import { readCheckout } from './checkout-request';
import { checkoutScript } from './checkout-script';
import { deliverNotification, portalNotifyUrl } from './delivery';
import { OrderSeal } from './order';
import { cancelledPage, checkoutPage, errorPage, gatewayIndexPage, PAYHERE_BASE, resultPage } from './pages';
import { sdkScript } from './sdk-script';
import { payhereCss } from './styles';

const htmlPage = z.string().describe('An HTML page');
/** A form post as the browser sends it; the gateway checks the fields itself and answers with a page. */
const formFields = z.record(z.string().max(64), z.string().max(4096));
const formRoute = { hide: true, body: formFields, response: { 200: htmlPage, 400: htmlPage, 422: htmlPage } };

const SESSION_EXPIRED = 'This payment page is not valid any more. Please start the payment again.';

function asset(reply: FastifyReply, type: string, body: string): string {
  reply.type(type).header('cache-control', 'no-cache');
  return body;
}

function htmlReply(reply: FastifyReply, status: number, body: string): string {
  reply.code(status).type('text/html; charset=utf-8');
  return body;
}

/**
 * The sandbox card gateway (DESIGN.md section 7), speaking PayHere's protocol: the popup script, the
 * hosted checkout (hash checked), the pay step that charges a test card and posts the signed
 * notification to the portal's own notify route (never elsewhere, delivery.ts), and cancel. It knows the configured merchant and its
 * secret, as PayHere would.
 */
export const sandboxPayHereRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptFormBodies(app);
  const merchant = app.config.cardGateway;
  const gateway = new PayHereCardGateway({
    merchantId: merchant.merchantId,
    merchantSecret: merchant.merchantSecret,
    sdkUrl: `${PAYHERE_BASE}/payhere.js`,
    sandbox: true,
    // Only the pages' signatures are this gateway's; charges go through the app's integrations.
    recurring: app.integrations.cardGateway,
  });
  const seal = new OrderSeal(merchant.merchantSecret);
  // The gateway's pages open inside the popup's iframe, on this origin.
  const framed = framedBySelf(app.config);

  app.get('/', { schema: { hide: true, response: { 200: htmlPage } } }, (_request, reply) =>
    htmlReply(reply, 200, gatewayIndexPage(merchant.merchantId)),
  );

  app.get('/payhere.js', { schema: { hide: true, response: { 200: z.string() } } }, (_request, reply) =>
    asset(reply, 'text/javascript; charset=utf-8', sdkScript),
  );

  app.get('/checkout.js', { schema: { hide: true, response: { 200: z.string() } } }, (_request, reply) =>
    asset(reply, 'text/javascript; charset=utf-8', checkoutScript),
  );

  app.get('/payhere.css', { schema: { hide: true, response: { 200: z.string() } } }, (_request, reply) =>
    asset(reply, 'text/css; charset=utf-8', payhereCss),
  );

  const openCheckout = (mode: 'checkout' | 'preapprove') =>
    ((request, reply) => {
      const reading = readCheckout(
        request.body,
        { merchantId: merchant.merchantId, gateway, notifyUrl: portalNotifyUrl(app.config.publicUrl) },
        mode,
      );
      if ('error' in reading) return htmlReply(reply, 400, errorPage(reading.error, request.body.order_id ?? null));
      return htmlReply(reply, 200, checkoutPage(reading.order, seal.seal(reading.order)));
    }) satisfies (request: { body: Record<string, string> }, reply: FastifyReply) => string;

  app.post('/checkout', { ...framed, schema: formRoute }, openCheckout('checkout'));

  app.post('/preapprove', { ...framed, schema: formRoute }, openCheckout('preapprove'));

  app.post('/pay', { ...framed, schema: formRoute }, async (request, reply) => {
    const sealed = request.body.order ?? '';
    const order = seal.open(sealed);
    if (!order) return htmlReply(reply, 400, errorPage(SESSION_EXPIRED, null));
    const reading = readCard(request.body);
    if ('problems' in reading) {
      const typed = { cardNumber: request.body.card_number, expiry: request.body.expiry };
      return htmlReply(reply, 422, checkoutPage(order, sealed, reading.problems, typed));
    }
    const outcome = chargeOutcome(reading.card.number);
    const fields = notificationFields(gateway, order, outcome, reading.card);
    if (!order.preapprove && outcome.statusCode === 2) {
      app.integrations.sandboxPayHere?.recordCheckoutPayment({
        paymentId: fields.payment_id ?? '',
        orderId: order.orderId,
        amount: order.amount,
        method: outcome.method,
        cardMask: fields.card_no ?? null,
      });
    }
    const delivery = await deliverNotification(app, fields);
    request.log.info({ orderId: order.orderId, statusCode: outcome.statusCode, delivery }, 'sandbox card charged');
    return htmlReply(reply, 200, resultPage(order, outcome, delivery));
  });

  // The bank takes a paid payment back (PayHere -3), for testers (README "Sandboxes").
  app.post(
    '/chargeback',
    {
      schema: {
        hide: true,
        body: z.strictObject({ email: z.email(), product: z.string().trim().min(1).max(200) }),
        response: {
          200: z.object({ orderId: z.string(), notifyStatus: z.number().int() }),
          ...errorResponses(400, 404, 500),
        },
      },
    },
    async (request) => {
      const fields = await chargebackNotification(app.db, gateway, merchant.merchantId, request.body);
      const delivery = await deliverNotification(app, fields);
      return { orderId: fields.order_id ?? '', notifyStatus: delivery.status };
    },
  );

  app.post('/cancel', { ...framed, schema: formRoute }, (request, reply) => {
    const order = seal.open(request.body.order ?? '');
    if (!order) return htmlReply(reply, 400, errorPage(SESSION_EXPIRED, null));
    return htmlReply(reply, 200, cancelledPage(order));
  });
};

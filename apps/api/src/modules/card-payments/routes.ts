import {
  idempotencyKeyHeadersSchema,
  paidStatusSchema,
  prepaidPurchaseRequestSchema,
  prepaidPurchaseResponseSchema,
  prepaidUnsubscribeQuerySchema,
  transactionIdParamsSchema,
  unsubscribeReasonBodySchema,
  unsubscribeResultSchema,
} from '@selfcare/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, notFound } from '../../lib/api-error';
import { languageOf } from '../../lib/request-language';
import { countPurchase } from '../../observability/metrics';
import { accountOf, authenticate } from '../../plugins/auth';
import { acceptFormBodies } from '../../plugins/form-bodies';
import { checkPurchaseRequest } from '../purchasing/check-purchase-request';
import { idempotencyScope } from '../purchasing/idempotency-scope';
import { loadBuyer, requireActive, requireRoute } from '../purchasing/load-buyer';
import { unsubscribe } from '../purchasing/unsubscribe-subscription';
import { cardPurchase } from './card-purchase';
import { paidStatus } from './paid-status';
import { receiveNotification } from './receive-card-notification';

const security = [{ bearerAuth: [] }];

/**
 * The gateway's notification fields (PayHere: merchant_id, order_id, payment_id, payhere_amount,
 * payhere_currency, status_code, md5sig, method, card_no, status_message, ...). The gateway protocol,
 * not a client contract: any fields are taken, and the signature check decides.
 */
const gatewayNotificationSchema = z.record(z.string().max(64), z.string().max(1024));
const notificationAnswerSchema = z.object({
  effect: z.enum(['paid', 'failed', 'pending', 'chargedBack', 'ignored', 'approved']),
});

/** A notification's effects that settle a payment (or take it back): duplicates and approvals are not counted. */
const SETTLING_EFFECTS = new Set(['paid', 'failed', 'chargedBack']);

/** Card payers' (type 7) purchases, the gateway's notifications and the paid-status poll, under /api/prepaid/v1. */
export const cardPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptFormBodies(app);
  const tags = ['purchasing'];

  app.post(
    '/purchases',
    {
      onRequest: authenticate,
      schema: {
        tags,
        security,
        summary: 'Buy a product with a card (connection type 7): opens a pending payment and answers its checkout',
        description:
          'The purchase stays pending until the card gateway notifies the payment; a voucher that leaves nothing to pay completes it at once (checkout null).',
        headers: idempotencyKeyHeadersSchema,
        body: prepaidPurchaseRequestSchema,
        response: { 200: prepaidPurchaseResponseSchema, ...errorResponses(400, 401, 404, 409, 422, 429, 500) },
      },
    },
    async (request) => {
      const { pin, ...input } = request.body;
      const account = accountOf(request);
      // The spec's payload names the account; it must be the caller's own.
      if (input.userId !== account.id) throw notFound();
      const buyer = await loadBuyer(app.db, account.id, input.userConnectionId, request.ip);
      requireRoute(buyer, 'card');
      requireActive(buyer);
      await checkPurchaseRequest(app.db, buyer, { pin, voucherCode: input.voucherCode, ipAddress: request.ip });
      const answer = await cardPurchase(
        {
          db: app.db,
          integrations: app.integrations,
          buyer,
          country: await app.integrations.ipLocation.countryOf(request),
          idempotency: idempotencyScope(request, request.body),
          language: languageOf(request),
          publicUrl: app.config.publicUrl,
          metrics: app.metrics,
        },
        input,
      );
      countPurchase(app.metrics, 'card', answer.result, Boolean(input.voucherCode));
      return answer;
    },
  );

  app.post(
    '/payments/notify',
    {
      schema: {
        tags,
        summary: "The card gateway's server-to-server payment notification (PayHere notify protocol)",
        description:
          'Form-encoded and signed (md5sig). Settles each payment once, and takes a paid one back on a chargeback (status -3) once; a duplicate or late notification is acknowledged and changes nothing.',
        consumes: ['application/x-www-form-urlencoded'],
        body: gatewayNotificationSchema,
        response: { 200: notificationAnswerSchema, ...errorResponses(400, 413, 415, 500) },
      },
    },
    async (request) => {
      const effect = await receiveNotification(
        {
          db: app.db,
          integrations: app.integrations,
          publicUrl: app.config.publicUrl,
          metrics: app.metrics,
          gateway: app.integrations.cardGateway,
          ipAddress: request.ip,
          language: languageOf(request),
        },
        request.body,
      );
      if (SETTLING_EFFECTS.has(effect)) app.metrics.payments.inc({ route: 'card', outcome: effect });
      return { effect };
    },
  );

  app.get(
    '/payments/:transactionId/paid',
    {
      onRequest: authenticate,
      schema: {
        tags,
        security,
        summary: 'Has the card gateway confirmed this payment?',
        params: transactionIdParamsSchema,
        response: { 200: paidStatusSchema, ...errorResponses(400, 401, 404, 500) },
      },
    },
    (request) => paidStatus(app.db, accountOf(request).id, request.params.transactionId),
  );

  app.delete(
    '/purchases',
    {
      onRequest: authenticate,
      schema: {
        tags,
        security,
        summary: 'Unsubscribe a card-paid subscription; it stays watchable until its billing end date plus one day',
        querystring: prepaidUnsubscribeQuerySchema,
        body: unsubscribeReasonBodySchema,
        response: { 200: unsubscribeResultSchema, ...errorResponses(400, 401, 404, 409, 422, 500) },
      },
    },
    async (request) => {
      const buyer = await loadBuyer(app.db, accountOf(request).id, request.query.connectionId, request.ip);
      requireRoute(buyer, 'card');
      return app.db.transaction((tx) =>
        unsubscribe(tx, buyer, { purchaseId: request.query.purchaseId }, request.body?.reason),
      );
    },
  );
};

import {
  idempotencyKeyHeadersSchema,
  postpaidSubscribeRequestSchema,
  postpaidUnsubscribeRequestSchema,
  transactionResultSchema,
  unsubscribeResultSchema,
} from '@selfcare/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/api-error';
import { languageOf } from '../../lib/request-language';
import { countPurchase } from '../../observability/metrics';
import { accountOf, authenticate } from '../../plugins/auth';
import { checkPurchaseRequest } from '../purchasing/check-purchase-request';
import { idempotencyScope } from '../purchasing/idempotency-scope';
import { loadBuyer, loadBuyerForPurchase, requireRoute } from '../purchasing/load-buyer';
import { unsubscribe } from '../purchasing/unsubscribe-subscription';
import { postpaidSubscribe } from './subscribe-on-bill';

const security = [{ bearerAuth: [] }];

/** Bill-paid (types 1-5) subscribe and unsubscribe, under /api/billing/v1/billing. */
export const billPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', authenticate);
  const tags = ['purchasing'];

  app.post(
    '/user-purchase/subscribe',
    {
      schema: {
        tags,
        security,
        summary: 'Subscribe to or purchase a product, charged to the monthly bill (connection types 1-5)',
        headers: idempotencyKeyHeadersSchema,
        body: postpaidSubscribeRequestSchema,
        response: { 200: transactionResultSchema, ...errorResponses(400, 401, 404, 409, 422, 429, 500) },
      },
    },
    async (request) => {
      const { pin, ...input } = request.body;
      const account = accountOf(request);
      const { buyer, pinCheck } = await loadBuyerForPurchase(app.db, account.id, input.connectionId, request.ip);
      requireRoute(buyer, 'bill');
      await checkPurchaseRequest(app.db, buyer, {
        pin,
        voucherCode: input.voucherCode,
        ipAddress: request.ip,
        pinCheck,
      });
      const result = await postpaidSubscribe(
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
      countPurchase(app.metrics, 'bill', result, Boolean(input.voucherCode || input.voucherId));
      return result;
    },
  );

  app.post(
    '/user-purchase/unsubscribe',
    {
      schema: {
        tags,
        security,
        summary: 'Unsubscribe a bill-paid subscription; it stays watchable until its billing end date plus one day',
        headers: idempotencyKeyHeadersSchema,
        body: postpaidUnsubscribeRequestSchema,
        response: { 200: unsubscribeResultSchema, ...errorResponses(400, 401, 404, 409, 422, 500) },
      },
    },
    async (request) => {
      const buyer = await loadBuyer(app.db, accountOf(request).id, request.body.connectionId, request.ip);
      requireRoute(buyer, 'bill');
      return app.db.transaction((tx) =>
        unsubscribe(
          tx,
          buyer,
          { purchaseId: request.body.purchaseId, productId: request.body.productId },
          request.body.reason,
        ),
      );
    },
  );
};

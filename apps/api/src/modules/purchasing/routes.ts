import {
  idempotencyKeyHeadersSchema,
  postpaidSubscribeRequestSchema,
  postpaidUnsubscribeRequestSchema,
  purchaseReferenceSchema,
  transactionIdParamsSchema,
  transactionResultSchema,
  unsubscribeResultSchema,
  voucherValidateRequestSchema,
  voucherValidateResponseSchema,
} from '@selfcare/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, notFound } from '../../lib/api-error';
import { languageOf } from '../../lib/request-language';
import { accountOf, authenticate } from '../../plugins/auth';
import { postpaidSubscribe } from '../bill-payments/subscribe-on-bill';
import { loadBuyer, loadBuyerForPurchase, requireRoute } from './buyer';
import { checkPurchaseRequest } from './purchase-checks';
import { purchaseReference } from './reference';
import { unsubscribe } from './unsubscribe';
import { validateVoucher } from './voucher-validation';

const security = [{ bearerAuth: [] }];

/** The Idempotency-Key scope of a money call: the caller, the key, and the request without its PIN. */
export function idempotencyScope(
  request: FastifyRequest<{ Headers: { 'idempotency-key'?: string | undefined } }>,
  body: object,
) {
  const { pin: _pin, ...rest } = body as { pin?: unknown };
  return {
    accountId: accountOf(request).id,
    key: request.headers['idempotency-key'],
    request: { route: request.routeOptions.url, ...rest },
  };
}

/** Bill-paid (types 1-5) subscribe and unsubscribe, and payment references, under /api/billing/v1/billing. */
export const purchaseRoutes: FastifyPluginAsyncZod = async (app) => {
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
      return postpaidSubscribe(
        {
          db: app.db,
          integrations: app.integrations,
          buyer,
          country: await app.integrations.ipLocation.countryOf(request),
          idempotency: idempotencyScope(request, request.body),
          language: languageOf(request),
          publicUrl: app.config.publicUrl,
        },
        input,
      );
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
        unsubscribe(tx, buyer, { purchaseId: request.body.purchaseId, productId: request.body.productId }),
      );
    },
  );

  app.get(
    '/my-purchases/:transactionId/reference',
    {
      schema: {
        tags,
        security,
        summary: "A card or operator payment's reference number and details, by transaction id",
        params: transactionIdParamsSchema,
        response: { 200: purchaseReferenceSchema, ...errorResponses(400, 401, 404, 500) },
      },
    },
    (request) => purchaseReference(app.db, accountOf(request).id, request.params.transactionId),
  );
};

/** The voucher box's check, under /api/promotions/v1. */
export const voucherRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/vouchers/validate',
    {
      onRequest: authenticate,
      schema: {
        tags: ['purchasing'],
        security,
        summary: "Check a promotional voucher against a product option for one of the caller's connections",
        description: 'Answers the discount and the price after it; 422 "Invalid Voucher Code" otherwise.',
        body: voucherValidateRequestSchema,
        response: { 200: voucherValidateResponseSchema, ...errorResponses(400, 401, 404, 422, 429, 500) },
      },
    },
    async (request) => {
      const account = accountOf(request);
      // The spec's payload names the account; it must be the caller's own.
      if (request.body.userAccountId !== account.id) throw notFound();
      const buyer = await loadBuyer(app.db, account.id, request.body.userConnectionId, request.ip);
      return validateVoucher(app.db, buyer, { ...request.body, ipAddress: request.ip });
    },
  );
};

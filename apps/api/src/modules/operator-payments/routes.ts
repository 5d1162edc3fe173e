import {
  idempotencyKeyHeadersSchema,
  operatorPurchaseRequestSchema,
  operatorUnsubscribeQuerySchema,
  transactionIdParamsSchema,
  transactionResultSchema,
  unsubscribeReasonBodySchema,
  unsubscribeResultSchema,
} from '@selfcare/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, notFound } from '../../lib/api-error';
import { languageOf } from '../../lib/request-language';
import { countOperatorPayment, countPurchase } from '../../observability/metrics';
import { accountOf, authenticate } from '../../plugins/auth';
import { checkPurchaseRequest } from '../purchasing/check-purchase-request';
import { idempotencyScope } from '../purchasing/idempotency-scope';
import { loadBuyer, requireActive, requireRoute } from '../purchasing/load-buyer';
import { unsubscribe } from '../purchasing/unsubscribe-subscription';
import { operatorPurchase } from './operator-purchase';
import { retryOperatorPayment } from './retry-operator-payment';

const security = [{ bearerAuth: [] }];
const tags = ['purchasing'];

const resultDescription =
  'paymentStatus FAILURE is a failure with the operator\'s description (networkError: "Please try again with a ' +
  'mobitel network connection."; status RETRY: the payment can be retried by transaction id). status SUCCESS ' +
  'with a null paymentStatus is still being processed: show the description, then retry (verify) by ' +
  'transaction id. Otherwise the payment went through and referenceNo is set.';

/** Operator payers' (type 6) purchases, unsubscription and payment retry, under /api/mobitel/v1. */
export const operatorPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', authenticate);

  app.post(
    '/purchases',
    {
      schema: {
        tags,
        security,
        summary: 'Subscribe to or purchase a product, charged through the mobile operator (connection type 6)',
        description: resultDescription,
        headers: idempotencyKeyHeadersSchema,
        body: operatorPurchaseRequestSchema,
        response: { 200: transactionResultSchema, ...errorResponses(400, 401, 404, 409, 422, 429, 500, 503) },
      },
    },
    async (request) => {
      const { pin, ...input } = request.body;
      const account = accountOf(request);
      // The spec's payload names the account; it must be the caller's own.
      if (input.userId !== account.id) throw notFound();
      const buyer = await loadBuyer(app.db, account.id, input.userConnectionId, request.ip);
      requireRoute(buyer, 'operator');
      requireActive(buyer);
      await checkPurchaseRequest(app.db, buyer, { pin, voucherCode: input.voucherCode, ipAddress: request.ip });
      const result = await operatorPurchase(
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
      countPurchase(app.metrics, 'operator', result, Boolean(input.voucherCode));
      countOperatorPayment(app.metrics, result);
      return result;
    },
  );

  app.delete(
    '/purchases',
    {
      schema: {
        tags,
        security,
        summary:
          'Unsubscribe an operator-billed subscription; it stays watchable until its billing end date plus one day',
        querystring: operatorUnsubscribeQuerySchema,
        body: unsubscribeReasonBodySchema,
        response: { 200: unsubscribeResultSchema, ...errorResponses(400, 401, 404, 409, 422, 500) },
      },
    },
    async (request) => {
      const buyer = await loadBuyer(app.db, accountOf(request).id, request.query.connectionId, request.ip);
      requireRoute(buyer, 'operator');
      return app.db.transaction((tx) =>
        unsubscribe(tx, buyer, { productId: request.query.productId }, request.body?.reason),
      );
    },
  );

  app.post(
    '/payments/:transactionId/retry',
    {
      schema: {
        tags,
        security,
        summary: 'Retry an operator payment the operator asked to retry, or verify one it has not settled',
        description: `Only for a payment in RETRY or PENDING (else 422). ${resultDescription}`,
        headers: idempotencyKeyHeadersSchema,
        params: transactionIdParamsSchema,
        response: { 200: transactionResultSchema, ...errorResponses(400, 401, 404, 409, 422, 500) },
      },
    },
    async (request) => {
      const result = await retryOperatorPayment(
        {
          db: app.db,
          integrations: app.integrations,
          publicUrl: app.config.publicUrl,
          metrics: app.metrics,
          accountId: accountOf(request).id,
          idempotency: idempotencyScope(request, request.params),
          language: languageOf(request),
          ipAddress: request.ip,
        },
        request.params.transactionId,
      );
      countOperatorPayment(app.metrics, result);
      return result;
    },
  );
};

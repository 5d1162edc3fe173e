import {
  purchaseReferenceSchema,
  transactionIdParamsSchema,
  voucherValidateRequestSchema,
  voucherValidateResponseSchema,
} from '@selfcare/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, notFound } from '../../lib/api-error';
import { accountOf, authenticate } from '../../plugins/auth';
import { loadBuyer } from './load-buyer';
import { purchaseReference } from './payment-reference';
import { validateVoucher } from './validate-voucher';

const security = [{ bearerAuth: [] }];

/** A card or operator payment's reference, under /api/billing/v1/billing. */
export const paymentReferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', authenticate);
  const tags = ['purchasing'];

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

import {
  autoRenewParamsSchema,
  autoRenewRequestSchema,
  cardReplacementRequestSchema,
  cardReplacementSchema,
  paymentMethodQuerySchema,
  paymentMethodSchema,
  preapprovalParamsSchema,
  preapprovalStatusSchema,
  renewingSubscriptionSchema,
} from '@selfcare/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/api-error';
import { accountOf, authenticate } from '../../plugins/auth';
import { utcDate } from '../products/dates';
import { loadBuyer, requireRoute } from '../purchasing/load-buyer';
import { readCardReplacement } from './read-card-replacement';
import { readPaymentMethod } from './read-payment-method';
import { setAutoRenew } from './set-auto-renew';
import { startCardReplacement } from './start-card-replacement';

const security = [{ bearerAuth: [] }];

/** A card payer's (type 7) payment method under /api/prepaid/v1: the card on file and automatic renewal. */
export const paymentMethodRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['payment method'];

  const cardPayer = async (accountId: string, connectionId: string, ipAddress: string) => {
    const buyer = await loadBuyer(app.db, accountId, connectionId, ipAddress);
    requireRoute(buyer, 'card');
    return buyer;
  };

  app.get(
    '/payment-method',
    {
      onRequest: authenticate,
      schema: {
        tags,
        security,
        summary: "The card on file (as PayHere masked it) and the connection's subscriptions that renew on it",
        querystring: paymentMethodQuerySchema,
        response: { 200: paymentMethodSchema, ...errorResponses(400, 401, 404, 422, 500) },
      },
    },
    async (request) => {
      const buyer = await cardPayer(accountOf(request).id, request.query.connectionId, request.ip);
      return readPaymentMethod(app.db, buyer, utcDate(new Date()));
    },
  );

  app.post(
    '/payment-method/card-replacements',
    {
      onRequest: authenticate,
      schema: {
        tags,
        security,
        summary: "Start replacing the card on file: a preapproval in the card gateway's popup, with no payment",
        description:
          "The new card is kept, and the old one forgotten, only when the gateway's signed notification approves it; a renewal waiting for another try is then tried on the new card.",
        body: cardReplacementRequestSchema,
        response: { 200: cardReplacementSchema, ...errorResponses(400, 401, 404, 422, 500) },
      },
    },
    async (request) => {
      const buyer = await cardPayer(accountOf(request).id, request.body.connectionId, request.ip);
      return app.db.transaction((tx) =>
        startCardReplacement(tx, { gateway: app.integrations.cardGateway, publicUrl: app.config.publicUrl, buyer }),
      );
    },
  );

  app.get(
    '/payment-method/card-replacements/:preapprovalId',
    {
      onRequest: authenticate,
      schema: {
        tags,
        security,
        summary: 'Has the card gateway approved the new card?',
        params: preapprovalParamsSchema,
        response: { 200: preapprovalStatusSchema, ...errorResponses(400, 401, 404, 500) },
      },
    },
    (request) => readCardReplacement(app.db, accountOf(request).id, request.params.preapprovalId),
  );

  app.put(
    '/purchases/:purchaseId/auto-renew',
    {
      onRequest: authenticate,
      schema: {
        tags,
        security,
        summary: "Turn a subscription's automatic renewal off (access to the end of the paid period) or back on",
        params: autoRenewParamsSchema,
        body: autoRenewRequestSchema,
        response: { 200: renewingSubscriptionSchema, ...errorResponses(400, 401, 404, 409, 422, 500) },
      },
    },
    async (request) => {
      const buyer = await cardPayer(accountOf(request).id, request.body.connectionId, request.ip);
      return app.db.transaction((tx) => setAutoRenew(tx, buyer, request.params.purchaseId, request.body.autoRenew));
    },
  );
};

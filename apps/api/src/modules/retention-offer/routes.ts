import {
  acceptedRetentionOfferSchema,
  acceptRetentionOfferRequestSchema,
  retentionOfferQuerySchema,
  subscriberRetentionOfferSchema,
  subscriptionPathSchema,
} from '@selfcare/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/api-error';
import { accountOf, authenticate } from '../../plugins/auth';
import { loadBuyer } from '../purchasing/load-buyer';
import { acceptRetentionOffer } from './accept-retention-offer';
import { readRetentionOffer } from './read-retention-offer';

const security = [{ bearerAuth: [] }];

/** The offer a subscriber unsubscribing may take instead (decision 0072), under /api/billing/v1/billing. */
export const retentionOfferRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', authenticate);
  const tags = ['purchasing'];

  app.get(
    '/subscriptions/:purchaseId/retention-offer',
    {
      schema: {
        tags,
        security,
        summary: "The offer to stay that the subscription's product makes, if any, with the prices it would charge",
        description:
          '`offer` is null when the product has none, or the subscription is not a running one of its own ' +
          '(one-off, bundled, paused, unsubscribed, a renewal charge under way) or already accepted one.',
        params: subscriptionPathSchema,
        querystring: retentionOfferQuerySchema,
        response: { 200: subscriberRetentionOfferSchema, ...errorResponses(400, 401, 404, 500) },
      },
    },
    async (request) => {
      const buyer = await loadBuyer(app.db, accountOf(request).id, request.query.connectionId, request.ip);
      return readRetentionOffer(app.db, buyer, request.params.purchaseId);
    },
  );

  app.post(
    '/subscriptions/:purchaseId/retention-offer/accept',
    {
      schema: {
        tags,
        security,
        summary: 'Accept the offer to stay: its next renewals discounted, a pause, or a downgrade at the period end',
        description:
          'The body repeats the terms the subscriber was shown; other terms than the product offers now are ' +
          'a 409. Accepting again with the same terms answers the same.',
        params: subscriptionPathSchema,
        body: acceptRetentionOfferRequestSchema,
        response: { 200: acceptedRetentionOfferSchema, ...errorResponses(400, 401, 404, 409, 422, 500) },
      },
    },
    async (request) => {
      const { connectionId, ...terms } = request.body;
      const buyer = await loadBuyer(app.db, accountOf(request).id, connectionId, request.ip);
      return app.db.transaction((tx) => acceptRetentionOffer(tx, buyer, request.params.purchaseId, terms));
    },
  );
};

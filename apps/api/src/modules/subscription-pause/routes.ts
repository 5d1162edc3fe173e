import {
  pauseSubscriptionRequestSchema,
  resumedSubscriptionSchema,
  resumeSubscriptionRequestSchema,
  subscriptionPathSchema,
  subscriptionPauseSchema,
} from '@selfcare/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/api-error';
import { accountOf, authenticate } from '../../plugins/auth';
import { utcDate } from '../products/dates';
import { loadBuyer } from '../purchasing/load-buyer';
import { pauseSubscription } from './pause-subscription';
import { provisionRestored } from './restore-access';
import { resumeSubscription } from './resume-subscription';

const security = [{ bearerAuth: [] }];

/** A subscriber's pause and early resume of a monthly subscription (decision 0070), under /api/billing/v1/billing. */
export const subscriptionPauseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', authenticate);
  const tags = ['purchasing'];

  app.post(
    '/subscriptions/:purchaseId/pause',
    {
      schema: {
        tags,
        security,
        summary: 'Pause a monthly subscription for 1-3 months: access to the end of the paid period, then no charge',
        description:
          'The subscription renews (and charges) by itself on `resumesOn`. Asking again for the same pause ' +
          'answers it unchanged; another number of months is a 409 until it is resumed.',
        params: subscriptionPathSchema,
        body: pauseSubscriptionRequestSchema,
        response: { 200: subscriptionPauseSchema, ...errorResponses(400, 401, 404, 409, 422, 500) },
      },
    },
    async (request) => {
      const buyer = await loadBuyer(app.db, accountOf(request).id, request.body.connectionId, request.ip);
      return app.db.transaction((tx) => pauseSubscription(tx, buyer, request.params.purchaseId, request.body.periods));
    },
  );

  app.post(
    '/subscriptions/:purchaseId/resume',
    {
      schema: {
        tags,
        security,
        summary: 'Resume a paused subscription before its date: it renews today, charged as any renewal',
        description:
          'A pause whose paid period has not ended is dropped and the subscription renews on its billing ' +
          'end date as before. Asking again answers the renewal date unchanged.',
        params: subscriptionPathSchema,
        body: resumeSubscriptionRequestSchema,
        response: { 200: resumedSubscriptionSchema, ...errorResponses(400, 401, 404, 409, 500) },
      },
    },
    async (request) => {
      const buyer = await loadBuyer(app.db, accountOf(request).id, request.body.connectionId, request.ip);
      const { answer, restore } = await app.db.transaction((tx) =>
        resumeSubscription(tx, app.integrations.jobQueue, buyer, request.params.purchaseId, utcDate(new Date())),
      );
      await provisionRestored(app.db, app.integrations, restore);
      return answer;
    },
  );
};

import {
  baseProvisionStatusQuerySchema,
  baseProvisionStatusSchema,
  reactivationDetailsQuerySchema,
  reactivationDetailsSchema,
  reactivationHeadersSchema,
  reactivationRequestSchema,
  reactivationResponseSchema,
} from '@selfcare/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, notFound } from '../../lib/api-error';
import { languageOf } from '../../lib/request-language';
import { accountOf, authenticate } from '../../plugins/auth';
import { idempotencyScope } from '../purchasing/idempotency-scope';
import { loadBuyer } from '../purchasing/load-buyer';
import { cardReactivation } from './card-reactivation';
import { requireReactivationRoute } from './check-reactivation';
import { reactivationDetails } from './details';
import { operatorReactivation } from './operator-reactivation';
import { baseProvisionStatus } from './provision-status';

const security = [{ bearerAuth: [] }];
const tags = ['reactivation'];

/**
 * Reactivation of suspended card (type 7) and operator (type 6) payers' connections and the base
 * package's provisioning status, under /api/billing/v1/billing (docs/decisions/0009).
 */
export const reactivationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', authenticate);

  app.post(
    '/user-purchase/reactivate-base-package',
    {
      schema: {
        tags,
        security,
        summary: "Re-activate a suspended prepaid or mobile-billed connection by paying its base package's next period",
        description:
          'Only for a suspended connection whose base package is a subscription (409 not suspended; 422 not a ' +
          "subscription, or product, option or amount not the server's). Prepaid (type 7): answers the card " +
          "checkout and a PENDING result; only the gateway's verified notification re-activates. Mobile-billed " +
          '(type 6): answers the operator result; SUCCESS re-activates at once, a PENDING one is asked about again ' +
          'by the next call. Idempotency-Key is required.',
        headers: reactivationHeadersSchema,
        body: reactivationRequestSchema,
        response: { 200: reactivationResponseSchema, ...errorResponses(400, 401, 404, 409, 422, 500) },
      },
    },
    async (request) => {
      const { currency: _currency, ...input } = request.body;
      const account = accountOf(request);
      // The spec's payload names the account; it must be the caller's own.
      if (input.userId !== account.id) throw notFound();
      const buyer = await loadBuyer(app.db, account.id, input.userConnectionId, request.ip);
      requireReactivationRoute(buyer, input);
      const context = {
        db: app.db,
        integrations: app.integrations,
        buyer,
        idempotency: idempotencyScope(request, request.body),
        publicUrl: app.config.publicUrl,
        metrics: app.metrics,
        language: languageOf(request),
      };
      return buyer.route === 'card' ? cardReactivation(context, input) : operatorReactivation(context, input);
    },
  );

  app.get(
    '/user-purchase/reactivation-details',
    {
      schema: {
        tags,
        security,
        summary:
          "What a suspended connection's screen shows: its base package, whether it can be re-activated, and the amount",
        querystring: reactivationDetailsQuerySchema,
        response: { 200: reactivationDetailsSchema, ...errorResponses(400, 401, 404, 500) },
      },
    },
    async (request) =>
      reactivationDetails(
        app.db,
        await loadBuyer(app.db, accountOf(request).id, request.query.connectionId, request.ip),
      ),
  );

  app.get(
    '/base-provision-status',
    {
      schema: {
        tags,
        security,
        summary: "The base package's provisioning and payment status (404 when the connection has no base package)",
        querystring: baseProvisionStatusQuerySchema,
        response: { 200: baseProvisionStatusSchema, ...errorResponses(400, 401, 404, 500) },
      },
    },
    async (request) => {
      const buyer = await loadBuyer(app.db, accountOf(request).id, request.query.connectionId, request.ip);
      if (buyer.connectionType !== request.query.connectionType) throw notFound();
      return baseProvisionStatus(app.db, buyer);
    },
  );
};

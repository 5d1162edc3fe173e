import {
  downgradeAvailabilityQuerySchema,
  downgradeAvailabilitySchema,
  downgradeStatusQuerySchema,
  downgradeStatusSchema,
  idempotencyKeyHeadersSchema,
  packageChangeRequestSchema,
  packageChangeResultSchema,
} from '@selfcare/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, notFound } from '../../lib/api-error';
import { accountOf, authenticate } from '../../plugins/auth';
import { checkPurchaseRequest } from '../purchasing/check-purchase-request';
import { idempotencyScope } from '../purchasing/idempotency-scope';
import { loadBuyer } from '../purchasing/load-buyer';
import { changeBasePackage } from './change-package';
import { canDowngrade, downgradeStatus } from './downgrade-state';

const security = [{ bearerAuth: [] }];
const tags = ['purchasing'];

/** Base package upgrade, downgrade and downgrade state, under /api/billing/v1/billing/user-purchase/basepackage. */
export const packageChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', authenticate);

  app.post(
    '/change',
    {
      schema: {
        tags,
        security,
        summary: "Upgrade the connection's base package at once, or schedule a downgrade for the end of its period",
        description:
          'UPGRADE when the package costs no less than the current one, DOWNGRADE otherwise. An upgrade keeps the period already paid; a downgrade takes effect the day after the current billing end date.',
        headers: idempotencyKeyHeadersSchema,
        body: packageChangeRequestSchema,
        response: { 200: packageChangeResultSchema, ...errorResponses(400, 401, 404, 409, 422, 429, 500) },
      },
    },
    async (request) => {
      const { pin, userId, userConnectionId, userConnectionType: _type, ...input } = request.body;
      const account = accountOf(request);
      // The spec's payload names the account; it must be the caller's own.
      if (userId !== account.id) throw notFound();
      const buyer = await loadBuyer(app.db, account.id, userConnectionId, request.ip);
      await checkPurchaseRequest(app.db, buyer, { pin, ipAddress: request.ip });
      return changeBasePackage(
        {
          db: app.db,
          integrations: app.integrations,
          buyer,
          idempotency: idempotencyScope(request, request.body),
        },
        input,
      );
    },
  );

  app.get(
    '/downgrade-availability',
    {
      schema: {
        tags,
        security,
        summary: 'Whether the connection may schedule a base package downgrade now',
        querystring: downgradeAvailabilityQuerySchema,
        response: { 200: downgradeAvailabilitySchema, ...errorResponses(400, 401, 404, 500) },
      },
    },
    async (request) => {
      const account = accountOf(request);
      if (request.query.userId !== account.id) throw notFound();
      const buyer = await loadBuyer(app.db, account.id, request.query.userConnectionId, request.ip);
      return { canDowngrade: await canDowngrade(app.db, buyer) };
    },
  );

  app.get(
    '/downgrade-status',
    {
      schema: {
        tags,
        security,
        summary:
          "The connection's latest base package downgrade, whether it is still waiting, and downgrade permission",
        querystring: downgradeStatusQuerySchema,
        response: { 200: downgradeStatusSchema, ...errorResponses(400, 401, 404, 500) },
      },
    },
    async (request) =>
      downgradeStatus(
        app.db,
        await loadBuyer(app.db, accountOf(request).id, request.query.userConnectionId, request.ip),
      ),
  );
};

import {
  downgradeAvailabilityQuerySchema,
  downgradeAvailabilitySchema,
  downgradeStatusQuerySchema,
  downgradeStatusSchema,
  idempotencyKeyHeadersSchema,
  packageChangeRequestSchema,
  packageChangeResultSchema,
  upgradeQuoteQuerySchema,
  upgradeQuoteSchema,
} from '@selfcare/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, notFound } from '../../lib/api-error';
import { languageOf } from '../../lib/request-language';
import { accountOf, authenticate } from '../../plugins/auth';
import { checkPurchaseRequest } from '../purchasing/check-purchase-request';
import { idempotencyScope } from '../purchasing/idempotency-scope';
import { loadBuyer } from '../purchasing/load-buyer';
import { changeBasePackage, quoteUpgrade } from './change-package';
import { canDowngrade, downgradeStatus } from './downgrade-state';
import type { UpgradePayers } from './upgrade-payer';

const security = [{ bearerAuth: [] }];
const tags = ['purchasing'];

/**
 * Base package upgrade, downgrade and downgrade state, under /api/billing/v1/billing/user-purchase/basepackage.
 * `payers` charge an operator or card payer's upgrade: the payers' modules sit above this one (decision
 * 0035), so app.ts hands them in.
 */
export const packageChangeRoutes: FastifyPluginAsyncZod<{ payers: UpgradePayers }> = async (app, { payers }) => {
  app.addHook('onRequest', authenticate);

  app.post(
    '/change',
    {
      schema: {
        tags,
        security,
        summary: "Upgrade the connection's base package now, or schedule a downgrade for the end of its period",
        description:
          'UPGRADE when the package costs no less than the current one, DOWNGRADE otherwise. An upgrade charges now ' +
          'the prorated difference for the rest of the paid period (a bill line; the operator; the card on file) ' +
          'and keeps that period: APPLIED once paid, PENDING while the operator or the card has not answered ' +
          '(settled later by the sweep); a refused charge answers 422 and changes nothing. A downgrade takes ' +
          'effect the day after the current billing end date.',
        headers: idempotencyKeyHeadersSchema,
        body: packageChangeRequestSchema,
        response: { 200: packageChangeResultSchema, ...errorResponses(400, 401, 404, 409, 422, 429, 500, 503) },
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
          language: languageOf(request),
          publicUrl: app.config.publicUrl,
          metrics: app.metrics,
          payers,
        },
        input,
      );
    },
  );

  app.get(
    '/upgrade-quote',
    {
      schema: {
        tags,
        security,
        summary: 'What an upgrade to the package would charge now for the rest of the paid period',
        description:
          'The difference of the per-period prices with taxes, times the days left of the current period over its ' +
          'days, rounded once to a cent (decision 0056); 0 when nothing is due. 422 when the package is not an upgrade for the connection.',
        querystring: upgradeQuoteQuerySchema,
        response: { 200: upgradeQuoteSchema, ...errorResponses(400, 401, 404, 422, 500) },
      },
    },
    async (request) => {
      const { userConnectionId, ...target } = request.query;
      const buyer = await loadBuyer(app.db, accountOf(request).id, userConnectionId, request.ip);
      return quoteUpgrade(app.db, buyer, target);
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

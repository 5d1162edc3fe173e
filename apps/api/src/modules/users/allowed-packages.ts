import {
  basePackageListSchema,
  catalogueIdParamsSchema,
  optionalConnectionQuerySchema,
  productSummaryListSchema,
  userConnectionQuerySchema,
} from '@selfcare/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/api-error';
import { authenticate } from '../../plugins/auth';
import { catalogueCacheHeaders } from '../../plugins/http-cache';
import { optionalViewer, requiredViewer } from '../products/viewer';
import { allowedPrimaryPackages, allowedSecondaryPackages } from './allowed-packages-service';

const tags = ['users'];
const security = [{ bearerAuth: [] }];

/** The packages a connection may move to, under /api/users/v1 (next to the user routes, behind login). */
export const allowedPackageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', authenticate);
  app.addHook('onSend', catalogueCacheHeaders);

  app.get(
    '/allowedSecondaryPackages',
    {
      schema: {
        tags,
        security,
        summary: 'Base packages the connection may hold, its current one marked currentPurchasedPackage',
        querystring: userConnectionQuerySchema,
        response: { 200: basePackageListSchema, ...errorResponses(400, 401, 404, 500) },
      },
    },
    async (request) => allowedSecondaryPackages(app.db, await requiredViewer(request, request.query.conid)),
  );

  app.get(
    '/allowedPrimaryPackages/:id',
    {
      schema: {
        tags,
        security,
        summary: 'The data bundles that come with a base package; with conid, with purchase marks',
        params: catalogueIdParamsSchema,
        querystring: optionalConnectionQuerySchema,
        response: { 200: productSummaryListSchema, ...errorResponses(400, 401, 404, 500) },
      },
    },
    async (request) =>
      allowedPrimaryPackages(app.db, await optionalViewer(request, request.query.conid), request.params.id),
  );
};

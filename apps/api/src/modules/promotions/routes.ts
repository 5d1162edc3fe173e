import {
  bannerListSchema,
  bannersQuerySchema,
  publicTaxCalculateRequestSchema,
  taxCalculateRequestSchema,
  taxCalculateResponseSchema,
} from '@selfcare/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/api-error';
import { accountOf, authenticate } from '../../plugins/auth';
import { sendStoredEncoding, serveCachedCatalogue, storeCatalogueAnswer } from '../../plugins/catalogue-cache';
import { serveConnectionAnswer, serveConnectionRead, storeConnectionAnswer } from '../../plugins/connection-answers';
import { catalogueCacheHeaders } from '../../plugins/http-cache';
import { optionalAuthenticate } from '../../plugins/optional-auth';
import { ownedConnection } from '../products/viewer';
import { listBanners } from './banners';
import { calculateTax } from './tax';

const tags = ['promotions'];

const bannerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', optionalAuthenticate);
  // A visitor's banners ignore basePackageId: the same for every visitor.
  app.addHook('onRequest', serveCachedCatalogue);
  app.addHook('onSend', catalogueCacheHeaders);
  app.addHook('onSend', storeCatalogueAnswer);
  app.addHook('onSend', sendStoredEncoding);

  app.get(
    '/promotions/all/banners',
    {
      schema: {
        tags,
        summary: 'Active banners within their dates: for everyone, plus those of basePackageId for a logged-in caller',
        description: 'Visitors (no token) get only banners whose base-package list is empty; basePackageId is ignored.',
        security: [{}, { bearerAuth: [] }],
        querystring: bannersQuerySchema,
        response: { 200: bannerListSchema, ...errorResponses(400, 401, 500) },
      },
    },
    (request) =>
      listBanners(app.db, {
        basePackageId: request.account ? request.query.basePackageId : undefined,
        voucherType: request.query.voucherType,
        at: new Date(),
      }),
  );
};

const taxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/tax/calculate',
    {
      // A read (no side effect) of the connection, the product and the tax rates: kept per connection
      // with the subscriber's other reads (decision 0017), answered after authentication and before
      // the body is parsed when the HTTP server read it ahead, else once it is validated (app.inject).
      onRequest: [authenticate, serveConnectionAnswer],
      preHandler: serveConnectionRead,
      onSend: [storeConnectionAnswer, sendStoredEncoding],
      schema: {
        tags,
        summary: "The tax table of a price for one of the caller's connections",
        security: [{ bearerAuth: [] }],
        body: taxCalculateRequestSchema,
        response: { 200: taxCalculateResponseSchema, ...errorResponses(400, 401, 404, 500) },
      },
    },
    async (request) => {
      await ownedConnection(app.db, accountOf(request).id, request.body.connectionId);
      return calculateTax(app.db, request.body);
    },
  );

  app.post(
    '/tax/calculate/public',
    {
      schema: {
        tags,
        summary: 'The tax table of a price, for visitors',
        body: publicTaxCalculateRequestSchema,
        response: { 200: taxCalculateResponseSchema, ...errorResponses(400, 404, 500) },
      },
    },
    (request) => calculateTax(app.db, request.body),
  );
};

/** Banners and the tax table, under /api/promotions/v1. */
export const promotionRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(bannerRoutes);
  await app.register(taxRoutes);
};

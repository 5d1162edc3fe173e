import {
  dataBundleConnectionQuerySchema,
  dataBundlePurchaseStatusSchema,
  dataBundleStatusQuerySchema,
  primaryDataBundleSchema,
  productDetailSchema,
  productIdParamsSchema,
  productPageSchema,
  productSummaryListSchema,
  purchaseOptionListSchema,
  userConnectionQuerySchema,
  userProductsByPackageTypeQuerySchema,
  userProductsByTypeQuerySchema,
  userProductsByTypesAndTagsQuerySchema,
  userProductsByTypesQuerySchema,
  userPurchaseOptionsQuerySchema,
} from '@selfcare/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/api-error';
import { languageOf } from '../../lib/request-language';
import { authenticate } from '../../plugins/auth';
import { sendStoredEncoding } from '../../plugins/catalogue-cache';
import { serveConnectionAnswer, storeConnectionAnswer } from '../../plugins/connection-answers';
import { catalogueCacheHeaders } from '../../plugins/http-cache';
import { productDetail } from '../products/detail';
import {
  ownProductsByTypes,
  productsByPackageType,
  productsByType,
  productsByTypes,
  productsByTypesAndTags,
} from '../products/service';
import { requiredViewer } from '../products/viewer';
import { dataBundlePurchaseStatus, dataBundlesFor, primaryDataBundle } from './data-bundles';
import { purchaseOptionsFor } from './offered-purchase-options';

const tags = ['billing'];
const security = [{ bearerAuth: [] }];
/** Every route takes a connection: 401 without a session, 404 for a connection that is not the caller's. */
const errors = errorResponses(400, 401, 404, 500);

/**
 * The catalogue as one connection sees it, under /api/billing/v1/billing: never cached by HTTP caches;
 * kept in the process's subscriber cache (decision 0017).
 */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', authenticate);
  app.addHook('onRequest', serveConnectionAnswer);
  app.addHook('onSend', catalogueCacheHeaders);
  app.addHook('onSend', storeConnectionAnswer);
  app.addHook('onSend', sendStoredEncoding);

  app.get(
    '/user-products/by-types-and-tags',
    {
      schema: {
        tags,
        security,
        summary: 'Listed products of any of the types carrying any of the tags (ids or names), with purchase marks',
        querystring: userProductsByTypesAndTagsQuerySchema,
        response: { 200: productSummaryListSchema, ...errors },
      },
    },
    async (request) =>
      productsByTypesAndTags(app.db, await requiredViewer(request, request.query.conid), {
        typeIds: request.query.typeIds,
        tags: { ids: request.query.tagIds, names: request.query.tags },
      }),
  );

  app.get(
    '/user-products/by-packagetype',
    {
      schema: {
        tags,
        security,
        summary: 'Listed products of a package family (e.g. promotional packages), with purchase marks',
        querystring: userProductsByPackageTypeQuerySchema,
        response: { 200: productSummaryListSchema, ...errors },
      },
    },
    async (request) =>
      productsByPackageType(app.db, await requiredViewer(request, request.query.conid), request.query.packagetypeid),
  );

  app.get(
    '/user-products/by-type',
    {
      schema: {
        tags,
        security,
        summary: 'A page of the listed products of a type, with the On Demand filters and purchase marks',
        querystring: userProductsByTypeQuerySchema,
        response: { 200: productPageSchema, ...errors },
      },
    },
    async (request) => productsByType(app.db, await requiredViewer(request, request.query.conid), request.query),
  );

  app.get(
    '/user-products/by-types',
    {
      schema: {
        tags,
        security,
        summary: 'Listed products of any of the types (typeIds repeated), with purchase marks',
        description:
          'With held=own, only the products the connection bought on its own and holds (MY CONTENT): those the whole list marks isPurchased and not isBundled.',
        querystring: userProductsByTypesQuerySchema,
        response: { 200: productSummaryListSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await requiredViewer(request, request.query.conid);
      return request.query.held === 'own'
        ? ownProductsByTypes(app.db, viewer, request.query.typeIds)
        : productsByTypes(app.db, viewer, request.query.typeIds);
    },
  );

  app.get(
    '/user-products/data-bundles',
    {
      schema: {
        tags,
        security,
        summary: 'Data bundles on sale, with purchase marks; none for a connection without broadband',
        querystring: dataBundleConnectionQuerySchema,
        response: { 200: productSummaryListSchema, ...errors },
      },
    },
    async (request) => dataBundlesFor(app.db, await requiredViewer(request, request.query.conId)),
  );

  app.get(
    '/user-products/data-bundle',
    {
      schema: {
        tags,
        security,
        summary: "The connection's primary data bundle (the one its base package brings), or null",
        querystring: dataBundleConnectionQuerySchema,
        response: { 200: primaryDataBundleSchema, ...errors },
      },
    },
    async (request) => primaryDataBundle(app.db, await requiredViewer(request, request.query.conId)),
  );

  app.get(
    '/user-products/:productId',
    {
      schema: {
        tags,
        security,
        summary: 'A product page as the connection sees it: the public page plus purchase state',
        params: productIdParamsSchema,
        querystring: userConnectionQuerySchema,
        response: { 200: productDetailSchema, ...errors },
      },
    },
    async (request) =>
      productDetail(app.db, await requiredViewer(request, request.query.conid), request.params.productId),
  );

  app.get(
    '/purchase-options',
    {
      schema: {
        tags,
        security,
        summary: "The options the connection may buy a product with (by the connection's type)",
        querystring: userPurchaseOptionsQuerySchema,
        response: { 200: purchaseOptionListSchema, ...errors },
      },
    },
    async (request) => purchaseOptionsFor(app.db, await requiredViewer(request, request.query.conid), request.query),
  );

  app.get(
    '/data-bundle-purchase-status',
    {
      schema: {
        tags,
        security,
        summary: "The data bundle's purchase status: an empty string when it went through, else the reason",
        querystring: dataBundleStatusQuerySchema,
        response: { 200: dataBundlePurchaseStatusSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await requiredViewer(request, request.query.conId);
      const status = await dataBundlePurchaseStatus(
        app.db,
        viewer.connectionId,
        request.query.productId,
        languageOf(request),
      );
      // Fastify sends a string as plain text, unserialised; the portal's client reads every answer as JSON.
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(status));
    },
  );
};

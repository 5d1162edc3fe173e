import {
  allVodsQuerySchema,
  bundledProductsQuerySchema,
  optionalConnectionQuerySchema,
  productIdListBodySchema,
  productPageSchema,
  productSummaryListSchema,
  productsByTypeQuerySchema,
  productsByTypesQuerySchema,
  productTypeAndTagsBodySchema,
  productTypesAndTagsBodySchema,
  trendingBodySchema,
} from '@selfcare/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/api-error';
import { bundlesOffering } from './bundled';
import {
  allVods,
  productsByIdList,
  productsByType,
  productsByTypes,
  productsByTypesAndTags,
  trendingVods,
} from './service';
import { optionalViewer } from './viewer';

const tags = ['products'];
/** No token (a visitor) or a Bearer token. */
const optionalBearer: { [scheme: string]: string[] }[] = [{}, { bearerAuth: [] }];
const personalised = 'With a Bearer token and conid (a connection of the caller), products carry purchase marks.';

/** The public product lists. Unknown but well-formed type ids match nothing; malformed ones are a 400. */
export const listRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/by-product-type-and-tags',
    {
      schema: {
        tags,
        summary: 'Listed products of a type carrying any of the tags (by name, e.g. featured); no tags: all',
        description: personalised,
        security: optionalBearer,
        querystring: optionalConnectionQuerySchema,
        body: productTypeAndTagsBodySchema,
        response: { 200: productSummaryListSchema, ...errorResponses(400, 401, 404, 500) },
      },
    },
    async (request) =>
      productsByTypesAndTags(app.db, await optionalViewer(request, request.query.conid), {
        typeIds: [request.body.productType],
        tags: { names: request.body.tags },
      }),
  );

  app.post(
    '/by-product-types-and-tags',
    {
      schema: {
        tags,
        summary: 'Listed products of any of the types carrying any of the tags; no tags: all',
        description: personalised,
        security: optionalBearer,
        querystring: optionalConnectionQuerySchema,
        body: productTypesAndTagsBodySchema,
        response: { 200: productSummaryListSchema, ...errorResponses(400, 401, 404, 500) },
      },
    },
    async (request) =>
      productsByTypesAndTags(app.db, await optionalViewer(request, request.query.conid), {
        typeIds: request.body.productTypes,
        tags: { names: request.body.tags },
      }),
  );

  app.post(
    '/all/id-list',
    {
      schema: {
        tags,
        summary: 'Listed products by id, in the order asked; unknown ids are left out',
        description: personalised,
        security: optionalBearer,
        querystring: optionalConnectionQuerySchema,
        body: productIdListBodySchema,
        response: { 200: productSummaryListSchema, ...errorResponses(400, 401, 404, 500) },
      },
    },
    async (request) =>
      productsByIdList(app.db, await optionalViewer(request, request.query.conid), request.body.idList),
  );

  app.get(
    '/all/active/by-type',
    {
      schema: {
        tags,
        summary: 'A page of the listed products of a type, with the On Demand filters (ALL: no filter)',
        description: personalised,
        security: optionalBearer,
        querystring: productsByTypeQuerySchema,
        response: { 200: productPageSchema, ...errorResponses(400, 401, 404, 500) },
      },
    },
    async (request) => productsByType(app.db, await optionalViewer(request, request.query.conid), request.query),
  );

  app.get(
    '/all/active/by-types',
    {
      schema: {
        tags,
        summary: 'Listed products of any of the types (typeid repeated)',
        description: personalised,
        security: optionalBearer,
        querystring: productsByTypesQuerySchema,
        response: { 200: productSummaryListSchema, ...errorResponses(400, 401, 404, 500) },
      },
    },
    async (request) =>
      productsByTypes(app.db, await optionalViewer(request, request.query.conid), request.query.typeid),
  );

  app.get(
    '/all-vods',
    {
      schema: {
        tags,
        summary: 'A page of all listed on-demand titles, across sub types, with the language and genre filters',
        description: personalised,
        security: optionalBearer,
        querystring: allVodsQuerySchema,
        response: { 200: productPageSchema, ...errorResponses(400, 401, 404, 500) },
      },
    },
    async (request) => allVods(app.db, await optionalViewer(request, request.query.conid), request.query),
  );

  // POST for visitors as the spec has it; logged-in callers add conid.
  app.post(
    '/trending',
    {
      schema: {
        tags,
        summary: "The Trending carousel of an On Demand tab: the sub type's titles tagged Trending",
        description: personalised,
        security: optionalBearer,
        querystring: optionalConnectionQuerySchema,
        body: trendingBodySchema,
        response: { 200: productSummaryListSchema, ...errorResponses(400, 401, 404, 500) },
      },
    },
    async (request) => trendingVods(app.db, await optionalViewer(request, request.query.conid), request.body.subTypeId),
  );

  app.get(
    '/bundled',
    {
      schema: {
        tags,
        summary: 'Channel bundles and promotional packages the product can also be bought in',
        description: `${personalised} Bundles the base package (basePackageId) already includes are left out.`,
        security: optionalBearer,
        querystring: bundledProductsQuerySchema,
        response: { 200: productSummaryListSchema, ...errorResponses(400, 401, 404, 500) },
      },
    },
    async (request) => bundlesOffering(app.db, await optionalViewer(request, request.query.conid), request.query),
  );
};

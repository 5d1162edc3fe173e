import {
  catalogueIdParamsSchema,
  categoryListSchema,
  genreListSchema,
  languageListSchema,
  productCategoriesBodySchema,
  productTypeListSchema,
  subTypeListSchema,
  vodReferenceQuerySchema,
} from '@selfcare/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/api-error';
import { listCategoriesOfType, listGenres, listLanguages, listProductTypes, listSubTypes } from './reference-data';

const tags = ['products'];

/** Product types, sub types, languages, genres and categories: the catalogue's tabs and dropdowns. */
export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/product-types',
    {
      schema: {
        tags,
        summary: 'Product types with their fixed ids; clients look ids up by typeName',
        response: { 200: productTypeListSchema, ...errorResponses(500) },
      },
    },
    () => listProductTypes(app.db),
  );

  app.get(
    '/type/:id/subtype/all',
    {
      schema: {
        tags,
        summary: 'All sub types of a product type, active or not; none for an unknown type',
        params: catalogueIdParamsSchema,
        response: { 200: subTypeListSchema, ...errorResponses(400, 500) },
      },
    },
    (request) => listSubTypes(app.db, request.params.id, { activeOnly: false }),
  );

  app.get(
    '/parent-types/:id/sub-types',
    {
      schema: {
        tags,
        summary: 'The active sub types under a parent type (the On Demand tabs), in tab order',
        params: catalogueIdParamsSchema,
        response: { 200: subTypeListSchema, ...errorResponses(400, 500) },
      },
    },
    (request) => listSubTypes(app.db, request.params.id, { activeOnly: true }),
  );

  app.get(
    '/languages',
    {
      schema: {
        tags,
        summary: 'Content languages; with subtypeid, those of the listed titles of that sub type',
        querystring: vodReferenceQuerySchema,
        response: { 200: languageListSchema, ...errorResponses(400, 500) },
      },
    },
    (request) => listLanguages(app.db, request.query.subtypeid),
  );

  app.get(
    '/genres',
    {
      schema: {
        tags,
        summary: 'Genres; with subtypeid, those of the listed titles of that sub type',
        querystring: vodReferenceQuerySchema,
        response: { 200: genreListSchema, ...errorResponses(400, 500) },
      },
    },
    (request) => listGenres(app.db, request.query.subtypeid),
  );

  // POST although it only reads: the spec's method for the channel categories call.
  app.post(
    '/channel-categories',
    {
      schema: {
        tags,
        summary: 'Categories of the active products of a type, each name once (the channel categories)',
        body: productCategoriesBodySchema,
        response: { 200: categoryListSchema, ...errorResponses(400, 500) },
      },
    },
    (request) => listCategoriesOfType(app.db, request.body.productType),
  );
};

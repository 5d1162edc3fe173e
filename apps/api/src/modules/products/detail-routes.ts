import {
  catalogueIdParamsSchema,
  optionalConnectionQuerySchema,
  productDetailSchema,
  productIdParamsSchema,
  purchaseOptionListSchema,
} from '@selfcare/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/api-error';
import { productDetail } from './detail';
import { purchaseOptionsAll } from './purchase-table';
import { optionalViewer } from './viewer';

const tags = ['products'];
/** No token (a visitor) or a Bearer token. */
const optionalBearer: { [scheme: string]: string[] }[] = [{}, { bearerAuth: [] }];

export const detailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:productId',
    {
      schema: {
        tags,
        summary: 'A product page: the product, its contents, channels, child videos, screens and data bundle',
        description: 'With a Bearer token and conid (a connection of the caller), products carry purchase marks.',
        security: optionalBearer,
        params: productIdParamsSchema,
        querystring: optionalConnectionQuerySchema,
        response: { 200: productDetailSchema, ...errorResponses(400, 401, 404, 500) },
      },
    },
    async (request) =>
      productDetail(app.db, await optionalViewer(request, request.query.conid), request.params.productId),
  );

  // Public despite "admin" in the spec's path: the portal reads every product's purchase table here.
  app.get(
    '/admin/purchase-options-all/:id',
    {
      schema: {
        tags,
        summary: "The purchase table: options of a purchase option group (or of a product's group)",
        params: catalogueIdParamsSchema,
        response: { 200: purchaseOptionListSchema, ...errorResponses(400, 404, 500) },
      },
    },
    (request) => purchaseOptionsAll(app.db, request.params.id),
  );
};

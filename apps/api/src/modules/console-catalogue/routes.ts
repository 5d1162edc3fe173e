import {
  consoleCreateProductRequestSchema,
  consoleDiscountInputSchema,
  consoleDiscountListSchema,
  consoleDiscountSchema,
  consoleIdParamsSchema,
  consoleImageSchema,
  consoleImageUploadRequestSchema,
  consolePausePermissionRequestSchema,
  consolePausePermissionSchema,
  consolePriceChangeCreatedSchema,
  consolePriceChangeListSchema,
  consolePriceChangePreviewQuerySchema,
  consolePriceChangePreviewSchema,
  consolePriceChangeRequestSchema,
  consoleProductListQuerySchema,
  consoleProductListSchema,
  consoleProductSchema,
  consoleProductStatusRequestSchema,
  consolePurchaseOptionInputSchema,
  consolePurchaseOptionListSchema,
  consolePurchaseOptionSchema,
  consolePurchaseOptionUpdateSchema,
  consoleReferenceSchema,
  consoleRetentionOfferRequestSchema,
  consoleRetentionOfferSchema,
  consoleUpdateProductRequestSchema,
} from '@selfcare/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StaffRole } from '../../db/schema';
import { errorResponses } from '../../lib/api-error';
import { requireStaffRole, staffOf } from '../console/require-staff-role';
import type { Actor } from './actor';
import { createProduct } from './create-product';
import { findProduct } from './find-product';
import { listProducts } from './list-products';
import { createDiscount, deleteDiscount, listDiscounts, updateDiscount } from './manage-discounts';
import { readPausePermission, setPausePermission } from './manage-pause-permission';
import { cancelPriceChange, listPriceChanges, previewPriceChange, schedulePriceChange } from './manage-price-changes';
import { createPurchaseOption, listPurchaseOptions, updatePurchaseOption } from './manage-purchase-options';
import { readRetentionOffer, setRetentionOffer } from './manage-retention-offer';
import { readReference } from './read-reference';
import { setProductStatus } from './set-product-status';
import { updateProduct } from './update-product';
import { uploadImage } from './upload-image';

const bearer = [{ bearerAuth: [] }];
const tags = ['console catalogue'];

/** Who reads the catalogue in the console: marketing picks banner targets from the product lists. */
export const CATALOGUE_READERS: readonly StaffRole[] = ['administrator', 'catalogue_manager', 'marketing', 'read_only'];
/** Who changes it. */
export const CATALOGUE_WRITERS: readonly StaffRole[] = ['administrator', 'catalogue_manager'];
/** Who uploads images: the catalogue's writers, and marketing for banners and gift voucher offers. */
export const IMAGE_UPLOADERS: readonly StaffRole[] = [...CATALOGUE_WRITERS, 'marketing'];

/** A JSON image of at most 1 MB is about 1.37 MB of base64: room for it, not for much more. */
const IMAGE_BODY_LIMIT = 2 * 1024 * 1024;

const actorOf = (request: FastifyRequest): Actor => ({ staffId: staffOf(request).id, ipAddress: request.ip });

/** The console's catalogue api, under /api/console/v1 (decision 0060). */
export const consoleCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = requireStaffRole(...CATALOGUE_READERS);
  const write = requireStaffRole(...CATALOGUE_WRITERS);
  const upload = requireStaffRole(...IMAGE_UPLOADERS);

  app.get(
    '/catalogue/reference',
    {
      onRequest: read,
      schema: {
        tags,
        summary: 'What the catalogue forms choose from: types, sub types, categories, languages, genres, tags...',
        security: bearer,
        response: { 200: consoleReferenceSchema, ...errorResponses(401, 403, 500) },
      },
    },
    () => readReference(app.db),
  );

  app.get(
    '/products',
    {
      onRequest: read,
      schema: {
        tags,
        summary: 'A page of every product, inactive and hidden ones included; filtered and sorted',
        security: bearer,
        querystring: consoleProductListQuerySchema,
        response: { 200: consoleProductListSchema, ...errorResponses(400, 401, 403, 500) },
      },
    },
    (request) => listProducts(app.db, request.query),
  );

  app.get(
    '/products/:id',
    {
      onRequest: read,
      schema: {
        tags,
        summary: 'A product as the console edits it: every field, its links and its purchase options',
        security: bearer,
        params: consoleIdParamsSchema,
        response: { 200: consoleProductSchema, ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    (request) => findProduct(app.db, request.params.id),
  );

  app.post(
    '/products',
    {
      onRequest: write,
      schema: {
        tags,
        summary: 'A new product of any type, active; with purchaseOption, its purchase option group and first option',
        description:
          'Checked per type (a channel number for channels, unique; screens; a data quota; links only where they belong). 400 with a sentence; 409 for a channel number in use.',
        security: bearer,
        body: consoleCreateProductRequestSchema,
        response: { 201: consoleProductSchema, ...errorResponses(400, 401, 403, 409, 500) },
      },
    },
    async (request, reply) => reply.code(201).send(await createProduct(app.db, request.body, actorOf(request))),
  );

  app.put(
    '/products/:id',
    {
      onRequest: write,
      schema: {
        tags,
        summary: 'A full edit of a product: every field, links replaced',
        security: bearer,
        params: consoleIdParamsSchema,
        body: consoleUpdateProductRequestSchema,
        response: { 200: consoleProductSchema, ...errorResponses(400, 401, 403, 404, 409, 500) },
      },
    },
    (request) => updateProduct(app.db, request.params.id, request.body, actorOf(request)),
  );

  app.post(
    '/products/:id/status',
    {
      onRequest: write,
      schema: {
        tags,
        summary: 'Take a product off sale (inactive) or put it back (active)',
        security: bearer,
        params: consoleIdParamsSchema,
        body: consoleProductStatusRequestSchema,
        response: { 200: consoleProductSchema, ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    (request) => setProductStatus(app.db, request.params.id, request.body.status, actorOf(request)),
  );

  app.post(
    '/images',
    {
      onRequest: upload,
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Upload a PNG, JPEG or WebP image (base64, at most 1 MB); answers its id and url',
        description:
          'The type is checked by its magic bytes and must be contentType. The same bytes again answer the same image with 200 (201 when new).',
        security: bearer,
        body: consoleImageUploadRequestSchema,
        response: {
          200: consoleImageSchema,
          201: consoleImageSchema,
          ...errorResponses(400, 401, 403, 413, 500),
        },
      },
    },
    async (request, reply) => {
      const { image, created } = await uploadImage(app.db, request.body, actorOf(request));
      return reply.code(created ? 201 : 200).send(image);
    },
  );

  app.get(
    '/products/:id/purchase-options',
    {
      onRequest: read,
      schema: {
        tags,
        summary: "A product's purchase options, each with its scheduled price changes",
        security: bearer,
        params: consoleIdParamsSchema,
        response: { 200: consolePurchaseOptionListSchema, ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    async (request) => ({ items: await listPurchaseOptions(app.db, request.params.id) }),
  );

  app.post(
    '/products/:id/purchase-options',
    {
      onRequest: write,
      schema: {
        tags,
        summary: 'A new purchase option of a product (its group is created on first use)',
        security: bearer,
        params: consoleIdParamsSchema,
        body: consolePurchaseOptionInputSchema,
        response: { 201: consolePurchaseOptionSchema, ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createPurchaseOption(app.db, request.params.id, request.body, actorOf(request))),
  );

  app.put(
    '/purchase-options/:id',
    {
      onRequest: write,
      schema: {
        tags,
        summary: 'Edit a purchase option, all but its price (a dated price change moves that)',
        security: bearer,
        params: consoleIdParamsSchema,
        body: consolePurchaseOptionUpdateSchema,
        response: { 200: consolePurchaseOptionSchema, ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    (request) => updatePurchaseOption(app.db, request.params.id, request.body, actorOf(request)),
  );

  app.get(
    '/purchase-options/:id/price-changes',
    {
      onRequest: read,
      schema: {
        tags,
        summary: "A purchase option's price changes, scheduled and applied, latest day first",
        security: bearer,
        params: consoleIdParamsSchema,
        response: { 200: consolePriceChangeListSchema, ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    async (request) => ({ items: await listPriceChanges(app.db, request.params.id) }),
  );

  app.get(
    '/purchase-options/:id/price-changes/preview',
    {
      onRequest: read,
      schema: {
        tags,
        summary: 'How many live subscriptions a price change would reach, before it is saved',
        security: bearer,
        params: consoleIdParamsSchema,
        querystring: consolePriceChangePreviewQuerySchema,
        response: { 200: consolePriceChangePreviewSchema, ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    (request) => previewPriceChange(app.db, request.params.id, request.query),
  );

  app.post(
    '/purchase-options/:id/price-changes',
    {
      onRequest: write,
      schema: {
        tags,
        summary: 'Schedule a price from a Sri Lanka day on (today or later; today: at the next sweep)',
        description:
          'The first lifecycle sweep of that day applies it: new purchases pay it, live subscriptions renew at it from their next period. 400 for a past day; 409 for a second change of the option on one day.',
        security: bearer,
        params: consoleIdParamsSchema,
        body: consolePriceChangeRequestSchema,
        response: { 201: consolePriceChangeCreatedSchema, ...errorResponses(400, 401, 403, 404, 409, 500) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await schedulePriceChange(app.db, request.params.id, request.body, actorOf(request))),
  );

  app.delete(
    '/price-changes/:id',
    {
      onRequest: write,
      schema: {
        tags,
        summary: 'Remove a scheduled price change (409 once applied)',
        security: bearer,
        params: consoleIdParamsSchema,
        response: { 204: z.undefined(), ...errorResponses(400, 401, 403, 404, 409, 500) },
      },
    },
    async (request, reply) => {
      await cancelPriceChange(app.db, request.params.id, actorOf(request));
      return reply.code(204).send();
    },
  );

  app.get(
    '/products/:id/discounts',
    {
      onRequest: read,
      schema: {
        tags,
        summary: "A product's discounts, product-level and user-level",
        security: bearer,
        params: consoleIdParamsSchema,
        response: { 200: consoleDiscountListSchema, ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    async (request) => ({ items: await listDiscounts(app.db, request.params.id) }),
  );

  app.post(
    '/products/:id/discounts',
    {
      onRequest: write,
      schema: {
        tags,
        summary: 'A new discount of a product (its discount option group is created on first use)',
        security: bearer,
        params: consoleIdParamsSchema,
        body: consoleDiscountInputSchema,
        response: { 201: consoleDiscountSchema, ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createDiscount(app.db, request.params.id, request.body, actorOf(request))),
  );

  app.put(
    '/discounts/:id',
    {
      onRequest: write,
      schema: {
        tags,
        summary: 'Edit a discount',
        security: bearer,
        params: consoleIdParamsSchema,
        body: consoleDiscountInputSchema,
        response: { 200: consoleDiscountSchema, ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    (request) => updateDiscount(app.db, request.params.id, request.body, actorOf(request)),
  );

  app.delete(
    '/discounts/:id',
    {
      onRequest: write,
      schema: {
        tags,
        summary: 'Remove a discount',
        security: bearer,
        params: consoleIdParamsSchema,
        response: { 204: z.undefined(), ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    async (request, reply) => {
      await deleteDiscount(app.db, request.params.id, actorOf(request));
      return reply.code(204).send();
    },
  );
  app.get(
    '/products/:id/retention-offer',
    {
      onRequest: read,
      schema: {
        tags,
        summary: "A product's retention offer to subscribers unsubscribing (null: none)",
        security: bearer,
        params: consoleIdParamsSchema,
        response: { 200: consoleRetentionOfferSchema, ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    (request) => readRetentionOffer(app.db, request.params.id),
  );

  app.put(
    '/products/:id/retention-offer',
    {
      onRequest: write,
      schema: {
        tags,
        summary: "Set a product's retention offer (a discount on the next renewals, or a pause), or clear it with null",
        description: 'A reason is required and audited. Offers subscribers already accepted keep their terms.',
        security: bearer,
        params: consoleIdParamsSchema,
        body: consoleRetentionOfferRequestSchema,
        response: { 200: consoleRetentionOfferSchema, ...errorResponses(400, 401, 403, 404, 422, 500) },
      },
    },
    (request) => setRetentionOffer(app.db, request.params.id, request.body, actorOf(request)),
  );

  app.get(
    '/products/:id/pause-permission',
    {
      onRequest: read,
      schema: {
        tags,
        summary: 'May subscribers pause this base package for 1-3 months (false for any other product)?',
        security: bearer,
        params: consoleIdParamsSchema,
        response: { 200: consolePausePermissionSchema, ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    (request) => readPausePermission(app.db, request.params.id),
  );

  app.put(
    '/products/:id/pause-permission',
    {
      onRequest: write,
      schema: {
        tags,
        summary: "Let subscribers pause a base package's monthly subscription, or stop them",
        description:
          'A reason is required and audited. Only a base package has the permission (400 for another ' +
          'product); pauses already made run their course when it is turned off.',
        security: bearer,
        params: consoleIdParamsSchema,
        body: consolePausePermissionRequestSchema,
        response: { 200: consolePausePermissionSchema, ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    (request) => setPausePermission(app.db, request.params.id, request.body, actorOf(request)),
  );
};

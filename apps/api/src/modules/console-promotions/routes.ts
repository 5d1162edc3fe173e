import {
  consoleBannerListSchema,
  consoleBannerOrderRequestSchema,
  consoleBannerPreviewQuerySchema,
  consoleBannerPreviewSchema,
  consoleBannerRequestSchema,
  consoleBannerSchema,
  consoleGiftVoucherListSchema,
  consoleGiftVoucherRequestSchema,
  consoleGiftVoucherSchema,
  consolePromotionIdParamsSchema,
  consoleTaxRateEndRequestSchema,
  consoleTaxRateListSchema,
  consoleTaxRateRequestSchema,
  consoleTaxRateSchema,
  createVoucherCampaignRequestSchema,
  voucherCampaignDetailSchema,
  voucherCampaignListSchema,
} from '@selfcare/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, notFound } from '../../lib/api-error';
import { requireStaffRole, staffOf } from '../console/require-staff-role';
import type { Actor } from './audit-change';
import { loadConsoleBanners } from './banner-rows';
import { loadCampaign, loadCampaigns } from './campaign-rows';
import { createBanner } from './create-banner';
import { createTaxRate } from './create-tax-rate';
import { createVoucherCampaign } from './create-voucher-campaign';
import { deactivateVoucherCampaign } from './deactivate-voucher-campaign';
import { deleteBanner } from './delete-banner';
import { endTaxRate } from './end-tax-rate';
import { exportCampaignCodes } from './export-campaign-codes';
import { loadGiftVouchers } from './gift-voucher-rows';
import { orderBanners } from './order-banners';
import { previewBanners } from './preview-banners';
import { createGiftVoucher, updateGiftVoucher } from './save-gift-voucher';
import { listTaxRates } from './tax-rate-rows';
import { updateBanner } from './update-banner';
import { updateTaxRate } from './update-tax-rate';

const security = [{ bearerAuth: [] }];
const tags = ['console promotions'];
const params = consolePromotionIdParamsSchema;

/** Banners, voucher campaigns and gift voucher offers: marketing writes, the catalogue roles read. */
const marketingWrite = requireStaffRole('administrator', 'marketing');
const marketingRead = requireStaffRole('administrator', 'marketing', 'catalogue_manager', 'read_only');
/** The tax table: finance writes. */
const financeWrite = requireStaffRole('administrator', 'finance');
const financeRead = requireStaffRole('administrator', 'finance', 'catalogue_manager', 'read_only');

const actorOf = (request: FastifyRequest): Actor => ({ staffId: staffOf(request).id, ipAddress: request.ip });

/** The console's promotions (decision 0060), under /api/console/v1, inside the console's scope. */
export const consolePromotionRoutes: FastifyPluginAsyncZod = async (app) => {
  // Banners -------------------------------------------------------------------------------------------
  app.get(
    '/banners',
    {
      onRequest: marketingRead,
      schema: {
        tags,
        security,
        summary: 'Every banner, in order, with its audience, dates, link and whether the portal shows it now',
        response: { 200: consoleBannerListSchema, ...errorResponses(401, 403, 500) },
      },
    },
    async () => ({ banners: await loadConsoleBanners(app.db) }),
  );

  app.get(
    '/banners/preview',
    {
      onRequest: marketingRead,
      schema: {
        tags,
        security,
        summary: 'The banners an audience sees at an instant, by the portal’s own rule, in order',
        description:
          "connectionType 'visitor' sees banners for everyone; a subscriber (a connection type's number) those and basePackageId's. `at` defaults to now.",
        querystring: consoleBannerPreviewQuerySchema,
        response: { 200: consoleBannerPreviewSchema, ...errorResponses(400, 401, 403, 500) },
      },
    },
    (request) => previewBanners(app.db, request.query),
  );

  app.post(
    '/banners',
    {
      onRequest: marketingWrite,
      schema: {
        tags,
        security,
        summary: 'Add a banner, last in the order',
        description:
          'The image is a path of this site (/api/media/...); a product link names a product and optionally one of its purchase options; a redirect is https. 400 for a product, option or audience package that does not fit.',
        body: consoleBannerRequestSchema,
        response: { 201: consoleBannerSchema, ...errorResponses(400, 401, 403, 500) },
      },
    },
    async (request, reply) => reply.code(201).send(await createBanner(app.db, request.body, actorOf(request))),
  );

  app.put(
    '/banners/order',
    {
      onRequest: marketingWrite,
      schema: {
        tags,
        security,
        summary: 'Put the banners in a new order: every banner id once',
        description: '409 when the ids are not exactly the banners there are; nothing changes.',
        body: consoleBannerOrderRequestSchema,
        response: { 200: consoleBannerListSchema, ...errorResponses(400, 401, 403, 409, 500) },
      },
    },
    async (request) => ({ banners: await orderBanners(app.db, request.body.ids, actorOf(request)) }),
  );

  app.put(
    '/banners/:id',
    {
      onRequest: marketingWrite,
      schema: {
        tags,
        security,
        summary: 'Replace a banner (its place in the order is kept)',
        params,
        body: consoleBannerRequestSchema,
        response: { 200: consoleBannerSchema, ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    (request) => updateBanner(app.db, request.params.id, request.body, actorOf(request)),
  );

  app.delete(
    '/banners/:id',
    {
      onRequest: marketingWrite,
      schema: {
        tags,
        security,
        summary: 'Remove a banner',
        params,
        response: { 204: z.undefined(), ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    async (request, reply) => {
      await deleteBanner(app.db, request.params.id, actorOf(request));
      return reply.code(204).send();
    },
  );

  // Voucher campaigns ---------------------------------------------------------------------------------
  app.get(
    '/voucher-campaigns',
    {
      onRequest: marketingRead,
      schema: {
        tags,
        security,
        summary: 'Every voucher campaign, newest first, with its number of codes and of redemptions',
        response: { 200: voucherCampaignListSchema, ...errorResponses(401, 403, 500) },
      },
    },
    async () => ({ campaigns: (await loadCampaigns(app.db)).map(({ sharedCode: _code, ...campaign }) => campaign) }),
  );

  app.post(
    '/voucher-campaigns',
    {
      onRequest: marketingWrite,
      schema: {
        tags,
        security,
        summary: 'Make a campaign: one shared code, or up to 10,000 single-use codes',
        description:
          'Codes are the prefix and ten random characters of an unambiguous alphabet, unique among all promotional vouchers; they redeem like any code and are never listed in the portal. 400 for an unknown product or type.',
        body: createVoucherCampaignRequestSchema,
        response: { 201: voucherCampaignDetailSchema, ...errorResponses(400, 401, 403, 409, 500) },
      },
    },
    async (request, reply) => reply.code(201).send(await createVoucherCampaign(app.db, request.body, actorOf(request))),
  );

  app.get(
    '/voucher-campaigns/:id',
    {
      onRequest: marketingRead,
      schema: {
        tags,
        security,
        summary: 'A campaign, its redemptions and, when shared, its code',
        params,
        response: { 200: voucherCampaignDetailSchema, ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    async (request) => {
      const campaign = await loadCampaign(app.db, request.params.id);
      if (!campaign) throw notFound();
      return campaign;
    },
  );

  app.get(
    '/voucher-campaigns/:id/codes.csv',
    {
      onRequest: marketingRead,
      schema: {
        tags,
        security,
        summary: "The campaign's codes as a CSV file: code, uses, max uses, valid from, valid to",
        params,
        response: {
          200: {
            description: 'The codes, one a row after a header row',
            content: { 'text/csv': { schema: z.string() } },
          },
          ...errorResponses(400, 401, 403, 404, 500),
        },
      },
    },
    async (request, reply) => {
      const { csv, fileName } = await exportCampaignCodes(app.db, request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );

  app.post(
    '/voucher-campaigns/:id/deactivate',
    {
      onRequest: marketingWrite,
      schema: {
        tags,
        security,
        summary: 'Stop every code of a campaign from redeeming (purchases already made stay)',
        params,
        response: { 200: voucherCampaignDetailSchema, ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    (request) => deactivateVoucherCampaign(app.db, request.params.id, actorOf(request)),
  );

  // Gift voucher offers -------------------------------------------------------------------------------
  app.get(
    '/gift-vouchers',
    {
      onRequest: marketingRead,
      schema: {
        tags,
        security,
        summary: 'Every gift voucher offer, on sale or not, with its restrictions',
        response: { 200: consoleGiftVoucherListSchema, ...errorResponses(401, 403, 500) },
      },
    },
    async () => ({ giftVouchers: await loadGiftVouchers(app.db) }),
  );

  app.post(
    '/gift-vouchers',
    {
      onRequest: marketingWrite,
      schema: {
        tags,
        security,
        summary: "Add a gift voucher offer to the portal's /gifts",
        description: '400 for an unknown product, type or sub type.',
        body: consoleGiftVoucherRequestSchema,
        response: { 201: consoleGiftVoucherSchema, ...errorResponses(400, 401, 403, 500) },
      },
    },
    async (request, reply) => reply.code(201).send(await createGiftVoucher(app.db, request.body, actorOf(request))),
  );

  app.put(
    '/gift-vouchers/:id',
    {
      onRequest: marketingWrite,
      schema: {
        tags,
        security,
        summary: 'Replace a gift voucher offer (vouchers already bought keep their terms)',
        params,
        body: consoleGiftVoucherRequestSchema,
        response: { 200: consoleGiftVoucherSchema, ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    (request) => updateGiftVoucher(app.db, request.params.id, request.body, actorOf(request)),
  );

  // The tax table -------------------------------------------------------------------------------------
  app.get(
    '/tax-rates',
    {
      onRequest: financeRead,
      schema: {
        tags,
        security,
        summary: 'Every tax rate with its window: scheduled, in force or ended',
        response: { 200: consoleTaxRateListSchema, ...errorResponses(401, 403, 500) },
      },
    },
    async () => ({ taxRates: await listTaxRates(app.db) }),
  );

  app.post(
    '/tax-rates',
    {
      onRequest: financeWrite,
      schema: {
        tags,
        security,
        summary: 'Add a rate from an instant (now or later), optionally until another',
        description: '400 for a start in the past; 409 when a rate of the same name applies in part of the window.',
        body: consoleTaxRateRequestSchema,
        response: { 201: consoleTaxRateSchema, ...errorResponses(400, 401, 403, 409, 500) },
      },
    },
    async (request, reply) => reply.code(201).send(await createTaxRate(app.db, request.body, actorOf(request))),
  );

  app.put(
    '/tax-rates/:id',
    {
      onRequest: financeWrite,
      schema: {
        tags,
        security,
        summary: 'Replace a rate not yet in force',
        description: '409 once it is in force or ended: end it (POST /tax-rates/{id}/end) and add a new one.',
        params,
        body: consoleTaxRateRequestSchema,
        response: { 200: consoleTaxRateSchema, ...errorResponses(400, 401, 403, 404, 409, 500) },
      },
    },
    (request) => updateTaxRate(app.db, request.params.id, request.body, actorOf(request)),
  );

  app.post(
    '/tax-rates/:id/end',
    {
      onRequest: financeWrite,
      schema: {
        tags,
        security,
        summary: 'End a rate at an instant (now or later, and not after an end it already has)',
        params,
        body: consoleTaxRateEndRequestSchema,
        response: { 200: consoleTaxRateSchema, ...errorResponses(400, 401, 403, 404, 409, 500) },
      },
    },
    (request) => endTaxRate(app.db, request.params.id, request.body.effectiveUntil, actorOf(request)),
  );
};

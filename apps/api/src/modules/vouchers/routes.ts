import {
  catalogueIdParamsSchema,
  giftVoucherDetailSchema,
  giftVoucherListSchema,
  giftVoucherPurchaseRequestSchema,
  giftVoucherPurchaseResultSchema,
  idempotencyKeyHeadersSchema,
  promotionalVoucherListSchema,
  purchasedVoucherListSchema,
  purchasedVouchersQuerySchema,
  voucherUsageListSchema,
  voucherUsagesParamsSchema,
  voucherUsagesQuerySchema,
} from '@selfcare/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/api-error';
import { languageOf } from '../../lib/request-language';
import { accountOf, authenticate } from '../../plugins/auth';
import { sendStoredEncoding, serveCachedCatalogue, storeCatalogueAnswer } from '../../plugins/catalogue-cache';
import { catalogueCacheHeaders } from '../../plugins/http-cache';
import { ownedConnection } from '../products/viewer';
import { checkPurchaseRequest } from '../purchasing/check-purchase-request';
import { idempotencyScope } from '../purchasing/idempotency-scope';
import { loadBuyer } from '../purchasing/load-buyer';
import { giftVoucherDetail, listGiftVouchers } from './gift-vouchers';
import { listPromotionalVouchers } from './promotional-vouchers';
import { purchaseGiftVoucher } from './purchase-gift-voucher';
import { listPurchasedVouchers, listVoucherUsages } from './purchased-vouchers';

const tags = ['vouchers'];
const security = [{ bearerAuth: [] }];
/**
 * The stores' lists are the same for every caller (no route reads a token): public caching headers,
 * and a visitor's answer is kept in the process's catalogue cache (decision 0013).
 */
const publicCatalogue = {
  onRequest: serveCachedCatalogue,
  onSend: [catalogueCacheHeaders, storeCatalogueAnswer, sendStoredEncoding],
};

/** The voucher stores and the buying of gift vouchers, under /api/promotions/v1/vouchers. */
const storeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/gifts',
    {
      ...publicCatalogue,
      schema: {
        tags,
        summary: 'Gift vouchers on sale (purchaseEnd still to come)',
        response: { 200: giftVoucherListSchema, ...errorResponses(500) },
      },
    },
    () => listGiftVouchers(app.db),
  );

  app.get(
    '/gifts/:id',
    {
      ...publicCatalogue,
      schema: {
        tags,
        summary: 'A gift voucher on sale, with what it can and cannot buy grouped by category',
        params: catalogueIdParamsSchema,
        response: { 200: giftVoucherDetailSchema, ...errorResponses(400, 404, 500) },
      },
    },
    (request) => giftVoucherDetail(app.db, request.params.id),
  );

  app.get(
    '/discounts',
    {
      ...publicCatalogue,
      schema: {
        tags,
        summary: 'Promotional (discount) vouchers in force',
        response: { 200: promotionalVoucherListSchema, ...errorResponses(500) },
      },
    },
    () => listPromotionalVouchers(app.db),
  );

  app.post(
    '/purchase',
    {
      onRequest: authenticate,
      schema: {
        tags,
        security,
        summary: "Buy a gift voucher for one of the caller's connections, paid the connection's way",
        description:
          "Bill payers (types 1-5) get the redeem code at once (description); card payers (type 7) get the checkout (status PENDING) and the code once the payment is notified. Mobile-operator payers (type 6) are charged on their phone bill: SUCCESS carries the payment reference and the redeem code (description); FAILURE the operator's reason (description); RETRY (charge again) and PENDING (not settled yet) carry a description and the transactionId to pass to POST /api/mobitel/v1/payments/{transactionId}/retry, which issues the voucher once the payment is paid (the code is then read from GET /api/promotions/v1/vouchers/purchases). A request with an Idempotency-Key whose first request is still at the operator is a 409.",
        headers: idempotencyKeyHeadersSchema,
        body: giftVoucherPurchaseRequestSchema,
        response: { 200: giftVoucherPurchaseResultSchema, ...errorResponses(400, 401, 404, 409, 422, 429, 500) },
      },
    },
    async (request) => {
      const { pin, voucherId, userConnectionId } = request.body;
      const account = accountOf(request);
      const buyer = await loadBuyer(app.db, account.id, userConnectionId, request.ip);
      await checkPurchaseRequest(app.db, buyer, { pin, ipAddress: request.ip });
      return purchaseGiftVoucher(
        {
          db: app.db,
          integrations: app.integrations,
          buyer,
          idempotency: idempotencyScope(request, request.body),
          publicUrl: app.config.publicUrl,
          metrics: app.metrics,
          language: languageOf(request),
        },
        voucherId,
      );
    },
  );

  app.get(
    '/purchases',
    {
      onRequest: authenticate,
      schema: {
        tags,
        security,
        summary: "The gift vouchers one of the caller's connections bought, newest first",
        querystring: purchasedVouchersQuerySchema,
        response: { 200: purchasedVoucherListSchema, ...errorResponses(400, 401, 404, 500) },
      },
    },
    async (request) => {
      await ownedConnection(app.db, accountOf(request).id, request.query.userConnectionId);
      return listPurchasedVouchers(app.db, request.query.userConnectionId);
    },
  );
};

/** What was bought with a purchased voucher, under /api/billing/v1/vouchers. */
const usageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/purchases/:id/details',
    {
      onRequest: authenticate,
      schema: {
        tags,
        security,
        summary: "The purchases made with a voucher one of the caller's connections bought",
        params: voucherUsagesParamsSchema,
        querystring: voucherUsagesQuerySchema,
        response: { 200: voucherUsageListSchema, ...errorResponses(400, 401, 404, 500) },
      },
    },
    async (request) => {
      await ownedConnection(app.db, accountOf(request).id, request.query.connectionId);
      return listVoucherUsages(app.db, {
        purchasedVoucherId: request.params.id,
        connectionId: request.query.connectionId,
      });
    },
  );
};

/** Gift and promotional vouchers (decision 0011). */
export const voucherStoreRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(storeRoutes, { prefix: '/api/promotions/v1/vouchers' });
  await app.register(usageRoutes, { prefix: '/api/billing/v1/vouchers' });
};

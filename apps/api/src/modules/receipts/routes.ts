import { receiptParamsSchema, receiptQuerySchema } from '@selfcare/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/api-error';
import { languageOf } from '../../lib/request-language';
import { accountOf, authenticate } from '../../plugins/auth';
import { loadReceipt } from './load-receipt';
import { renderReceiptPdf } from './render-receipt-pdf';

/** The file name a receipt is saved under: the reference number the payment pages show. */
export const receiptFileName = (referenceNo: string) => `receipt-${referenceNo}.pdf`;

/** The PDF's bytes: a Buffer to the server, a binary string to the OpenAPI document. */
const pdfBytes = z.custom<Buffer>((value) => Buffer.isBuffer(value)).meta({ type: 'string', format: 'binary' });

/** A payment's PDF receipt, under /api/billing/v1/billing beside MY PAYMENTS (README.md). */
export const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', authenticate);

  app.get(
    '/payments/:paymentId/receipt',
    {
      schema: {
        tags: ['profile'],
        security: [{ bearerAuth: [] }],
        summary:
          "The PDF receipt of one of the account's payments that went through: a card or operator payment " +
          "by its transaction id, or a bill charge by its line's id; in `language`, else the request's. " +
          'A payment of another account is a 404, one that has not gone through a 409.',
        params: receiptParamsSchema,
        querystring: receiptQuerySchema,
        response: {
          200: {
            description: 'The receipt, to save as receipt-{referenceNo}.pdf (Content-Disposition: attachment)',
            content: { 'application/pdf': { schema: pdfBytes } },
          },
          ...errorResponses(400, 401, 404, 409, 500),
        },
      },
    },
    async (request, reply) => {
      const receipt = await loadReceipt(app.db, accountOf(request).id, request.params.paymentId);
      const pdf = await renderReceiptPdf(
        receipt,
        app.config.receiptSeller,
        request.query.language ?? languageOf(request),
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${receiptFileName(receipt.referenceNo)}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};

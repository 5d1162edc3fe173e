import { z } from 'zod';
import { catalogueIdSchema } from './catalogue-requests';
import { UI_LANGUAGES, type UiLanguage } from './languages';

/**
 * A payment's receipt (issue 26; docs/payments.md, "Receipts"): GET
 * /api/billing/v1/billing/payments/{paymentId}/receipt?language answers the PDF. `paymentId` is a card
 * or operator payment's transaction id (MY PAYMENTS' transactionId) or a bill line's id (a fixed-line
 * purchase's receiptPaymentId in MY PURCHASES); another account's answers 404, one not paid 409.
 */
export const receiptParamsSchema = z.strictObject({ paymentId: catalogueIdSchema });
export type ReceiptParams = z.infer<typeof receiptParamsSchema>;

/** The receipt's language; without it, the request's (Accept-Language). */
export const receiptQuerySchema = z.strictObject({
  language: z.enum(UI_LANGUAGES, 'validation.invalidLanguageCode').optional(),
});
export type ReceiptQuery = z.infer<typeof receiptQuerySchema>;

/** The path of a payment's receipt under the api's root, in `language`. */
export function receiptPath(paymentId: string, language: UiLanguage): string {
  return `/billing/v1/billing/payments/${encodeURIComponent(paymentId)}/receipt?language=${language}`;
}

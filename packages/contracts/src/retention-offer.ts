import { z } from 'zod';
import { catalogueIdSchema } from './catalogue-requests';
import { careReasonSchema } from './console-care';

/**
 * What a retention offer gives a subscriber who stays (issue 31, decision 0072). Only a discount for
 * now; a downgrade or a pause offer is another kind, added here and to the tables' check.
 */
export const RETENTION_OFFER_KINDS = ['discount'] as const;
export type RetentionOfferKind = (typeof RETENTION_OFFER_KINDS)[number];

export const RETENTION_PERCENT_MIN = 5;
export const RETENTION_PERCENT_MAX = 90;
export const RETENTION_RENEWALS_MIN = 1;
export const RETENTION_RENEWALS_MAX = 12;

/** The terms of an offer: `percent` off each of the next `renewals` renewals. */
export const retentionOfferTermsSchema = z.strictObject({
  kind: z.enum(RETENTION_OFFER_KINDS),
  percent: z.number().int().min(RETENTION_PERCENT_MIN).max(RETENTION_PERCENT_MAX),
  renewals: z.number().int().min(RETENTION_RENEWALS_MIN).max(RETENTION_RENEWALS_MAX),
});
export type RetentionOfferTerms = z.infer<typeof retentionOfferTermsSchema>;

/** PUT /api/console/v1/products/{id}/retention-offer: sets (`offer`) or clears (null) it, with a reason. */
export const consoleRetentionOfferRequestSchema = z.strictObject({
  offer: retentionOfferTermsSchema.nullable(),
  reason: careReasonSchema,
});
export type ConsoleRetentionOfferRequest = z.input<typeof consoleRetentionOfferRequestSchema>;

/** A product's offer as the console shows it; `offer` null when it has none. */
export const consoleRetentionOfferSchema = z.object({
  productId: z.uuid(),
  offer: z
    .object({
      kind: z.enum(RETENTION_OFFER_KINDS),
      percent: z.number().int(),
      renewals: z.number().int(),
      updatedAt: z.iso.datetime(),
    })
    .nullable(),
});
export type ConsoleRetentionOffer = z.infer<typeof consoleRetentionOfferSchema>;

/** GET .../subscriptions/{purchaseId}/retention-offer?connectionId=... */
export const retentionOfferQuerySchema = z.strictObject({ connectionId: catalogueIdSchema });

/**
 * The offer a subscriber unsubscribing sees: `price` is what a renewal charges now, `discountedPrice`
 * what each of the next `renewals` renewals will charge instead, taxes included both. Null: no offer.
 */
export const subscriberRetentionOfferSchema = z.object({
  offer: z
    .object({
      kind: z.enum(RETENTION_OFFER_KINDS),
      percent: z.number().int(),
      renewals: z.number().int(),
      price: z.number(),
      discountedPrice: z.number(),
    })
    .nullable(),
});
export type SubscriberRetentionOffer = z.infer<typeof subscriberRetentionOfferSchema>;

/** POST .../subscriptions/{purchaseId}/retention-offer/accept: the terms the subscriber was shown. */
export const acceptRetentionOfferRequestSchema = retentionOfferTermsSchema.extend({ connectionId: catalogueIdSchema });
export type AcceptRetentionOfferRequest = z.input<typeof acceptRetentionOfferRequestSchema>;

/** An accepted offer: the subscription runs on, its next `renewals` renewals `percent` off. */
export const acceptedRetentionOfferSchema = z.object({
  purchaseId: z.uuid(),
  kind: z.enum(RETENTION_OFFER_KINDS),
  percent: z.number().int(),
  renewals: z.number().int(),
  acceptedAt: z.iso.datetime(),
});
export type AcceptedRetentionOffer = z.infer<typeof acceptedRetentionOfferSchema>;

import { z } from 'zod';
import { catalogueIdSchema } from './catalogue-requests';
import { careReasonSchema } from './console-care';

/**
 * What a retention offer gives a subscriber who stays (issue 31, decisions 0072, 0073 and 0075): a
 * discount on the next renewals, a pause of the subscription, or a base package's downgrade to a
 * cheaper package at the period's end.
 */
export const RETENTION_OFFER_KINDS = ['discount', 'pause', 'downgrade'] as const;
export type RetentionOfferKind = (typeof RETENTION_OFFER_KINDS)[number];

export const RETENTION_PERCENT_MIN = 5;
export const RETENTION_PERCENT_MAX = 90;
export const RETENTION_RENEWALS_MIN = 1;
export const RETENTION_RENEWALS_MAX = 12;

/** A discount offer: `percent` off each of the next `renewals` renewals. */
const discountTermsSchema = z.strictObject({
  kind: z.literal('discount'),
  percent: z.number().int().min(RETENTION_PERCENT_MIN).max(RETENTION_PERCENT_MAX),
  renewals: z.number().int().min(RETENTION_RENEWALS_MIN).max(RETENTION_RENEWALS_MAX),
});

/** A pause offer: the subscription paused for `periods` months (as decision 0070's pause) instead. */
const pauseTermsSchema = z.strictObject({
  kind: z.literal('pause'),
  periods: z.number().int().min(1).max(3),
});

/** A downgrade offer: the base package changed to the cheaper package `productId` at the period's end. */
const downgradeTermsSchema = z.strictObject({
  kind: z.literal('downgrade'),
  productId: z.uuid(),
});

/** The terms of an offer, by kind. */
export const retentionOfferTermsSchema = z.discriminatedUnion('kind', [
  discountTermsSchema,
  pauseTermsSchema,
  downgradeTermsSchema,
]);
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
    .discriminatedUnion('kind', [
      discountTermsSchema.extend({ updatedAt: z.iso.datetime() }),
      pauseTermsSchema.extend({ updatedAt: z.iso.datetime() }),
      downgradeTermsSchema.extend({ updatedAt: z.iso.datetime() }),
    ])
    .nullable(),
});
export type ConsoleRetentionOffer = z.infer<typeof consoleRetentionOfferSchema>;

/** GET .../subscriptions/{purchaseId}/retention-offer?connectionId=... */
export const retentionOfferQuerySchema = z.strictObject({ connectionId: catalogueIdSchema });

/**
 * The offer a subscriber unsubscribing sees. A discount: `price` is what a renewal charges now,
 * `discountedPrice` what each of the next `renewals` renewals will charge instead, taxes included both.
 * A pause: access runs to `accessUntil` (the paid period's end), the subscription renews by itself on
 * `resumesOn`. A downgrade: the base package becomes `packageName` from `changeDate`, charging `price`
 * (taxes included) a month. Null: no offer.
 */
export const subscriberRetentionOfferSchema = z.object({
  offer: z
    .discriminatedUnion('kind', [
      discountTermsSchema.extend({ price: z.number(), discountedPrice: z.number() }),
      pauseTermsSchema.extend({ accessUntil: z.iso.date(), resumesOn: z.iso.date() }),
      downgradeTermsSchema.extend({ packageName: z.string(), price: z.number(), changeDate: z.iso.date() }),
    ])
    .nullable(),
});
export type SubscriberRetentionOffer = z.infer<typeof subscriberRetentionOfferSchema>;

/** POST .../subscriptions/{purchaseId}/retention-offer/accept: the terms the subscriber was shown. */
export const acceptRetentionOfferRequestSchema = z.discriminatedUnion('kind', [
  discountTermsSchema.extend({ connectionId: catalogueIdSchema }),
  pauseTermsSchema.extend({ connectionId: catalogueIdSchema }),
  downgradeTermsSchema.extend({ connectionId: catalogueIdSchema }),
]);
export type AcceptRetentionOfferRequest = z.input<typeof acceptRetentionOfferRequestSchema>;

/**
 * An accepted offer: the subscription runs on, its next `renewals` renewals `percent` off; or it is
 * paused for `periods` months, as the pause route would have paused it; or its base package's change to
 * `productId` is scheduled, as the portal's downgrade schedules it.
 */
const acceptedFields = { purchaseId: z.uuid(), acceptedAt: z.iso.datetime() };
export const acceptedRetentionOfferSchema = z.discriminatedUnion('kind', [
  discountTermsSchema.extend(acceptedFields),
  pauseTermsSchema.extend(acceptedFields),
  downgradeTermsSchema.extend(acceptedFields),
]);
export type AcceptedRetentionOffer = z.infer<typeof acceptedRetentionOfferSchema>;

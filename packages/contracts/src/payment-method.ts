import { z } from 'zod';
import { catalogueIdSchema } from './catalogue-requests';
import { cardCheckoutSchema } from './purchasing';

/** The card payer's connection whose payment method is read or changed (type 7). */
export const paymentMethodQuerySchema = z.strictObject({ connectionId: catalogueIdSchema });
export type PaymentMethodQuery = z.input<typeof paymentMethodQuerySchema>;

/** The card on file as PayHere masked it: nothing else of the card is kept (decision 0058). */
export const cardOnFileSchema = z.object({
  /** PayHere's name for the method, e.g. 'VISA', 'MASTER'. */
  brand: z.string().nullable(),
  lastFour: z.string(),
  /** 'MM/YY'. */
  expiry: z.string().nullable(),
  holderName: z.string().nullable(),
  /** The card expires before the end of next week's month: the subscriber should replace it. */
  expiresSoon: z.boolean(),
  expired: z.boolean(),
});
export type CardOnFile = z.infer<typeof cardOnFileSchema>;

/** A running subscription of the connection and whether it renews on the card. */
export const renewingSubscriptionSchema = z.object({
  purchaseId: z.uuid(),
  productName: z.string(),
  /** The last day of the paid period: access lasts to the day after. */
  billingEndDate: z.string().nullable(),
  /** False once automatic renewal is turned off: access to the end of the paid period, then it ends. */
  autoRenew: z.boolean(),
  /** A renewal was refused and is tried again on this day (dunning); null when none is waiting. */
  retryOn: z.string().nullable(),
});
export type RenewingSubscription = z.infer<typeof renewingSubscriptionSchema>;

export const paymentMethodSchema = z.object({
  card: cardOnFileSchema.nullable(),
  subscriptions: z.array(renewingSubscriptionSchema),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** Starts replacing the card on file: a preapproval in the gateway's popup, with no payment. */
export const cardReplacementRequestSchema = z.strictObject({ connectionId: catalogueIdSchema });
export type CardReplacementRequest = z.input<typeof cardReplacementRequestSchema>;

/** The preapproval's checkout for the popup (`preapprove` true, no payment behind it). */
export const cardReplacementSchema = cardCheckoutSchema
  .omit({ transactionId: true, purchasedPrice: true })
  .extend({ preapprovalId: z.uuid() });
export type CardReplacement = z.infer<typeof cardReplacementSchema>;

export const preapprovalParamsSchema = z.strictObject({ preapprovalId: z.uuid('errors.invalidId') });

/** What became of a card replacement: PayHere has not said yet, kept the new card, or refused it. */
export const preapprovalStatusSchema = z.object({
  status: z.enum(['PENDING', 'APPROVED', 'FAILED']),
  description: z.string().nullable(),
});
export type PreapprovalStatus = z.infer<typeof preapprovalStatusSchema>;

export const autoRenewParamsSchema = z.strictObject({ purchaseId: z.uuid('errors.invalidId') });
export const autoRenewRequestSchema = z.strictObject({ connectionId: catalogueIdSchema, autoRenew: z.boolean() });
export type AutoRenewRequest = z.input<typeof autoRenewRequestSchema>;

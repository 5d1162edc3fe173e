import { z } from 'zod';

/**
 * Why a subscriber leaves (issue 31, "Cancel with reasons and a retention offer", decision 0071): an
 * optional reason on every unsubscribe request, a subscription's (bill, operator, card) or a whole
 * connection's. Skipping it leaves the request, its answer and the flow as they were.
 */

/** The short list the portal offers; the console's cancellations report counts them. */
export const CANCELLATION_REASONS = [
  'too_expensive',
  'not_watching_enough',
  'technical_problems',
  'moving_provider',
  'other',
] as const;
export type CancellationReasonCode = (typeof CANCELLATION_REASONS)[number];

/** The free text's longest length, in characters. */
export const CANCELLATION_TEXT_MAX = 500;

/**
 * A reason: one code from the list and, optionally, the subscriber's own words (trimmed, 1-500
 * characters; personal data, so kept with the unsubscription and shown nowhere else).
 */
export const cancellationReasonSchema = z.strictObject({
  code: z.enum(CANCELLATION_REASONS),
  text: z.string().trim().min(1).max(CANCELLATION_TEXT_MAX).optional(),
});
export type CancellationReason = z.infer<typeof cancellationReasonSchema>;

/**
 * The body an unsubscribe request without one of its own may carry (the operator and card DELETEs and
 * the connection POSTs): the reason goes in a body, never the query string, so it stays out of logs. No
 * body at all (Fastify hands it over as null) is the request as it always was.
 */
export const unsubscribeReasonBodySchema = z.strictObject({ reason: cancellationReasonSchema.optional() }).nullish();
export type UnsubscribeReasonBody = z.input<typeof unsubscribeReasonBodySchema>;

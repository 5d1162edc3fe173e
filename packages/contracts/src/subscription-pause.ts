import { z } from 'zod';
import { catalogueIdSchema } from './catalogue-requests';
import { careReasonSchema } from './console-care';

/** How many periods a monthly subscription may be paused for (issue 31, decision 0070). */
export const PAUSE_PERIOD_CHOICES = [1, 2, 3] as const;

/** The subscription a pause or resume names, in the path. */
export const subscriptionPathSchema = z.strictObject({ purchaseId: catalogueIdSchema });

/** POST /api/billing/v1/billing/subscriptions/{purchaseId}/pause. */
export const pauseSubscriptionRequestSchema = z.strictObject({
  connectionId: catalogueIdSchema,
  /** Periods (months) with no charge and no access; the subscription renews by itself after them. */
  periods: z.number().int().min(1).max(3),
});
export type PauseSubscriptionRequest = z.input<typeof pauseSubscriptionRequestSchema>;

/** POST /api/billing/v1/billing/subscriptions/{purchaseId}/resume. */
export const resumeSubscriptionRequestSchema = z.strictObject({ connectionId: catalogueIdSchema });
export type ResumeSubscriptionRequest = z.input<typeof resumeSubscriptionRequestSchema>;

/**
 * A subscription's pause: access lasts until `accessUntil` (the paid period's end, the date an
 * unsubscribe's 'access until' names), nothing is charged until `resumesOn`, when the subscription
 * renews (and charges) by itself. `accessPaused` once the paid period is over and access is off.
 */
export const subscriptionPauseSchema = z.object({
  purchaseId: z.uuid(),
  periods: z.number().int().min(1).max(3),
  accessUntil: z.iso.date(),
  resumesOn: z.iso.date(),
  accessPaused: z.boolean(),
});
export type SubscriptionPause = z.infer<typeof subscriptionPauseSchema>;

/** PUT /api/console/v1/products/{id}/pause-permission: may subscribers pause this base package (decision 0074)? */
export const consolePausePermissionRequestSchema = z.strictObject({
  allowed: z.boolean(),
  reason: careReasonSchema,
});
export type ConsolePausePermissionRequest = z.input<typeof consolePausePermissionRequestSchema>;

/** A base package's pause permission as the console shows it. */
export const consolePausePermissionSchema = z.object({
  productId: z.uuid(),
  allowed: z.boolean(),
});
export type ConsolePausePermission = z.infer<typeof consolePausePermissionSchema>;

/** A resumed subscription: it renews (and charges) on `renewsOn`, today when access had been paused. */
export const resumedSubscriptionSchema = z.object({
  purchaseId: z.uuid(),
  renewsOn: z.iso.date(),
});
export type ResumedSubscription = z.infer<typeof resumedSubscriptionSchema>;

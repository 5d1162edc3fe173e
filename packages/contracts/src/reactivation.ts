import { z } from 'zod';
import { moneySchema, purchaseTypeSchema } from './catalogue';
import { paymentStatuses } from './catalogue-enums';
import { catalogueIdSchema } from './catalogue-requests';
import { connectionStatusSchema, connectionTypeSchema } from './enum-schemas';
import { amountSchema, prepaidPurchaseResponseSchema, transactionResultSchema } from './purchasing';

/**
 * Re-activating a suspended prepaid (type 7) or mobile-billed (type 6) connection whose base package is
 * a subscription, and the base package's provisioning status (spec 000 sections 3 and 4, spec 002
 * section 4; calls in docs/api/registration.md).
 */

/** The header is required here: a reactivation moves money, and a retry must never charge twice. */
export const reactivationHeadersSchema = z.object({
  'idempotency-key': z
    .string('reactivation.idempotencyKeyRequired')
    .regex(/^[A-Za-z0-9_:.-]{8,128}$/, 'validation.invalidIdempotencyKey'),
});

/** POST /api/billing/v1/billing/user-purchase/reactivate-base-package: the spec's reactivation payload. */
export const reactivationRequestSchema = z.strictObject({
  userConnectionId: catalogueIdSchema,
  productTypeId: catalogueIdSchema,
  purchaseOptionId: catalogueIdSchema,
  productId: catalogueIdSchema,
  currency: z.literal('LKR'),
  /** 'prepaid' for type 7 (card), 'mobitel' for type 6 (operator billing). */
  userConnectionType: z.enum(['prepaid', 'mobitel']),
  userId: catalogueIdSchema,
  /** What the subscriber was shown: taxed for card payers, before taxes for operator payers. */
  amount: amountSchema,
});
export type ReactivationRequest = z.input<typeof reactivationRequestSchema>;

/**
 * Prepaid: the card checkout to open and its PENDING result (only the gateway's verified notification
 * reactivates). Mobile-billed: the operator's answer as a TransactionResult (SUCCESS reactivates at once).
 */
export const reactivationResponseSchema = z.union([prepaidPurchaseResponseSchema, transactionResultSchema]);
export type ReactivationResponse = z.infer<typeof reactivationResponseSchema>;

export const reactivationDetailsQuerySchema = z.strictObject({ connectionId: catalogueIdSchema });

/**
 * GET /api/billing/v1/billing/user-purchase/reactivation-details: what the suspended screen shows and the
 * payload the RE-ACTIVATE button sends. `recurring` false (a one-off package that has ended, or none)
 * means the subscriber chooses a new package instead.
 */
export const reactivationDetailsSchema = z.object({
  connectionId: z.uuid(),
  connectionType: connectionTypeSchema,
  status: connectionStatusSchema,
  recurring: z.boolean(),
  /** The last failed renewal's reason as the payment system gave it, if any. */
  failureDescription: z.string().nullable(),
  basePackage: z
    .object({
      productId: z.uuid(),
      productTypeId: z.uuid(),
      productName: z.string(),
      purchaseOptionId: z.uuid(),
      purchaseType: purchaseTypeSchema,
      /** The `amount` to send: taxed for card payers, before taxes for operator payers. */
      amount: moneySchema,
      /** What is charged, taxes included. */
      charged: moneySchema,
      billingEndDate: z.iso.date().nullable(),
    })
    .nullable(),
});
export type ReactivationDetails = z.infer<typeof reactivationDetailsSchema>;

/** GET /api/billing/v1/billing/base-provision-status. */
export const baseProvisionStatusQuerySchema = z.strictObject({
  connectionId: catalogueIdSchema,
  connectionType: z.coerce.number().pipe(connectionTypeSchema),
});
export type BaseProvisionStatusQuery = z.input<typeof baseProvisionStatusQuerySchema>;

/**
 * The base package's state: status is its provisioning (SUCCESS, PENDING, FAILURE; FAILURE while the
 * connection is suspended), paymentStatus its last payment's, description the payment system's reason.
 */
export const baseProvisionStatusSchema = z.object({
  status: z.enum(['SUCCESS', 'PENDING', 'FAILURE']),
  paymentStatus: z.enum(paymentStatuses).nullable(),
  description: z.string().nullable(),
});
export type BaseProvisionStatus = z.infer<typeof baseProvisionStatusSchema>;

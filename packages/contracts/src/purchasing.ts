import { z } from 'zod';
import { cancellationReasonSchema } from './cancellation';
import { moneySchema, productPurchaseStatusSchema, purchaseTypeSchema } from './catalogue';
import { paymentStatuses } from './catalogue-enums';
import { catalogueIdSchema, priceInputSchema } from './catalogue-requests';

/**
 * Requests and answers of the purchase calls (spec 001 sections 3, 4 and 7 "Purchasing, by purpose";
 * paths in docs/api/purchasing.md). Every call that moves money or entitlements also
 * takes an `Idempotency-Key` header. Amounts are rupees with at most 2 decimals.
 */

/** The parental PIN: 4 digits (DESIGN.md section 6). */
export const parentalPinSchema = z
  .string('validation.pinRequired')
  .min(1, 'validation.pinRequired')
  .regex(/^\d{4}$/, 'validation.invalidPin');

/** A price the client saw: the server recomputes it and refuses a purchase whose price has moved. */
export const amountSchema = priceInputSchema;

/** A promotional voucher code as typed; the server upper-cases it. */
export const voucherCodeSchema = z
  .string()
  .trim()
  .min(1, 'validation.voucherRequired')
  .max(64, 'validation.voucherTooLong');

/** The header that makes a money call safe to repeat (DESIGN.md section 5). */
export const idempotencyKeyHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9_:.-]{8,128}$/, 'validation.invalidIdempotencyKey')
    .optional(),
});

const optionalId = catalogueIdSchema.nullish();

/** The voucher part of every subscribe payload: both or neither. */
const voucherFields = {
  voucherId: optionalId,
  voucherCode: voucherCodeSchema.nullish(),
};

// Vouchers ------------------------------------------------------------------------------------------

/** POST /api/promotions/v1/vouchers/validate (spec 001 "Voucher request"). */
export const voucherValidateRequestSchema = z.strictObject({
  code: voucherCodeSchema,
  /** The price the voucher applies to: the price for bill and operator payers, the taxed price for card. */
  price: amountSchema,
  productId: catalogueIdSchema,
  productTypeId: catalogueIdSchema,
  purchaseOptionId: catalogueIdSchema,
  userAccountId: catalogueIdSchema,
  userConnectionId: catalogueIdSchema,
  vodSubTypeId: optionalId,
  basePackageId: optionalId,
  packageTypeId: optionalId,
});
export type VoucherValidateRequest = z.input<typeof voucherValidateRequestSchema>;

export const voucherValidateResponseSchema = z.object({
  type: z.enum(['PERCENTAGE', 'AMOUNT']),
  /** Percent off for PERCENTAGE vouchers, else 0. */
  discountPercentage: z.number().min(0).max(100),
  /** Rupees taken off the price. */
  discountValue: moneySchema,
  voucherId: z.uuid(),
  voucherName: z.string(),
  /** The price after the voucher. */
  amount: moneySchema,
});
export type VoucherValidateResponse = z.infer<typeof voucherValidateResponseSchema>;

// Purchase results ----------------------------------------------------------------------------------

/**
 * The answer of every subscribe / purchase call (spec 001 "Transaction result"). Bill-paid purchases
 * complete at once (status SUCCESS, no transaction). Operator payments may be PENDING (status SUCCESS,
 * paymentStatus null: verify again later) or RETRY. Card payments start PENDING until the gateway's
 * verified notification.
 */
export const transactionResultSchema = z.object({
  status: z.enum(paymentStatuses),
  paymentStatus: z.enum(paymentStatuses).nullable(),
  authCode: z.string().nullable(),
  /** A reason to show (failures, pending operator payments), else null. */
  description: z.string().nullable(),
  /** Card and operator payments; null for bill-paid purchases. */
  transactionId: z.uuid().nullable(),
  referenceNo: z.string().nullable(),
  purchaseId: z.uuid().nullable(),
  /** What is charged, taxes included. */
  amount: moneySchema,
  /** The price before taxes, after discounts and voucher. */
  purchasedPrice: moneySchema,
  /** A subscribe on a product pending removal cancelled the unsubscription instead of charging again. */
  unsubscriptionCancelled: z.boolean(),
  /** The operator refused because the request did not come over its network. */
  networkError: z.boolean(),
});
export type TransactionResult = z.infer<typeof transactionResultSchema>;

// Postpaid (types 1-5) ------------------------------------------------------------------------------

/** POST /api/billing/v1/billing/user-purchase/subscribe: charge to the monthly bill. */
export const postpaidSubscribeRequestSchema = z.strictObject({
  connectionId: catalogueIdSchema,
  pin: parentalPinSchema,
  productId: catalogueIdSchema,
  /** The product's type id. */
  productType: catalogueIdSchema,
  /** The chosen purchase option's id. */
  purchaseOption: catalogueIdSchema,
  amount: amountSchema,
  /** The product's own purchase option group. */
  productPOGroupId: catalogueIdSchema,
  /** The chosen option's group: must equal productPOGroupId. */
  selectedPOGID: catalogueIdSchema,
  defaultPurchaseOptionType: purchaseTypeSchema,
  dataBundle: z.boolean().default(false),
  ...voucherFields,
});
export type PostpaidSubscribeRequest = z.input<typeof postpaidSubscribeRequestSchema>;

/** POST /api/billing/v1/billing/user-purchase/unsubscribe. */
export const postpaidUnsubscribeRequestSchema = z.strictObject({
  connectionId: catalogueIdSchema,
  productId: catalogueIdSchema,
  productType: catalogueIdSchema,
  purchaseOption: catalogueIdSchema,
  purchaseId: catalogueIdSchema,
  defaultPurchaseOptionType: purchaseTypeSchema,
  dataBundle: z.boolean().default(false),
  /** Why the subscriber leaves, when they say (decision 0071). */
  reason: cancellationReasonSchema.optional(),
});
export type PostpaidUnsubscribeRequest = z.input<typeof postpaidUnsubscribeRequestSchema>;

/** Every unsubscribe answer: the product stays watchable until billingEndDate plus one day. */
export const unsubscribeResultSchema = z.object({
  purchaseId: z.uuid(),
  purchaseStatus: productPurchaseStatusSchema,
  billingEndDate: z.iso.date().nullable(),
});
export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>;

// Mobile operator (type 6) --------------------------------------------------------------------------

/** POST /api/mobitel/v1/purchases: charged through the operator's billing. */
export const operatorPurchaseRequestSchema = z.strictObject({
  purchaseOptionId: catalogueIdSchema,
  currency: z.literal('LKR'),
  amount: amountSchema,
  productId: catalogueIdSchema,
  userId: catalogueIdSchema,
  userConnectionId: catalogueIdSchema,
  userConnectionType: z.literal('mobitel'),
  pin: parentalPinSchema,
  ...voucherFields,
});
export type OperatorPurchaseRequest = z.input<typeof operatorPurchaseRequestSchema>;

/** DELETE /api/mobitel/v1/purchases?connectionId&productId&connectionType=mobitel. */
export const operatorUnsubscribeQuerySchema = z.strictObject({
  connectionId: catalogueIdSchema,
  productId: catalogueIdSchema,
  connectionType: z.literal('mobitel'),
});
export type OperatorUnsubscribeQuery = z.input<typeof operatorUnsubscribeQuerySchema>;

// Prepaid card (type 7) -----------------------------------------------------------------------------

/** POST /api/prepaid/v1/purchases: opens a pending card payment. */
export const prepaidPurchaseRequestSchema = z.strictObject({
  purchaseOptionId: catalogueIdSchema,
  currency: z.literal('LKR'),
  /** The card amount: the taxed price after discounts and voucher. */
  amount: amountSchema,
  productId: catalogueIdSchema,
  productTypeId: catalogueIdSchema,
  userId: catalogueIdSchema,
  userConnectionId: catalogueIdSchema,
  userConnectionType: z.literal('prepaid'),
  userTelephoneNumber: z.string().max(20).nullish(),
  pin: parentalPinSchema,
  ...voucherFields,
});
export type PrepaidPurchaseRequest = z.input<typeof prepaidPurchaseRequestSchema>;

/** DELETE /api/prepaid/v1/purchases?connectionId&purchaseId&connectionType=prepaid. */
export const prepaidUnsubscribeQuerySchema = z.strictObject({
  connectionId: catalogueIdSchema,
  purchaseId: catalogueIdSchema,
  connectionType: z.literal('prepaid'),
});
export type PrepaidUnsubscribeQuery = z.input<typeof prepaidUnsubscribeQuerySchema>;

/**
 * What the hosted checkout needs (spec 001 "Card payment transaction details"), in the card gateway's
 * own field names where it has them, so the web app hands it to the gateway's script unchanged.
 */
export const cardCheckoutSchema = z.object({
  /** The gateway's script: the sandbox's in development, the gateway's own in production. */
  sdkUrl: z.string(),
  sandbox: z.boolean(),
  merchantId: z.string(),
  returnUrl: z.string(),
  cancelUrl: z.string(),
  notifyUrl: z.string(),
  /** The gateway's order id. */
  referenceNumber: z.string(),
  purchaseItemName: z.string(),
  purchaseItemId: z.string(),
  /** '1250.00': the gateway wants two decimals. */
  amount: z.string(),
  currency: z.literal('LKR'),
  /** '1 Month' for subscriptions (recurring), null for one-off payments. */
  recurrence: z.string().nullable(),
  /** 'Forever' for subscriptions, null for one-off payments. */
  duration: z.string().nullable(),
  /**
   * True when the popup preapproves the card to keep it on file (a subscription's first payment,
   * decision 0058): the gateway's script then posts to its preapproval page, and the payment is charged
   * on the approved card. `referenceNumber` and `hash` are the preapproval's.
   */
  preapprove: z.boolean(),
  /** The checkout hash the gateway checks. */
  hash: z.string(),
  transactionId: z.uuid(),
  purchasedPrice: moneySchema,
  customer: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    address: z.string(),
    city: z.string(),
    country: z.string(),
  }),
});
export type CardCheckout = z.infer<typeof cardCheckoutSchema>;

/** A card purchase: the checkout to open, or null when nothing is left to pay (a 100% voucher). */
export const prepaidPurchaseResponseSchema = z.object({
  checkout: cardCheckoutSchema.nullable(),
  result: transactionResultSchema,
});
export type PrepaidPurchaseResponse = z.infer<typeof prepaidPurchaseResponseSchema>;

export const transactionIdParamsSchema = z.strictObject({ transactionId: catalogueIdSchema });
export type TransactionIdParams = z.infer<typeof transactionIdParamsSchema>;

/** GET /api/prepaid/v1/payments/{transactionId}/paid: has the gateway confirmed the payment? */
export const paidStatusSchema = z.object({
  transactionId: z.uuid(),
  paid: z.boolean(),
  status: z.enum(paymentStatuses),
  description: z.string().nullable(),
  /** The gateway has taken the payment but the bank holds it for review; it settles later either way. */
  heldForReview: z.boolean(),
});
export type PaidStatus = z.infer<typeof paidStatusSchema>;

/** GET /api/billing/v1/billing/my-purchases/{transactionId}/reference. */
export const purchaseReferenceSchema = z.object({
  transactionId: z.uuid(),
  referenceNo: z.string().nullable(),
  productName: z.string(),
  purchasedPrice: moneySchema,
  amount: moneySchema,
  status: z.enum(paymentStatuses),
  paymentMethod: z.string().nullable(),
  cardDetails: z.string().nullable(),
});
export type PurchaseReference = z.infer<typeof purchaseReferenceSchema>;

// Base package change -------------------------------------------------------------------------------

export const packageChangeTypes = ['UPGRADE', 'DOWNGRADE'] as const;
export type PackageChangeTypeValue = (typeof packageChangeTypes)[number];

/** POST /api/billing/v1/billing/user-purchase/basepackage/change. */
export const packageChangeRequestSchema = z.strictObject({
  userConnectionId: catalogueIdSchema,
  userId: catalogueIdSchema,
  userConnectionType: z.number().int().min(1).max(7),
  productId: catalogueIdSchema,
  purchaseOptionId: catalogueIdSchema,
  productTypeId: catalogueIdSchema,
  pin: parentalPinSchema,
  changeType: z.enum(packageChangeTypes),
});
export type PackageChangeRequest = z.input<typeof packageChangeRequestSchema>;

/**
 * An upgrade is APPLIED once its prorated difference is charged (decision 0056), or PENDING while the
 * operator or the card has not answered the charge; a downgrade is PENDING until changeDate.
 */
export const packageChangeResultSchema = z.object({
  changeType: z.enum(packageChangeTypes),
  status: z.enum(['APPLIED', 'PENDING']),
  productId: z.uuid(),
  packageName: z.string(),
  /** 'YYYY-MM-DD': the first day of the first period at the new price (an upgrade), or when a downgrade takes effect. */
  changeDate: z.iso.date(),
  /** What the upgrade charges now for the rest of the paid period, taxes included; 0 for a downgrade. */
  charged: moneySchema,
});
export type PackageChangeResult = z.infer<typeof packageChangeResultSchema>;

/** GET .../basepackage/upgrade-quote: what an upgrade to the package would charge now (decision 0056). */
export const upgradeQuoteQuerySchema = z.strictObject({
  userConnectionId: catalogueIdSchema,
  productId: catalogueIdSchema,
  purchaseOptionId: catalogueIdSchema,
});
export type UpgradeQuoteQuery = z.infer<typeof upgradeQuoteQuerySchema>;
export const upgradeQuoteSchema = z.object({
  /** The difference for the rest of the paid period, before taxes. */
  amount: moneySchema,
  taxAmount: moneySchema,
  /** What is charged now (amount plus taxes): on the bill, through the operator or on the card on file. */
  charged: moneySchema,
  /** Days of the period from today to its billing end date, and the period's days. */
  remainingDays: z.number().int().nonnegative(),
  periodDays: z.number().int().positive(),
  /** 'YYYY-MM-DD': the first day of the first period charged at the new price. */
  changeDate: z.iso.date(),
});
export type UpgradeQuote = z.infer<typeof upgradeQuoteSchema>;

/** GET .../basepackage/downgrade-availability?userId&userConnectionId. */
export const downgradeAvailabilityQuerySchema = z.strictObject({
  userId: catalogueIdSchema,
  userConnectionId: catalogueIdSchema,
});
export const downgradeAvailabilitySchema = z.object({ canDowngrade: z.boolean() });
export type DowngradeAvailability = z.infer<typeof downgradeAvailabilitySchema>;

/** GET .../basepackage/downgrade-status?userConnectionId (spec 001 "Downgrade state"). */
export const downgradeStatusQuerySchema = z.strictObject({ userConnectionId: catalogueIdSchema });
export const downgradeStatusSchema = z.object({
  /** The connection has a downgrade on record that is not cancelled. */
  downgrade: z.boolean(),
  /** The downgrade is still waiting for its changeDate. */
  pending: z.boolean(),
  changeDate: z.iso.date().nullable(),
  newBasePackageId: z.uuid().nullable(),
  /** The scheduled package's name. */
  name: z.string().nullable(),
  canDowngrade: z.boolean(),
});
export type DowngradeStatus = z.infer<typeof downgradeStatusSchema>;

// Where the viewer is -------------------------------------------------------------------------------

/** GET /api/users/v1/location: the caller's country by IP (ISO 3166-1 alpha-2), for region limits. */
export const viewerLocationSchema = z.object({ country: z.string().regex(/^[A-Z]{2}$/) });
export type ViewerLocation = z.infer<typeof viewerLocationSchema>;

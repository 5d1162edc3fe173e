import { z } from 'zod';
import { nextDate, sriLankaDate } from './calendar';
import { moneySchema, purchaseTypeSchema, utilizationSchema } from './catalogue';
import { paymentStatuses } from './catalogue-enums';
import { catalogueIdSchema } from './catalogue-requests';
import { dateRule } from './documented-rules';
import { connectionStatusSchema, connectionTypeSchema } from './enum-schemas';
import { parentalPinSchema } from './purchasing';

/**
 * The profile page's calls (spec 002 sections 2.2, 3, 4, 5 and 7; paths and rules in
 * docs/api/profile.md). Every id belongs to the caller's account: another account's id
 * answers 404 exactly like a missing one.
 */

/** Every profile-page action that only needs to be confirmed answers with a readable message. */
export const profileMessageResponseSchema = z.object({ message: z.string() });
export type ProfileMessageResponse = z.infer<typeof profileMessageResponseSchema>;

// Devices and profiles -------------------------------------------------------------------------------

/** GET /api/users/v1/connections/{id}/devices: paired apps and boxes, oldest first (spec 002 "Device"). */
export const deviceSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  deviceUid: z.string(),
  deviceInfo: z.object({ deviceModelType: z.string() }),
});
export type Device = z.infer<typeof deviceSchema>;
export const deviceListSchema = z.array(deviceSchema);

/** DELETE /api/users/v1/connections/{conId}/devices/{deviceId}. */
export const connectionDeviceParamsSchema = z.strictObject({
  conId: catalogueIdSchema,
  deviceId: catalogueIdSchema,
});
export type ConnectionDeviceParams = z.infer<typeof connectionDeviceParamsSchema>;

/** DELETE /api/users/v1/profiles/{id}: `id` is a profile's profileUid; the default profile answers 409. */
export const profileIdParamsSchema = z.strictObject({ id: catalogueIdSchema });
export type ProfileIdParams = z.infer<typeof profileIdParamsSchema>;

// My purchases ---------------------------------------------------------------------------------------

/** The longest period MY PURCHASES may ask for at once, end exclusive: a leap year. */
export const MAX_PURCHASE_RANGE_DAYS = 366;

const dayMs = 86_400_000;
const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;
const queryDateSchema = (requiredKey: string) =>
  z.string(requiredKey).min(1, requiredKey).pipe(z.iso.date('profile.invalidDate')).meta(dateRule);

/**
 * GET /api/billing/v1/billing/user-purchase?connectionId&connectionType&start&end. Dates are YYYY-MM-DD
 * Sri Lanka days; `end` is exclusive (the page sends the chosen end date plus one day, spec 002 section 5),
 * so it is at most tomorrow: the chosen end is at most today. connectionType must be the connection's
 * own type code.
 */
const userPurchaseRange = {
  connectionId: catalogueIdSchema,
  connectionType: z.coerce.number().pipe(connectionTypeSchema),
  start: queryDateSchema('profile.startDateRequired'),
  end: queryDateSchema('profile.endDateRequired'),
};

function bothDates(query: { start: unknown; end: unknown }): boolean {
  return [query.start, query.end].every((value) => typeof value === 'string' && isoDatePattern.test(value));
}

/** The range rules only speak once both dates are valid: a missing date is reported on its own. */
const withRangeRules = <S extends z.ZodType<{ start: string; end: string }>>(schema: S) =>
  schema
    .refine((query) => !bothDates(query) || query.start <= query.end, { message: 'profile.dateOrder', path: ['end'] })
    .refine((query) => !bothDates(query) || query.end <= nextDate(sriLankaDate(new Date())), {
      message: 'profile.endAfterToday',
      path: ['end'],
    })
    .refine(
      (query) =>
        !bothDates(query) || Date.parse(query.end) - Date.parse(query.start) <= MAX_PURCHASE_RANGE_DAYS * dayMs,
      { message: 'profile.rangeTooLong', path: ['end'] },
    );

export const userPurchaseQuerySchema = withRangeRules(z.strictObject(userPurchaseRange));

export type UserPurchaseQuery = z.input<typeof userPurchaseQuerySchema>;

/** How a purchase was paid: FREE is a zero-price product. */
export const purchasePaymentMethodNames = ['MONTHLY_BILL', 'CARD', 'OPERATOR', 'GIFT_VOUCHER', 'FREE'] as const;
export type PurchasePaymentMethodName = (typeof purchasePaymentMethodNames)[number];

/** One row of MY PURCHASES (spec 002 "My purchase"). Products that came inside a package are not listed. */
export const userPurchaseSchema = z.object({
  purchaseId: z.uuid(),
  purchasedAt: z.iso.datetime({ offset: true }),
  purchaseType: purchaseTypeSchema,
  /** The bought option's period, as purchase options give it: the page words it ('For 30 Days'). */
  ...utilizationSchema.shape,
  productName: z.string(),
  /**
   * What the purchase costs per period, after discounts, taxes included: what a card is charged. For a
   * package an upgrade started, what the upgrade charged for the rest of the period (decision 0056).
   */
  productPrice: moneySchema,
  /** The same before taxes: what a bill or the operator shows, with the taxes on top. */
  priceBeforeTax: moneySchema,
  paymentMethod: z.enum(purchasePaymentMethodNames),
  /**
   * The payment the purchase was bought with, whose receipt the row links to (receipts.ts): its card or
   * operator transaction, or its line on the bill; null when nothing was paid (free, a gift voucher, a
   * payment that did not go through).
   */
  receiptPaymentId: z.uuid().nullable(),
  /** The package came through an upgrade: its prices are the prorated difference charged then. */
  upgrade: z.boolean(),
});
export type UserPurchase = z.infer<typeof userPurchaseSchema>;
/** Newest first. */
export const userPurchaseListSchema = z.array(userPurchaseSchema);

/** Rows a page of MY PURCHASES shows before "Show more". */
export const USER_PURCHASE_PAGE_SIZE = 20;

/**
 * GET /api/billing/v1/billing/user-purchase/page: the same range, a page at a time, newest first.
 * `afterPurchaseId` is the last purchase of the page before (its `nextAfterPurchaseId`): keyset paging,
 * so a page costs the same however long the history, and a purchase made meanwhile neither repeats nor
 * hides a row. One that is not a purchase of the connection's answers 404.
 */
export const userPurchasePageQuerySchema = withRangeRules(
  z.strictObject({
    ...userPurchaseRange,
    pageSize: z.coerce.number().int().min(1).max(100).default(USER_PURCHASE_PAGE_SIZE),
    afterPurchaseId: z.uuid('profile.invalidPageCursor').optional(),
  }),
);
export type UserPurchasePageQuery = z.input<typeof userPurchasePageQuerySchema>;

export const userPurchasePageSchema = z.strictObject({
  items: z.array(userPurchaseSchema),
  /** The `afterPurchaseId` of the next page; null on the last. */
  nextAfterPurchaseId: z.uuid().nullable(),
});
export type UserPurchasePage = z.infer<typeof userPurchasePageSchema>;

// My payments ----------------------------------------------------------------------------------------

/**
 * GET /api/billing/v1/billing/prepaid/payments?connectionId (type 7) and
 * GET /api/billing/v1/billing/mobitel/payments?connectionId (type 6); another type answers 422.
 */
export const connectionPaymentsQuerySchema = z.strictObject({ connectionId: catalogueIdSchema });
export type ConnectionPaymentsQuery = z.infer<typeof connectionPaymentsQuerySchema>;

/** UPGRADE: the prorated difference a base package upgrade charged for the rest of the period (decision 0056). */
export const paymentTypes = ['PURCHASE', 'RENEWAL', 'REACTIVATION', 'VOUCHER', 'UPGRADE'] as const;
export type PaymentType = (typeof paymentTypes)[number];

/** One row of MY PAYMENTS (spec 002 "Payment record"). PENDING payments are never listed. */
export const paymentRecordSchema = z.object({
  transactionId: z.uuid(),
  createdDate: z.iso.datetime({ offset: true }),
  paymentType: z.enum(paymentTypes),
  /** Product or gift voucher name at payment time. */
  productName: z.string(),
  /** Charged, taxes included (the prepaid columns). */
  amount: moneySchema,
  /** Before taxes (the mobile-operator columns). */
  amountExcludingTax: moneySchema,
  /** Card brand such as 'VISA', or the operator's name. */
  paymentMethod: z.string().nullable(),
  /** Masked, e.g. '************4242'; null for operator payments. */
  cardNumber: z.string().nullable(),
  paymentStatus: z.enum(paymentStatuses),
  referenceNumber: z.string().nullable(),
  /** The reason of a failed payment. */
  details: z.string().nullable(),
});
export type PaymentRecord = z.infer<typeof paymentRecordSchema>;
/** Newest first. */
export const paymentRecordListSchema = z.array(paymentRecordSchema);

// Unsubscribe a connection ---------------------------------------------------------------------------

/**
 * POST /api/users/v1/connection/unsubscribe/{id} (types 1-5) and
 * POST /api/users/v1/connections/unsubscribe/{id} (types 6 and 7). The connection stays usable until
 * terminationDate, then ends. A repeat answers the same.
 */
export const connectionUnsubscribeResponseSchema = z.object({
  message: z.string(),
  status: connectionStatusSchema,
  terminationDate: z.iso.date(),
});
export type ConnectionUnsubscribeResponse = z.infer<typeof connectionUnsubscribeResponseSchema>;

// Parental PIN ---------------------------------------------------------------------------------------

/** POST /api/users/v1/connections/{id}/parental-pin: the account password proves it is the subscriber. */
export const parentalPinChangeRequestSchema = z.strictObject({
  password: z
    .string('validation.passwordRequired')
    .min(1, 'validation.passwordRequired')
    .max(128, 'validation.passwordTooLong'),
  pin: parentalPinSchema,
});
export type ParentalPinChangeRequest = z.infer<typeof parentalPinChangeRequestSchema>;

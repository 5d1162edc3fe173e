import { z } from 'zod';
import { connectionStatuses } from './enums';

/**
 * The operator console's customer care api under /api/console/v1/care (issue 28): finding a subscriber,
 * their page, their timeline, and the actions care staff take for them, each with a reason and audited.
 * Refusals carry an English sentence in `message` (the console is a staff tool in English).
 */

const idField = z.uuid('errors.invalidId');
const instant = z.iso.datetime({ offset: true });

/** Shortest search text: shorter ones would match too much to be of use (400). */
export const CARE_SEARCH_MIN_LENGTH = 3;
/** At most this many subscribers per search. */
export const CARE_SEARCH_LIMIT = 20;
/** Latest purchases and payments on a subscriber's page. */
export const CARE_PAGE_ROWS = 50;
export const CARE_TIMELINE_PAGE_MAX = 100;
export const CARE_REASON_MIN = 3;
export const CARE_REASON_MAX = 500;

// ---------------------------------------------------------------------------------------------------
// Search

export const careSearchQuerySchema = z.strictObject({
  /** An e-mail, mobile, telephone number, account number, connection id, or payment reference; parts match. */
  q: z.string().trim().min(CARE_SEARCH_MIN_LENGTH).max(200),
});
export type CareSearchQuery = z.infer<typeof careSearchQuerySchema>;

/** What matched the search text. */
export const careMatchKinds = [
  'account_id',
  'connection_id',
  'email',
  'name',
  'mobile',
  'telephone_number',
  'account_number',
  'payment_reference',
] as const;
export type CareMatchKind = (typeof careMatchKinds)[number];

export const careSearchResultSchema = z.object({
  accountId: z.uuid(),
  email: z.string(),
  name: z.string(),
  /** The connections' mobiles, masked but for the last four digits ('*******4567'). */
  mobiles: z.array(z.string()),
  connectionCount: z.number().int(),
  /** Connection types (1-7) of the account's connections, each once, sorted. */
  connectionTypes: z.array(z.number().int()),
  /** 'active' when any connection is; otherwise the first connection's status; 'none' without connections. */
  status: z.string(),
  matchedOn: z.enum(careMatchKinds),
});
export type CareSearchResult = z.infer<typeof careSearchResultSchema>;

export const careSearchResponseSchema = z.object({
  subscribers: z.array(careSearchResultSchema),
});
export type CareSearchResponse = z.infer<typeof careSearchResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// A subscriber's page

export const careAccountParamsSchema = z.strictObject({ accountId: idField });
export type CareAccountParams = z.infer<typeof careAccountParamsSchema>;
export const careConnectionParamsSchema = z.strictObject({ accountId: idField, connectionId: idField });
export type CareConnectionParams = z.infer<typeof careConnectionParamsSchema>;
export const careDeviceParamsSchema = z.strictObject({ accountId: idField, deviceId: idField });
export type CareDeviceParams = z.infer<typeof careDeviceParamsSchema>;
export const carePaymentParamsSchema = z.strictObject({ accountId: idField, paymentId: idField });
export type CarePaymentParams = z.infer<typeof carePaymentParamsSchema>;

export const careAccountSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  emailConfirmed: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  language: z.string(),
  createdAt: instant,
  /** Sign-in refused for now after too many wrong passwords (the portal's login limit). */
  locked: z.boolean(),
  /** Sessions not ended nor expired. */
  activeSessions: z.number().int(),
});
export type CareAccount = z.infer<typeof careAccountSchema>;

export const careConnectionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  connectionType: z.number().int(),
  serviceType: z.string(),
  status: z.enum([...connectionStatuses, 'pending_registration']),
  telephoneNumber: z.string().nullable(),
  accountNumber: z.string().nullable(),
  mobile: z.string().nullable(),
  broadband: z.boolean(),
  pendingTerminationDate: z.string().nullable(),
  /** Left the account's list (a fixed line unsubscribed, ending on its date). */
  leftAccount: z.boolean(),
  /** The live base package's name; null without one. */
  basePackage: z.string().nullable(),
  createdAt: instant,
});
export type CareConnection = z.infer<typeof careConnectionSchema>;

export const carePurchaseSchema = z.object({
  id: z.uuid(),
  connectionId: z.uuid(),
  product: z.string(),
  productType: z.string(),
  /** The purchase option's name; null for a bundled row. */
  option: z.string().nullable(),
  purchaseType: z.string(),
  status: z.string(),
  paymentStatus: z.string().nullable(),
  paymentMethod: z.string(),
  /** Rupees a period, before taxes. */
  price: z.number(),
  isBundled: z.boolean(),
  purchasedAt: instant,
  billingStartDate: z.string(),
  billingEndDate: z.string().nullable(),
  unsubscribedAt: instant.nullable(),
  endedAt: instant.nullable(),
});
export type CarePurchase = z.infer<typeof carePurchaseSchema>;

export const carePaymentSchema = z.object({
  id: z.uuid(),
  connectionId: z.uuid(),
  purpose: z.string(),
  item: z.string(),
  /** Rupees, taxes included. */
  amount: z.number(),
  /** 'card', 'operator' ... (transactions.channel). */
  route: z.string(),
  /** Card brand or operator name. */
  method: z.string().nullable(),
  /** The card's last four digits only; null for other routes. */
  cardLastFour: z.string().nullable(),
  status: z.string(),
  orderId: z.string().nullable(),
  referenceNo: z.string().nullable(),
  gatewayReference: z.string().nullable(),
  description: z.string().nullable(),
  /** Given back so far (refunds taken or pending). */
  refunded: z.number(),
  chargedBack: z.boolean(),
  createdAt: instant,
});
export type CarePayment = z.infer<typeof carePaymentSchema>;

export const careVoucherSchema = z.object({
  id: z.uuid(),
  connectionId: z.uuid(),
  name: z.string(),
  own: z.boolean(),
  price: z.number(),
  remainingCount: z.number().int().nullable(),
  remainingValue: z.number().nullable(),
  purchasedAt: instant,
  expiresAt: instant,
  redeemed: z.boolean(),
});
export type CareVoucher = z.infer<typeof careVoucherSchema>;

export const careDeviceSchema = z.object({
  id: z.uuid(),
  connectionId: z.uuid(),
  name: z.string(),
  model: z.string(),
  createdAt: instant,
});
export type CareDevice = z.infer<typeof careDeviceSchema>;

/** Names only: never a profile's PIN. */
export const careProfileSchema = z.object({
  id: z.uuid(),
  connectionId: z.uuid(),
  name: z.string(),
  defaultProfile: z.boolean(),
  parentalRating: z.string(),
});
export type CareProfile = z.infer<typeof careProfileSchema>;

export const careSubscriberSchema = z.object({
  account: careAccountSchema,
  connections: z.array(careConnectionSchema),
  /** The latest CARE_PAGE_ROWS, newest first. */
  purchases: z.array(carePurchaseSchema),
  /** The latest CARE_PAGE_ROWS, newest first. */
  payments: z.array(carePaymentSchema),
  vouchers: z.array(careVoucherSchema),
  devices: z.array(careDeviceSchema),
  profiles: z.array(careProfileSchema),
});
export type CareSubscriber = z.infer<typeof careSubscriberSchema>;

// ---------------------------------------------------------------------------------------------------
// Timeline

export const careTimelineQuerySchema = z.strictObject({
  /** The `nextBefore` of the previous page (opaque); none for the newest page. */
  before: z.string().min(1).max(200).optional(),
  limit: z.coerce.number().int().min(1).max(CARE_TIMELINE_PAGE_MAX).default(50),
});
export type CareTimelineQuery = z.infer<typeof careTimelineQuerySchema>;

/** Where a timeline item comes from. */
export const careTimelineKinds = ['audit', 'staff', 'purchase', 'payment', 'message'] as const;
export type CareTimelineKind = (typeof careTimelineKinds)[number];

export const careTimelineItemSchema = z.object({
  /** Unique in the timeline: the kind and the row's id. */
  id: z.string(),
  at: instant,
  kind: z.enum(careTimelineKinds),
  /** An English sentence. */
  summary: z.string(),
  /** A few fields of the row: never a message's body, a code, a link or a password. */
  details: z.record(z.string(), z.unknown()),
});
export type CareTimelineItem = z.infer<typeof careTimelineItemSchema>;

export const careTimelineSchema = z.object({
  items: z.array(careTimelineItemSchema),
  /** The `before` of the next (older) page; null on the last one. */
  nextBefore: z.string().nullable(),
});
export type CareTimeline = z.infer<typeof careTimelineSchema>;

// ---------------------------------------------------------------------------------------------------
// Actions

export const careReasonSchema = z.string().trim().min(CARE_REASON_MIN).max(CARE_REASON_MAX);

/** The body of every action without fields of its own. */
export const careActionRequestSchema = z.strictObject({ reason: careReasonSchema });
export type CareActionRequest = z.infer<typeof careActionRequestSchema>;

/** The actions, as their audit rows name them (`console.care_<action>`). */
export const careActions = [
  'password_reset_link',
  'email_confirmation',
  'sign_out_everywhere',
  'device_remove',
  'connection_suspend',
  'connection_reactivate',
  'pin_reset',
  'validation_code',
  'refund',
  'bill_credit',
  'end_pending',
] as const;
export type CareAction = (typeof careActions)[number];

export const careActionResultSchema = z.object({
  action: z.enum(careActions),
  /** What was done, an English sentence (never a link, code or PIN). */
  message: z.string(),
  /** Whether anything changed: false when the thing was done already (e.g. no session left to end). */
  changed: z.boolean(),
});
export type CareActionResult = z.infer<typeof careActionResultSchema>;

/** A refund of a card payment: `amount` in rupees, none for all that is left. Idempotency-Key header required. */
export const careRefundRequestSchema = z.strictObject({
  reason: careReasonSchema,
  amount: z.number().positive().multipleOf(0.01).optional(),
});
export type CareRefundRequest = z.infer<typeof careRefundRequestSchema>;

export const careRefundResultSchema = z.object({
  refundId: z.uuid(),
  status: z.enum(['PENDING', 'SUCCESS', 'FAILURE']),
  amount: z.number(),
  refundedTotal: z.number(),
  fullyRefunded: z.boolean(),
  description: z.string().nullable(),
});
export type CareRefundResult = z.infer<typeof careRefundResultSchema>;

/**
 * A bill credit on a fixed-line connection (types 1-5): a credit line against one of its bill lines,
 * `amount` in rupees before taxes (none for all that is left of the line). Idempotency-Key header required.
 */
export const careBillCreditRequestSchema = z.strictObject({
  reason: careReasonSchema,
  billLineId: idField,
  amount: z.number().positive().multipleOf(0.01).optional(),
});
export type CareBillCreditRequest = z.infer<typeof careBillCreditRequestSchema>;

export const careBillCreditResultSchema = z.object({
  refundId: z.uuid(),
  creditLineId: z.uuid(),
  amount: z.number(),
  taxAmount: z.number(),
  fullyRefunded: z.boolean(),
});
export type CareBillCreditResult = z.infer<typeof careBillCreditResultSchema>;

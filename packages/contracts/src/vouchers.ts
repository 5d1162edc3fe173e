import { z } from 'zod';
import { moneySchema, productTypeNameSchema } from './catalogue';
import { paymentStatuses } from './catalogue-enums';
import { catalogueIdSchema } from './catalogue-requests';
import { connectionTypeSchema } from './enum-schemas';
import { cardCheckoutSchema, parentalPinSchema } from './purchasing';

/**
 * Gift vouchers, promotional vouchers and the vouchers a connection bought (spec 002 sections 2.5-2.7,
 * 3 and 7; paths in docs/api/vouchers.md). Amounts are rupees.
 */

/** A gift voucher on sale (spec 002 "Gift voucher"): worth a number of products or an amount. */
export const giftVoucherSchema = z.object({
  id: z.uuid(),
  /** The spec's second name for the id. */
  voucherId: z.uuid(),
  voucherName: z.string(),
  description: z.string(),
  price: moneySchema,
  imageURL: z.string(),
  /** Products it buys ('Maximum Purchasable Product' Count); null for a value voucher. */
  totalCount: z.number().int().positive().nullable(),
  /** Rupees it buys ('Maximum Purchasable Product' Value); null for a count voucher. */
  totalValue: moneySchema.nullable(),
  /** 'Validity Period (days)' of a bought voucher. */
  utilizePeriod: z.number().int().positive(),
  /** true: usable only by the buying connection; false: a gift any connection may redeem. */
  own: z.boolean(),
  restricted: z.boolean(),
  purchaseEnd: z.iso.datetime(),
});
export type GiftVoucher = z.infer<typeof giftVoucherSchema>;

export const giftVoucherListSchema = z.array(giftVoucherSchema);

/** Products of one category ('What you can buy?' / 'What you can't buy?'): one product type. */
export const giftVoucherProductGroupSchema = z.object({
  /** The product type's name as the catalogue has it ('channel', 'Video on Demand'). */
  category: z.string(),
  /** The product type, which the page names in the subscriber's language ('Channels'). */
  productTypeTypeName: productTypeNameSchema,
  products: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type GiftVoucherProductGroup = z.infer<typeof giftVoucherProductGroupSchema>;

/** GET /api/promotions/v1/vouchers/gifts/{id}: the voucher and what it buys, grouped by category. */
export const giftVoucherDetailSchema = giftVoucherSchema.extend({
  canBuy: z.array(giftVoucherProductGroupSchema),
  /** Empty unless the voucher is restricted. */
  cannotBuy: z.array(giftVoucherProductGroupSchema),
});
export type GiftVoucherDetail = z.infer<typeof giftVoucherDetailSchema>;

/** A promotional (discount) voucher shown on /vouchers; its code goes in a purchase's voucher box. */
export const promotionalVoucherSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  code: z.string(),
  imageURL: z.string(),
  validTo: z.iso.datetime(),
});
export type PromotionalVoucher = z.infer<typeof promotionalVoucherSchema>;

export const promotionalVoucherListSchema = z.array(promotionalVoucherSchema);

/** POST /api/promotions/v1/vouchers/purchase (spec 002 "Gift voucher purchase request"). */
export const giftVoucherPurchaseRequestSchema = z.strictObject({
  userConnectionId: catalogueIdSchema,
  /** Informative: the server uses the connection's own type. */
  userConnectionType: connectionTypeSchema,
  voucherId: catalogueIdSchema,
  pin: parentalPinSchema,
});
export type GiftVoucherPurchaseRequest = z.input<typeof giftVoucherPurchaseRequestSchema>;

/**
 * The purchase's answer (spec 002 "Gift voucher purchase result"). Bill and operator payers get SUCCESS
 * with the redeem code in `description`; card payers get PENDING and the checkout to open, and read the
 * code from the purchased vouchers once the payment is paid. An operator payer's charge may also answer
 * FAILURE (the operator's reason in `description`), or RETRY / PENDING (no checkout): the payment is
 * settled by the operator retry call with `transactionId`, and the code read from the purchased vouchers.
 */
export const giftVoucherPurchaseResultSchema = z.object({
  status: z.enum(paymentStatuses),
  /** Card and operator payments; null for a voucher charged to the bill. */
  transactionId: z.uuid().nullable(),
  referenceNo: z.string().nullable(),
  /** The redeem code once bought; the operator's or a failure's reason otherwise; null while a card payment is pending. */
  description: z.string().nullable(),
  checkout: cardCheckoutSchema.nullable(),
});
export type GiftVoucherPurchaseResult = z.infer<typeof giftVoucherPurchaseResultSchema>;

/** GET /api/promotions/v1/vouchers/purchases?userConnectionId. */
export const purchasedVouchersQuerySchema = z.strictObject({ userConnectionId: catalogueIdSchema });

/** A voucher the connection bought (spec 002 "Voucher (user's)"), newest first in the list. */
export const purchasedVoucherSchema = z.object({
  voucherId: z.uuid(),
  voucherName: z.string(),
  code: z.string(),
  own: z.boolean(),
  purchasedAt: z.iso.datetime(),
  /** The purchased voucher's id: the {id} of its usages call. */
  purchaseId: z.uuid(),
  expiryDate: z.iso.datetime(),
  totalValue: moneySchema.nullable(),
  totalCount: z.number().int().nullable(),
  remainingValue: moneySchema.nullable(),
  remainingCount: z.number().int().nullable(),
});
export type PurchasedVoucher = z.infer<typeof purchasedVoucherSchema>;

export const purchasedVoucherListSchema = z.array(purchasedVoucherSchema);

/** GET /api/billing/v1/vouchers/purchases/{id}/details?connectionId. */
export const voucherUsagesParamsSchema = z.strictObject({ id: catalogueIdSchema });
export const voucherUsagesQuerySchema = z.strictObject({ connectionId: catalogueIdSchema });

/** One product bought with the voucher (spec 002 "Voucher purchase"). */
export const voucherUsageSchema = z.object({
  purchasedDate: z.iso.datetime(),
  name: z.string(),
  /** What the voucher paid of it. */
  price: moneySchema,
});
export type VoucherUsage = z.infer<typeof voucherUsageSchema>;

export const voucherUsageListSchema = z.array(voucherUsageSchema);

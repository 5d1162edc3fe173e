import { connectionStatuses } from '@selfcare/contracts';

/**
 * The closed sets of values the domain tables store. Each is enforced by a CHECK constraint and typed on
 * its column, so services and the seed share one spelling. Spec values are kept verbatim.
 */

/** The catalogue's value sets are the ones its answers carry, so they come from the contracts. */
export type {
  BannerType,
  BannerVoucherType,
  DiscountDurationType,
  DiscountLevel,
  DiscountType,
  PaymentStatus,
  ProductAvailability,
  ProductRegion,
  ProductStatus,
  ProductTypeName,
  PurchaseMode,
  PurchaseType,
  UtilizationPeriodUnit,
} from '@selfcare/contracts';
export {
  bannerTypes,
  bannerVoucherTypes,
  discountDurationTypes,
  discountLevels,
  discountTypes,
  paymentStatuses,
  productAvailabilities,
  productRegions,
  productStatuses,
  productTypeNames,
  purchaseModes,
  purchaseTypes,
  utilizationPeriodUnits,
} from '@selfcare/contracts';

/**
 * Lifecycle of one purchase row. The spec's NOT_PURCHASED is what the api reports when a connection has
 * no live row for a product; ended rows keep the reason they ended (expired one-off, removed subscription).
 */
export const purchaseStatuses = [
  'PURCHASE_PENDING',
  'PAYMENT_SUCCESS',
  'PURCHASE_COMPLETE',
  'PURCHASE_PENDING_REMOVE',
  'PURCHASE_FAILED',
  'PURCHASE_EXPIRED',
  'PURCHASE_REMOVED',
] as const;
export type PurchaseStatus = (typeof purchaseStatuses)[number];

/** Statuses that hold (or are about to hold) an entitlement; a connection has at most one per product. */
export const livePurchaseStatuses = [
  'PURCHASE_PENDING',
  'PAYMENT_SUCCESS',
  'PURCHASE_COMPLETE',
  'PURCHASE_PENDING_REMOVE',
] as const satisfies readonly PurchaseStatus[];

/** Paid for and holding an entitlement: provisioned or not yet, running or unsubscribed to its end. */
export const paidLivePurchaseStatuses = [
  'PAYMENT_SUCCESS',
  'PURCHASE_COMPLETE',
  'PURCHASE_PENDING_REMOVE',
] as const satisfies readonly PurchaseStatus[];

/** Live and not unsubscribed: being paid for, paid and being provisioned, or running. */
export const unremovedLivePurchaseStatuses = [
  'PURCHASE_PENDING',
  'PAYMENT_SUCCESS',
  'PURCHASE_COMPLETE',
] as const satisfies readonly PurchaseStatus[];

/** Paid at least once and never unsubscribed: running, or ended by its own term or a failed renewal. */
export const paidNotUnsubscribedPurchaseStatuses = [
  'PURCHASE_COMPLETE',
  'PAYMENT_SUCCESS',
  'PURCHASE_EXPIRED',
  'PURCHASE_REMOVED',
] as const satisfies readonly PurchaseStatus[];

/** How a purchase was paid: FREE is a bundled or zero-price product. */
export const purchasePaymentMethods = ['MONTHLY_BILL', 'CARD', 'OPERATOR', 'GIFT_VOUCHER', 'FREE'] as const;
export type PurchasePaymentMethod = (typeof purchasePaymentMethods)[number];

export const provisioningStatuses = ['SUCCESS', 'PENDING', 'FAILURE'] as const;
export type ProvisioningStatus = (typeof provisioningStatuses)[number];

/** UPGRADE: the prorated difference an upgrade charges for the rest of the paid period (decision 0056). */
export const transactionPurposes = ['PURCHASE', 'RENEWAL', 'VOUCHER', 'REACTIVATION', 'UPGRADE'] as const;
export type TransactionPurpose = (typeof transactionPurposes)[number];

/** CARD is the hosted card checkout (type 7), OPERATOR the mobile operator's billing (type 6). */
export const paymentChannels = ['CARD', 'OPERATOR'] as const;
export type PaymentChannel = (typeof paymentChannels)[number];

export const packageChangeTypes = ['UPGRADE', 'DOWNGRADE'] as const;
export type PackageChangeType = (typeof packageChangeTypes)[number];

export const packageChangeStatuses = ['PENDING', 'APPLIED', 'CANCELLED'] as const;
export type PackageChangeStatus = (typeof packageChangeStatuses)[number];

export const voucherDiscountTypes = ['PERCENTAGE', 'AMOUNT'] as const;
export type VoucherDiscountType = (typeof voucherDiscountTypes)[number];

/** The step a connection's registration has reached (spec 000 section 4, registration flow). */
/**
 * The statuses a connection row may hold: the spec's display set, and `pending_registration` for a
 * connection whose registration has not completed (invisible to listings and purchases; decision 0009).
 */
export const storedConnectionStatuses = [...connectionStatuses, 'pending_registration'] as const;
export type StoredConnectionStatus = (typeof storedConnectionStatuses)[number];

export const registrationSteps = ['details_submitted', 'otp_verified', 'completed'] as const;
export type RegistrationStep = (typeof registrationSteps)[number];

/** 'registration' verifies a new sign-up's mobile; 'connection' verifies one added to an existing account. */
export const otpPurposes = ['registration', 'connection'] as const;
export type OtpPurpose = (typeof otpPurposes)[number];

export const accountTokenPurposes = ['email_confirmation', 'password_reset'] as const;
export type AccountTokenPurpose = (typeof accountTokenPurposes)[number];

export const consentStatuses = ['PENDING', 'GRANTED', 'DENIED', 'REVOKED'] as const;
export type ConsentStatus = (typeof consentStatuses)[number];

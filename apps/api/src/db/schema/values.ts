/**
 * The closed sets of values the domain tables store. Each is enforced by a CHECK constraint and typed on
 * its column, so services and the seed share one spelling. Spec values are kept verbatim.
 */

/** Product type names (spec 001 section 3); each type has one fixed id, see the seed's reference data. */
export const productTypeNames = [
  'channel',
  'channelbundle',
  'vod',
  'svod',
  'screens',
  'databundle',
  'package',
  'promotionalpackage',
  /** The family of base packages a connection holds and changes between (products.package_type_id). */
  'secondarypackage',
  /** The family of data bundles that come with a base package (products.package_type_id). */
  'primarydatabundle',
] as const;
export type ProductTypeName = (typeof productTypeNames)[number];

export const productStatuses = ['PRODUCT_STATUS_ACTIVE', 'PRODUCT_STATUS_INACTIVE'] as const;
export type ProductStatus = (typeof productStatuses)[number];

/** Standalone products can be bought on their own; bundled ones only come inside a package or bundle. */
export const purchaseModes = ['PURCHASE_MODE_STANDALONE', 'PURCHASE_MODE_BUNDLED'] as const;
export type PurchaseMode = (typeof purchaseModes)[number];

/** Where content may be watched: 'LK' only within Sri Lanka, 'INTERNATIONAL' only outside it. */
export const productRegions = ['LK', 'INTERNATIONAL'] as const;
export type ProductRegion = (typeof productRegions)[number];

export const purchaseTypes = ['PURCHASE_TYPE_SUBSCRIPTION', 'PURCHASE_TYPE_TRANSACTIONAL'] as const;
export type PurchaseType = (typeof purchaseTypes)[number];

export const utilizationPeriodUnits = ['MONTHS', 'DAYS'] as const;
export type UtilizationPeriodUnit = (typeof utilizationPeriodUnits)[number];

/** Which payers a purchase option is offered to: POSTPAID is connection types 1-5. */
export const productAvailabilities = ['ALL', 'POSTPAID', 'PREPAID', 'MOBITEL'] as const;
export type ProductAvailability = (typeof productAvailabilities)[number];

export const discountLevels = ['PRODUCT', 'USER'] as const;
export type DiscountLevel = (typeof discountLevels)[number];

export const discountTypes = ['AMOUNT', 'PERCENTAGE'] as const;
export type DiscountType = (typeof discountTypes)[number];

export const discountDurationTypes = ['MONTHS', 'DAYS', 'FOREVER'] as const;
export type DiscountDurationType = (typeof discountDurationTypes)[number];

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

/** How a purchase was paid: FREE is a bundled or zero-price product. */
export const purchasePaymentMethods = ['MONTHLY_BILL', 'CARD', 'OPERATOR', 'GIFT_VOUCHER', 'FREE'] as const;
export type PurchasePaymentMethod = (typeof purchasePaymentMethods)[number];

export const paymentStatuses = ['SUCCESS', 'PENDING', 'FAILURE', 'RETRY'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const provisioningStatuses = ['SUCCESS', 'PENDING', 'FAILURE'] as const;
export type ProvisioningStatus = (typeof provisioningStatuses)[number];

export const transactionPurposes = ['PURCHASE', 'RENEWAL', 'VOUCHER', 'REACTIVATION'] as const;
export type TransactionPurpose = (typeof transactionPurposes)[number];

/** CARD is the hosted card checkout (type 7), OPERATOR the mobile operator's billing (type 6). */
export const paymentChannels = ['CARD', 'OPERATOR'] as const;
export type PaymentChannel = (typeof paymentChannels)[number];

export const packageChangeTypes = ['UPGRADE', 'DOWNGRADE'] as const;
export type PackageChangeType = (typeof packageChangeTypes)[number];

export const packageChangeStatuses = ['PENDING', 'APPLIED', 'CANCELLED'] as const;
export type PackageChangeStatus = (typeof packageChangeStatuses)[number];

/** What a banner links to (spec 002 section 2.3); a banner without a type is an image only. */
export const bannerTypes = ['vod', 'channel', 'databundle', 'screens', 'package', 'svod'] as const;
export type BannerType = (typeof bannerTypes)[number];

export const bannerVoucherTypes = ['gift', 'discount'] as const;
export type BannerVoucherType = (typeof bannerVoucherTypes)[number];

export const voucherDiscountTypes = ['PERCENTAGE', 'AMOUNT'] as const;
export type VoucherDiscountType = (typeof voucherDiscountTypes)[number];

/** The step a connection's registration has reached (spec 000 section 4, registration flow). */
export const registrationSteps = ['details_submitted', 'otp_verified', 'completed'] as const;
export type RegistrationStep = (typeof registrationSteps)[number];

/** 'registration' verifies a new sign-up's mobile; 'connection' verifies one added to an existing account. */
export const otpPurposes = ['registration', 'connection'] as const;
export type OtpPurpose = (typeof otpPurposes)[number];

export const accountTokenPurposes = ['email_confirmation', 'password_reset'] as const;
export type AccountTokenPurpose = (typeof accountTokenPurposes)[number];

export const consentStatuses = ['PENDING', 'GRANTED', 'DENIED', 'REVOKED'] as const;
export type ConsentStatus = (typeof consentStatuses)[number];

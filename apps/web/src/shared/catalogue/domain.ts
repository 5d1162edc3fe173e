/**
 * The catalogue values the rules branch on, spelled as the api stores them (spec 001 section 3). They are
 * declared here rather than taken from the contracts package so the kit does not depend on the shape of
 * any one response.
 */

export type ProductTypeName =
  | 'channel'
  | 'channelbundle'
  | 'vod'
  | 'svod'
  | 'screens'
  | 'databundle'
  | 'package'
  | 'promotionalpackage'
  | 'secondarypackage'
  | 'primarydatabundle';

export type PurchaseType = 'PURCHASE_TYPE_SUBSCRIPTION' | 'PURCHASE_TYPE_TRANSACTIONAL';

export type UtilizationPeriodUnit = 'MONTHS' | 'DAYS';

/** NOT_PURCHASED is what the api reports for a product the connection holds no live purchase of. */
export type PurchaseStatus =
  | 'NOT_PURCHASED'
  | 'PURCHASE_PENDING'
  | 'PAYMENT_SUCCESS'
  | 'PURCHASE_COMPLETE'
  | 'PURCHASE_PENDING_REMOVE'
  | 'PURCHASE_FAILED'
  | 'PURCHASE_EXPIRED'
  | 'PURCHASE_REMOVED';

/** 'LK' is watchable only within Sri Lanka, 'INTERNATIONAL' only outside it; none means anywhere. */
export type ProductRegion = 'LK' | 'INTERNATIONAL';

/** The value of a Language / Genre / Category dropdown that means "no filter" (spec 001 section 2). */
export const FILTER_ALL = 'ALL';

import type { PurchaseStatus } from '../../schema';

/** A payment that did not go through: FAILURE, or RETRY when the operator did not answer. */
export interface FailureSeed {
  status: 'FAILURE' | 'RETRY';
  reason: string;
  /** 'renewal': the first periods were paid and the next charge failed. */
  at: 'purchase' | 'renewal';
}

export interface PurchaseSeed {
  connection: string;
  product: string;
  /** The offer bought; omitted for a product that came bundled with `bundledWith`. */
  offer?: string;
  /** The product of the connection's purchase this one came with. */
  bundledWith?: string;
  status: PurchaseStatus;
  purchasedDaysAgo: number;
  /** Paid periods, the current one included: 0 when the first payment failed or is pending. */
  periods?: number;
  unsubscribedDaysAgo?: number;
  /** When an ended purchase stopped, if not the day after its billing end (an upgrade ends the old package at once). */
  endedDaysAgo?: number;
  failure?: FailureSeed;
  promotionalVoucher?: string;
  /** Paid with one of the connection's purchased vouchers (its key). */
  giftVoucher?: string;
}

/**
 * What each demo connection has bought. Dates are relative to the moment of seeding, so subscriptions
 * are current, rentals are about to expire and one-off passes have run out on every fresh database.
 */
export const purchaseSeeds: readonly PurchaseSeed[] = [
  // Nimal, Home TV: upgraded from PEO Lite to PEO Family, with add-ons of every kind.
  {
    connection: 'nimal-home',
    product: 'peo-lite',
    offer: 'monthly',
    status: 'PURCHASE_REMOVED',
    purchasedDaysAgo: 135,
    periods: 3,
    unsubscribedDaysAgo: 45,
    endedDaysAgo: 45,
  },
  {
    connection: 'nimal-home',
    product: 'peo-family',
    offer: 'monthly',
    status: 'PURCHASE_COMPLETE',
    purchasedDaysAgo: 45,
    periods: 2,
  },
  {
    connection: 'nimal-home',
    product: 'hbo',
    offer: 'monthly',
    status: 'PURCHASE_COMPLETE',
    purchasedDaysAgo: 40,
    periods: 2,
  },
  {
    connection: 'nimal-home',
    product: 'sports-pack',
    offer: 'monthly',
    status: 'PURCHASE_PENDING_REMOVE',
    purchasedDaysAgo: 110,
    periods: 4,
    unsubscribedDaysAgo: 5,
  },
  {
    connection: 'nimal-home',
    product: 'plus-one-screen',
    offer: 'monthly',
    status: 'PURCHASE_COMPLETE',
    purchasedDaysAgo: 6,
  },
  {
    connection: 'nimal-home',
    product: 'peo-originals-plus',
    offer: 'monthly',
    status: 'PURCHASE_COMPLETE',
    purchasedDaysAgo: 82,
    periods: 3,
  },
  {
    connection: 'nimal-home',
    product: 'sihina-desa',
    offer: '2-days',
    status: 'PURCHASE_COMPLETE',
    purchasedDaysAgo: 1,
  },
  {
    connection: 'nimal-home',
    product: 'kalu-ganga-ira',
    offer: '30-days',
    status: 'PURCHASE_COMPLETE',
    purchasedDaysAgo: 10,
  },
  {
    connection: 'nimal-home',
    product: 'cricket-fever',
    offer: 'monthly',
    status: 'PURCHASE_COMPLETE',
    purchasedDaysAgo: 3,
  },
  {
    connection: 'nimal-home',
    product: 'tamil-plus',
    offer: '30-days',
    status: 'PURCHASE_EXPIRED',
    purchasedDaysAgo: 40,
  },

  // Nimal, Office Broadband: PEO Premium with its unlimited data, a downgrade scheduled.
  {
    connection: 'nimal-broadband',
    product: 'peo-premium',
    offer: 'monthly',
    status: 'PURCHASE_COMPLETE',
    purchasedDaysAgo: 175,
    periods: 6,
  },
  {
    connection: 'nimal-broadband',
    product: 'premium-data-unlimited',
    bundledWith: 'peo-premium',
    status: 'PURCHASE_COMPLETE',
    purchasedDaysAgo: 175,
  },
  {
    connection: 'nimal-broadband',
    product: 'the-tea-planter',
    offer: '2-days',
    status: 'PURCHASE_EXPIRED',
    purchasedDaysAgo: 5,
  },

  // Kamala, Family Fibre: data bundles (one being removed), kids content, a promotional package with a voucher.
  {
    connection: 'kamala-fibre',
    product: 'peo-lite',
    offer: 'monthly',
    status: 'PURCHASE_COMPLETE',
    purchasedDaysAgo: 40,
    periods: 2,
  },
  {
    connection: 'kamala-fibre',
    product: 'lite-data-10gb',
    bundledWith: 'peo-lite',
    status: 'PURCHASE_COMPLETE',
    purchasedDaysAgo: 40,
  },
  {
    connection: 'kamala-fibre',
    product: 'data-booster-25',
    offer: 'monthly',
    status: 'PURCHASE_COMPLETE',
    purchasedDaysAgo: 9,
  },
  {
    connection: 'kamala-fibre',
    product: 'data-booster-10',
    offer: 'monthly',
    status: 'PURCHASE_PENDING_REMOVE',
    purchasedDaysAgo: 55,
    periods: 2,
    unsubscribedDaysAgo: 3,
  },
  {
    connection: 'kamala-fibre',
    product: 'kids-fun',
    offer: 'monthly',
    status: 'PURCHASE_COMPLETE',
    purchasedDaysAgo: 45,
    periods: 2,
  },
  {
    connection: 'kamala-fibre',
    product: 'kids-zone',
    offer: 'monthly',
    status: 'PURCHASE_COMPLETE',
    purchasedDaysAgo: 2,
  },
  {
    connection: 'kamala-fibre',
    product: 'wild-yala',
    offer: '30-days',
    status: 'PURCHASE_COMPLETE',
    purchasedDaysAgo: 27,
  },
  {
    connection: 'kamala-fibre',
    product: 'plus-two-screens',
    offer: 'monthly',
    status: 'PURCHASE_COMPLETE',
    purchasedDaysAgo: 9,
  },
  {
    connection: 'kamala-fibre',
    product: 'avurudu-special',
    offer: '30-days',
    status: 'PURCHASE_COMPLETE',
    purchasedDaysAgo: 16,
    promotionalVoucher: 'AVURUDU25',
  },

  // Sunil, Mobitel: operator billing that succeeded, failed, asked for a retry and is still pending.
  {
    connection: 'sunil-mobitel',
    product: 'peotvgo',
    offer: 'monthly',
    status: 'PURCHASE_COMPLETE',
    purchasedDaysAgo: 50,
    periods: 2,
  },
  // Paid a moment ago; the TV platform has not confirmed provisioning yet.
  {
    connection: 'sunil-mobitel',
    product: 'galle-face-heist',
    offer: '2-days',
    status: 'PAYMENT_SUCCESS',
    purchasedDaysAgo: 0,
  },
  {
    connection: 'sunil-mobitel',
    product: 'bein-sports',
    offer: 'monthly',
    status: 'PURCHASE_COMPLETE',
    purchasedDaysAgo: 6,
  },
  {
    connection: 'sunil-mobitel',
    product: 'cinemax',
    offer: 'monthly',
    status: 'PURCHASE_FAILED',
    purchasedDaysAgo: 4,
    periods: 0,
    failure: { status: 'FAILURE', reason: 'Insufficient balance. Please reload and try again.', at: 'purchase' },
  },
  {
    connection: 'sunil-mobitel',
    product: 'midnight-express-jaffna',
    offer: '2-days',
    status: 'PURCHASE_FAILED',
    purchasedDaysAgo: 1,
    periods: 0,
    failure: { status: 'RETRY', reason: 'The operator did not respond. Please retry the payment.', at: 'purchase' },
  },
  {
    connection: 'sunil-mobitel',
    product: 'movie-max',
    offer: 'monthly',
    status: 'PURCHASE_PENDING',
    purchasedDaysAgo: 0,
    periods: 0,
  },

  // Dilani, prepaid card: card payments, a promotional voucher and titles paid with gift vouchers.
  {
    connection: 'dilani-prepaid',
    product: 'peotvgo',
    offer: 'monthly',
    status: 'PURCHASE_COMPLETE',
    purchasedDaysAgo: 35,
    periods: 2,
  },
  {
    connection: 'dilani-prepaid',
    product: 'helawood-premium',
    offer: 'monthly',
    status: 'PURCHASE_COMPLETE',
    purchasedDaysAgo: 12,
    promotionalVoucher: 'WELCOME10',
  },
  {
    connection: 'dilani-prepaid',
    product: 'sihina-desa',
    offer: '2-days',
    status: 'PURCHASE_COMPLETE',
    purchasedDaysAgo: 1,
    giftVoucher: 'dilani-movie-lover',
  },
  {
    connection: 'dilani-prepaid',
    product: 'galle-face-heist',
    offer: '2-days',
    status: 'PURCHASE_EXPIRED',
    purchasedDaysAgo: 8,
    giftVoucher: 'dilani-movie-lover',
  },
  {
    connection: 'dilani-prepaid',
    product: 'hiru-kumari',
    offer: '7-days',
    status: 'PURCHASE_COMPLETE',
    purchasedDaysAgo: 3,
    giftVoucher: 'dilani-binge-pack',
  },
  {
    connection: 'dilani-prepaid',
    product: 'hbo',
    offer: 'monthly',
    status: 'PURCHASE_FAILED',
    purchasedDaysAgo: 7,
    periods: 0,
    failure: { status: 'FAILURE', reason: 'Card declined by the issuing bank.', at: 'purchase' },
  },
  {
    connection: 'dilani-prepaid',
    product: 'monsoon-letters',
    offer: '2-days',
    status: 'PURCHASE_PENDING',
    purchasedDaysAgo: 0,
    periods: 0,
  },

  // Ruwan: both renewals failed, so both connections are suspended and can re-activate. As the
  // lifecycle sweep leaves them: the subscription stays complete, its payment FAILURE, its period over.
  {
    connection: 'ruwan-prepaid',
    product: 'peotvgo',
    offer: 'monthly',
    status: 'PURCHASE_COMPLETE',
    purchasedDaysAgo: 70,
    periods: 2,
    failure: { status: 'FAILURE', reason: 'Card expired. Please update your card and re-activate.', at: 'renewal' },
  },
  {
    connection: 'ruwan-mobitel',
    product: 'peotvgo',
    offer: 'monthly',
    status: 'PURCHASE_COMPLETE',
    purchasedDaysAgo: 33,
    periods: 1,
    failure: { status: 'FAILURE', reason: 'Insufficient balance in your mobile account.', at: 'renewal' },
  },

  // Tharindu: his one-off PEO Family quarter has ended, so the connection is suspended until he pays
  // for a new package (/viewpackage); there is no subscription to re-activate.
  {
    connection: 'tharindu-prepaid',
    product: 'peo-family',
    offer: 'quarterly',
    status: 'PURCHASE_EXPIRED',
    purchasedDaysAgo: 100,
  },

  // Chamari: unsubscribed the connection; the base package runs to the termination date.
  {
    connection: 'chamari-home',
    product: 'peo-lite',
    offer: 'monthly',
    status: 'PURCHASE_PENDING_REMOVE',
    purchasedDaysAgo: 100,
    periods: 4,
    unsubscribedDaysAgo: 10,
  },

  // Ajith: the connection is unsubscribed and its package has ended.
  {
    connection: 'ajith-home',
    product: 'peo-family',
    offer: 'monthly',
    status: 'PURCHASE_REMOVED',
    purchasedDaysAgo: 290,
    periods: 8,
    unsubscribedDaysAgo: 60,
  },

  // Priyanka: two fixed-line connections on monthly packages, each one free to unsubscribe.
  {
    connection: 'priyanka-home',
    product: 'peo-family',
    offer: 'monthly',
    status: 'PURCHASE_COMPLETE',
    purchasedDaysAgo: 140,
    periods: 5,
  },
  {
    connection: 'priyanka-home',
    product: 'hbo',
    offer: 'monthly',
    status: 'PURCHASE_COMPLETE',
    purchasedDaysAgo: 20,
  },
  // Nuwan, Home Fibre: PEO Lite with its bundled data, for the browser test's downgrade alone.
  {
    connection: 'nuwan-fibre',
    product: 'peo-lite',
    offer: 'monthly',
    status: 'PURCHASE_COMPLETE',
    purchasedDaysAgo: 40,
    periods: 2,
  },
  {
    connection: 'nuwan-fibre',
    product: 'lite-data-10gb',
    bundledWith: 'peo-lite',
    status: 'PURCHASE_COMPLETE',
    purchasedDaysAgo: 40,
  },
  // Sanduni, Family Home TV: the base package alone, so it may be paused (decision 0074).
  {
    connection: 'sanduni-home',
    product: 'peo-family',
    offer: 'monthly',
    status: 'PURCHASE_COMPLETE',
    purchasedDaysAgo: 40,
    periods: 2,
  },
  {
    connection: 'priyanka-holiday',
    product: 'peo-lite',
    offer: 'monthly',
    status: 'PURCHASE_COMPLETE',
    purchasedDaysAgo: 80,
    periods: 3,
  },

  // Guest: a one-off weekly pass paid by card.
  {
    connection: 'guest',
    product: 'peo-weekly-pass',
    offer: '7-days',
    status: 'PURCHASE_COMPLETE',
    purchasedDaysAgo: 2,
  },
];

/** Gift vouchers the demo subscribers bought; usages are the purchases that name them. */
export const purchasedVoucherSeeds: readonly {
  key: string;
  connection: string;
  voucher: string;
  purchasedDaysAgo: number;
  /** A gift code that nobody has claimed yet. */
  unclaimed?: boolean;
}[] = [
  { key: 'dilani-movie-lover', connection: 'dilani-prepaid', voucher: 'movie-lover-1000', purchasedDaysAgo: 14 },
  { key: 'dilani-binge-pack', connection: 'dilani-prepaid', voucher: 'binge-pack-5', purchasedDaysAgo: 5 },
  {
    key: 'dilani-family-treat',
    connection: 'dilani-prepaid',
    voucher: 'family-treat-2500',
    purchasedDaysAgo: 2,
    unclaimed: true,
  },
];

/** Base-package changes: an applied upgrade and a downgrade waiting for the end of the billing period. */
export const packageChangeSeeds: readonly {
  connection: string;
  type: 'UPGRADE' | 'DOWNGRADE';
  from: string;
  to: string;
  status: 'APPLIED' | 'PENDING';
  requestedDaysAgo: number;
}[] = [
  {
    connection: 'nimal-home',
    type: 'UPGRADE',
    from: 'peo-lite',
    to: 'peo-family',
    status: 'APPLIED',
    requestedDaysAgo: 45,
  },
  {
    connection: 'nimal-broadband',
    type: 'DOWNGRADE',
    from: 'peo-premium',
    to: 'peo-lite',
    status: 'PENDING',
    requestedDaysAgo: 4,
  },
];

/** A personal offer: Nimal's Home TV gets 15% off PEO Premium, starting before the product-wide offer. */
export const userDiscountSeeds: readonly {
  connection: string;
  product: string;
  type: 'PERCENTAGE' | 'AMOUNT';
  value: number;
  months: number;
  startsAt: string;
}[] = [
  {
    connection: 'nimal-home',
    product: 'peo-premium',
    type: 'PERCENTAGE',
    value: 15,
    months: 3,
    startsAt: '2025-03-01',
  },
];

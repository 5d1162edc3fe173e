import { livePurchaseStatuses, type PurchasePaymentMethod, type PurchaseStatus, type PurchaseType } from '../../schema';
import { catalogue } from '../catalogue';
import type { OfferSeed, ProductSeed } from '../catalogue/types';
import { addDays, addMonths, type SeedClock } from '../clock';
import { stableId } from '../ids';
import { roundToCents } from '../money';
import { promotionalVoucherSeed } from '../promotions/promotional-vouchers';
import { taxOn } from '../promotions/taxes';
import { type ConnectionSeed, connectionSeed } from './connections';
import { type PurchaseSeed, purchaseSeeds } from './purchases';

/** One paid period of a purchase: a bill line or a card / operator payment. */
export interface PaidPeriod {
  index: number;
  startsAt: Date;
  price: number;
  discount: number;
  tax: number;
}

/** A purchase seed with its dates, prices and payment method worked out. */
export interface PlannedPurchase {
  id: string;
  seed: PurchaseSeed;
  connection: ConnectionSeed;
  product: ProductSeed;
  offer: OfferSeed | undefined;
  parent: PlannedPurchase | undefined;
  purchaseType: PurchaseType;
  method: PurchasePaymentMethod;
  purchasedAt: Date;
  periods: readonly PaidPeriod[];
  billingStart: Date;
  /** Null while the first payment has not gone through. */
  billingEnd: Date | null;
}

const LIVE: readonly PurchaseStatus[] = livePurchaseStatuses;
const PAID_AND_CURRENT: readonly PurchaseStatus[] = LIVE.filter((status) => status !== 'PURCHASE_PENDING');
const ENDED: readonly PurchaseStatus[] = ['PURCHASE_EXPIRED', 'PURCHASE_REMOVED'];

export const purchaseKey = (seed: Pick<PurchaseSeed, 'connection' | 'product'>) => `${seed.connection}/${seed.product}`;

function addPeriods(start: Date, offer: OfferSeed, count: number): Date {
  return offer.unit === 'MONTHS' ? addMonths(start, offer.period * count) : addDays(start, offer.period * count);
}

function paymentMethod(seed: PurchaseSeed, connection: ConnectionSeed): PurchasePaymentMethod {
  if (seed.bundledWith) return 'FREE';
  if (seed.giftVoucher) return 'GIFT_VOUCHER';
  if (connection.connectionType === 7) return 'CARD';
  if (connection.connectionType === 6) return 'OPERATOR';
  return 'MONTHLY_BILL';
}

/** A promotional voucher discounts the first period; a product discount lasts its duration in months. */
function discountFor(seed: PurchaseSeed, product: ProductSeed, offer: OfferSeed, periodIndex: number): number {
  if (seed.promotionalVoucher && periodIndex === 0) {
    const voucher = promotionalVoucherSeed(seed.promotionalVoucher);
    const amount = voucher.type === 'PERCENTAGE' ? (offer.price * voucher.value) / 100 : voucher.value;
    return roundToCents(Math.min(amount, offer.price));
  }
  const discount = product.discounts?.[0];
  if (!discount) return 0;
  const lasts = !discount.duration || (offer.unit === 'MONTHS' && periodIndex < discount.duration.length);
  if (!lasts) return 0;
  const amount = discount.type === 'PERCENTAGE' ? (offer.price * discount.value) / 100 : discount.value;
  return roundToCents(Math.min(amount, offer.price));
}

/** Refuses demo data whose status contradicts its dates, so every screen shows a consistent story. */
function checkDates(planned: PlannedPurchase, now: Date): void {
  const { seed, billingEnd } = planned;
  const label = `Demo purchase ${purchaseKey(seed)}`;
  // A failed renewal leaves the subscription complete with its period over (the connection is suspended).
  const renewalFailed = seed.failure?.at === 'renewal';
  if (PAID_AND_CURRENT.includes(seed.status) && !renewalFailed && (!billingEnd || billingEnd <= now)) {
    throw new Error(`${label} is ${seed.status} but its billing period is over`);
  }
  if (ENDED.includes(seed.status) && (!billingEnd || billingEnd > now)) {
    throw new Error(`${label} is ${seed.status} but its billing period has not ended`);
  }
  if (seed.status === 'PURCHASE_PENDING' && planned.periods.length > 0) {
    throw new Error(`${label} is pending payment but has paid periods`);
  }
  if (seed.status === 'PURCHASE_FAILED' && !seed.failure) throw new Error(`${label} failed without a reason`);
  if (seed.failure?.at === 'renewal' && (!billingEnd || billingEnd > now)) {
    throw new Error(`${label} failed to renew before its period ended`);
  }
}

function plan(seed: PurchaseSeed, clock: SeedClock, planned: ReadonlyMap<string, PlannedPurchase>): PlannedPurchase {
  const connection = connectionSeed(seed.connection);
  const product = catalogue.get(seed.product);
  const id = stableId('purchase', purchaseKey(seed));
  if (seed.bundledWith) {
    const parent = planned.get(purchaseKey({ connection: seed.connection, product: seed.bundledWith }));
    if (!parent) throw new Error(`Demo purchase ${purchaseKey(seed)} comes with a purchase listed after it`);
    return { ...parent, id, seed, product, offer: undefined, parent, method: 'FREE', periods: [] };
  }
  if (!seed.offer) throw new Error(`Demo purchase ${purchaseKey(seed)} names no offer`);
  const offer = catalogue.offer(seed.product, seed.offer);
  const purchasedAt = clock.daysAgo(seed.purchasedDaysAgo);
  const method = paymentMethod(seed, connection);
  const periods = Array.from({ length: seed.periods ?? 1 }, (_, index): PaidPeriod => {
    const discount = discountFor(seed, product, offer, index);
    const price = roundToCents(offer.price - discount);
    const tax = method === 'GIFT_VOUCHER' ? 0 : taxOn(price);
    return { index, startsAt: addPeriods(purchasedAt, offer, index), price, discount, tax };
  });
  const current = periods.at(-1);
  return {
    id,
    seed,
    connection,
    product,
    offer,
    parent: undefined,
    purchaseType: offer.purchaseType,
    method,
    purchasedAt,
    periods,
    billingStart: current?.startsAt ?? purchasedAt,
    billingEnd: current ? addPeriods(current.startsAt, offer, 1) : null,
  };
}

/** Plans every demo purchase; a bundled purchase must come after the one it came with. */
export function planPurchases(clock: SeedClock): PlannedPurchase[] {
  const planned = new Map<string, PlannedPurchase>();
  for (const seed of purchaseSeeds) {
    const key = purchaseKey(seed);
    if (planned.has(key)) throw new Error(`Demo purchase ${key} is listed twice`);
    const result = plan(seed, clock, planned);
    checkDates(result, clock.now);
    planned.set(key, result);
  }
  return [...planned.values()];
}

export function isLive(purchase: PlannedPurchase): boolean {
  return LIVE.includes(purchase.seed.status);
}

/** The connection's current base package, whose billing end is a pending termination's date. */
export function currentBasePackage(purchases: readonly PlannedPurchase[], connectionKey: string) {
  return purchases.find(
    (purchase) => purchase.connection.key === connectionKey && purchase.product.type === 'package' && isLive(purchase),
  );
}

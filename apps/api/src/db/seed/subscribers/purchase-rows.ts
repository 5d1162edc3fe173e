import type {
  billLines,
  PaymentStatus,
  ProvisioningStatus,
  purchases,
  TransactionPurpose,
  transactions,
} from '../../schema';
import { catalogue } from '../catalogue';
import { addDays, addMinutes, isoDate, monthOf, type SeedClock } from '../clock';
import { stableCode, stableId } from '../ids';
import { roundToCents } from '../money';
import { promotionalVoucherId } from '../promotions/promotional-vouchers';
import { taxOn } from '../promotions/taxes';
import { connectionId } from './connections';
import type { PaidPeriod, PlannedPurchase } from './plan';

type PurchaseRow = typeof purchases.$inferInsert;
type TransactionRow = typeof transactions.$inferInsert;
type BillLineRow = typeof billLines.$inferInsert;

/** Minutes between a card payment and the gateway's notification of it. */
const NOTIFY_DELAY_MINUTES = 1;

function paymentStatus(purchase: PlannedPurchase): PaymentStatus | null {
  const { status, failure } = purchase.seed;
  if (status === 'PURCHASE_PENDING') return 'PENDING';
  if (failure) return failure.status === 'RETRY' ? null : 'FAILURE';
  return 'SUCCESS';
}

function provisioningStatus(purchase: PlannedPurchase): ProvisioningStatus {
  const { status } = purchase.seed;
  if (status === 'PURCHASE_PENDING' || status === 'PAYMENT_SUCCESS') return 'PENDING';
  return status === 'PURCHASE_FAILED' ? 'FAILURE' : 'SUCCESS';
}

/** An ended purchase stops the day after its billing end, unless the data says otherwise (an upgrade). */
function endedAt(purchase: PlannedPurchase, clock: SeedClock): Date | null {
  const { seed, billingEnd } = purchase;
  if (seed.endedDaysAgo !== undefined) return clock.daysAgo(seed.endedDaysAgo);
  if (!billingEnd) return null;
  if (seed.status === 'PURCHASE_EXPIRED' || seed.status === 'PURCHASE_REMOVED') return addDays(billingEnd, 1);
  return seed.failure?.at === 'renewal' && seed.status === 'PURCHASE_FAILED' ? billingEnd : null;
}

const referenceNo = (prefix: string, key: string) => `${prefix}${stableCode('reference', `${prefix}/${key}`, 10)}`;

function purchaseRow(purchase: PlannedPurchase, clock: SeedClock): PurchaseRow {
  const { seed, periods, billingEnd } = purchase;
  const current: PaidPeriod | undefined = periods.at(-1);
  const succeeded = !['PURCHASE_PENDING', 'PURCHASE_FAILED'].includes(seed.status) || seed.failure?.at === 'renewal';
  return {
    id: purchase.id,
    connectionId: connectionId(seed.connection),
    productId: catalogue.id(purchase.product.slug),
    purchaseOptionId: purchase.offer ? catalogue.optionId(purchase.product.slug, purchase.offer.key) : null,
    parentPurchaseId: purchase.parent?.id ?? null,
    isBundled: purchase.parent !== undefined,
    purchaseType: purchase.purchaseType,
    status: seed.status,
    paymentStatus: paymentStatus(purchase),
    provisioningStatus: provisioningStatus(purchase),
    paymentMethod: purchase.method,
    price: current?.price ?? purchase.offer?.price ?? 0,
    discountAmount: current?.discount ?? 0,
    taxAmount: current?.tax ?? 0,
    promotionalVoucherId: seed.promotionalVoucher ? promotionalVoucherId(seed.promotionalVoucher) : null,
    purchasedAt: purchase.purchasedAt,
    billingStartDate: isoDate(purchase.billingStart),
    billingEndDate: billingEnd ? isoDate(billingEnd) : null,
    unsubscribedAt: seed.unsubscribedDaysAgo !== undefined ? clock.daysAgo(seed.unsubscribedDaysAgo) : null,
    endedAt: endedAt(purchase, clock),
    referenceNo: succeeded ? referenceNo('PR', purchase.id) : null,
    createdAt: purchase.purchasedAt,
  };
}

interface Payment {
  key: string;
  purpose: TransactionPurpose;
  at: Date;
  price: number;
  tax: number;
  status: PaymentStatus;
  paymentStatus: PaymentStatus | null;
  description: string | null;
}

/** Card and operator payments of a purchase: one per paid period, then a failed or pending attempt. */
function payments(purchase: PlannedPurchase): Payment[] {
  const { seed, periods, offer } = purchase;
  const paid = periods.map(
    (period): Payment => ({
      key: `${purchase.id}/${period.index}`,
      purpose: period.index === 0 ? 'PURCHASE' : 'RENEWAL',
      at: period.startsAt,
      price: period.price,
      tax: period.tax,
      status: 'SUCCESS',
      paymentStatus: 'SUCCESS',
      description: null,
    }),
  );
  // A pending or failed attempt is for the full price; discounts apply once a payment succeeds.
  const attemptPrice = offer?.price ?? 0;
  if (seed.status === 'PURCHASE_PENDING') {
    paid.push({
      key: `${purchase.id}/pending`,
      purpose: 'PURCHASE',
      at: purchase.purchasedAt,
      price: attemptPrice,
      tax: taxOn(attemptPrice),
      status: 'PENDING',
      paymentStatus: 'PENDING',
      description: null,
    });
  }
  if (seed.failure) {
    const renewal = seed.failure.at === 'renewal';
    paid.push({
      key: `${purchase.id}/failed`,
      purpose: renewal ? 'RENEWAL' : 'PURCHASE',
      at: renewal && purchase.billingEnd ? purchase.billingEnd : purchase.purchasedAt,
      price: attemptPrice,
      tax: taxOn(attemptPrice),
      status: seed.failure.status,
      paymentStatus: seed.failure.status === 'RETRY' ? null : 'FAILURE',
      description: seed.failure.reason,
    });
  }
  return paid;
}

function transactionRows(purchase: PlannedPurchase): TransactionRow[] {
  const { connection, method } = purchase;
  if (method !== 'CARD' && method !== 'OPERATOR') return [];
  const card = method === 'CARD' ? connection.card : undefined;
  if (method === 'CARD' && !card) throw new Error(`Demo connection ${connection.key} pays by card but has none`);
  return payments(purchase).map((payment) => ({
    id: stableId('transaction', payment.key),
    connectionId: connectionId(connection.key),
    purpose: payment.purpose,
    purchaseId: purchase.id,
    itemName: purchase.product.name,
    channel: method,
    method: card?.brand ?? 'Mobitel',
    cardMask: card?.mask ?? null,
    amount: roundToCents(payment.price + payment.tax),
    taxAmount: payment.tax,
    status: payment.status,
    paymentStatus: payment.paymentStatus,
    referenceNo: payment.status === 'SUCCESS' ? referenceNo('TX', payment.key) : null,
    gatewayOrderId: card ? referenceNo('ORD', payment.key) : null,
    description: payment.description,
    notifiedAt: card && payment.status !== 'PENDING' ? addMinutes(payment.at, NOTIFY_DELAY_MINUTES) : null,
    createdAt: payment.at,
    updatedAt: payment.at,
  }));
}

function billLineRows(purchase: PlannedPurchase): BillLineRow[] {
  if (purchase.method !== 'MONTHLY_BILL' || !purchase.offer) return [];
  const offerName = purchase.offer.name;
  return purchase.periods.map((period) => ({
    id: stableId('bill-line', `${purchase.id}/${period.index}`),
    connectionId: connectionId(purchase.connection.key),
    purchaseId: purchase.id,
    description: `${purchase.product.name} (${offerName})`,
    amount: period.price,
    taxAmount: period.tax,
    billingMonth: monthOf(period.startsAt),
    chargedAt: period.startsAt,
  }));
}

/** Purchases with the payments and bill lines that paid for them. */
export function purchaseRows(planned: readonly PlannedPurchase[], clock: SeedClock) {
  return {
    purchases: planned.map((purchase) => purchaseRow(purchase, clock)),
    transactions: planned.flatMap(transactionRows),
    billLines: planned.flatMap(billLineRows),
  };
}

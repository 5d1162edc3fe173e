import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { readTogether } from '../../db/read-together';
import { accounts, billLines, connections, purchaseOptions, purchases, transactions } from '../../db/schema';
import { notFound } from '../../lib/api-error';
import { roundToCents } from '../products/pricing';
import { profileConflict } from '../profile/errors';
import { activeTaxRates } from '../promotions/tax';
import { paymentRouteOf } from '../purchasing/load-buyer';
import { type PeriodicPurchase, type PeriodPayment, paidPeriods } from './paid-periods';
import type { Receipt, ReceiptMethod } from './receipt';
import { splitTaxes } from './split-taxes';

/** The subscriber and the connection a payment belongs to, as the receipt names them. */
const payer = {
  firstName: accounts.firstName,
  lastName: accounts.lastName,
  connectionName: connections.name,
  connectionType: connections.connectionType,
  accountNumber: connections.accountNumber,
  mobile: connections.mobile,
  telephoneNumber: connections.telephoneNumber,
};

/** What a payment's purchase adds to its receipt: its reference, its discount and its periods. */
const purchaseFields = {
  id: purchases.id,
  referenceNo: purchases.referenceNo,
  discountAmount: purchases.discountAmount,
  purchasedAt: purchases.purchasedAt,
  billingStartDate: purchases.billingStartDate,
  billingEndDate: purchases.billingEndDate,
  utilizationPeriod: purchaseOptions.utilizationPeriod,
  utilizationPeriodUnit: purchaseOptions.utilizationPeriodUnit,
};

/** A card or operator payment of the account's, with its purchase (none for a gift voucher). */
function transactionOf(db: DbOrTx, accountId: string, paymentId: string) {
  return db
    .select({ payment: transactions, purchase: purchaseFields, ...payer })
    .from(transactions)
    .innerJoin(connections, eq(connections.id, transactions.connectionId))
    .innerJoin(accounts, eq(accounts.id, connections.accountId))
    .leftJoin(purchases, eq(purchases.id, transactions.purchaseId))
    .leftJoin(purchaseOptions, eq(purchaseOptions.id, purchases.purchaseOptionId))
    .where(and(eq(transactions.id, paymentId), eq(connections.accountId, accountId)));
}

/** A charge on the account's bill (not a credit), with its purchase (none for a gift voucher). */
function billLineOf(db: DbOrTx, accountId: string, paymentId: string) {
  return db
    .select({ line: billLines, purchase: purchaseFields, ...payer })
    .from(billLines)
    .innerJoin(connections, eq(connections.id, billLines.connectionId))
    .innerJoin(accounts, eq(accounts.id, connections.accountId))
    .leftJoin(purchases, eq(purchases.id, billLines.purchaseId))
    .leftJoin(purchaseOptions, eq(purchaseOptions.id, purchases.purchaseOptionId))
    .where(and(eq(billLines.id, paymentId), eq(connections.accountId, accountId), isNull(billLines.creditsBillLineId)));
}

type PayerRow = { [K in keyof typeof payer]: (typeof payer)[K]['_']['data'] | null };
type PurchaseRow = { [K in keyof typeof purchaseFields]: (typeof purchaseFields)[K]['_']['data'] | null };

/** Every paid payment of a purchase, oldest first: its card or operator payments, or its bill lines. */
async function paymentsOfPurchase(db: DbOrTx, purchaseId: string, onBill: boolean): Promise<PeriodPayment[]> {
  if (onBill) {
    const lines = await db
      .select({ id: billLines.id, chargedAt: billLines.chargedAt })
      .from(billLines)
      .where(and(eq(billLines.purchaseId, purchaseId), isNull(billLines.creditsBillLineId)))
      .orderBy(asc(billLines.chargedAt), asc(billLines.id));
    return lines.map((line, index) => ({
      id: line.id,
      paymentType: index === 0 ? 'PURCHASE' : 'RENEWAL',
      paidAt: line.chargedAt,
    }));
  }
  const paid = await db
    .select({
      id: transactions.id,
      purpose: transactions.purpose,
      createdAt: transactions.createdAt,
      notifiedAt: transactions.notifiedAt,
    })
    .from(transactions)
    .where(and(eq(transactions.purchaseId, purchaseId), eq(transactions.status, 'SUCCESS')))
    .orderBy(asc(transactions.createdAt), asc(transactions.id));
  // A gift voucher's payment has no purchase (transactions_subject_check), so none is left out here.
  return paid.flatMap(({ purpose, ...row }) =>
    purpose === 'VOUCHER' ? [] : [{ id: row.id, paymentType: purpose, paidAt: row.notifiedAt ?? row.createdAt }],
  );
}

/** The purchase's row when it has a period to replay (an option with a utilization period). */
function periodicPurchase(purchase: PurchaseRow): (PeriodicPurchase & { id: string }) | null {
  const { id, purchasedAt, billingStartDate, utilizationPeriod, utilizationPeriodUnit } = purchase;
  if (!id || !purchasedAt || !billingStartDate || !utilizationPeriod || !utilizationPeriodUnit) return null;
  return {
    id,
    purchasedAt,
    billingStartDate,
    billingEndDate: purchase.billingEndDate,
    utilizationPeriod,
    utilizationPeriodUnit,
  };
}

/** What the payment paid for, and the period it paid: found among its purchase's paid payments. */
async function paidFor(db: DbOrTx, purchase: PurchaseRow, paymentId: string, onBill: boolean) {
  const periodic = periodicPurchase(purchase);
  if (!periodic) return { paymentType: null, period: null };
  const payments = await paymentsOfPurchase(db, periodic.id, onBill);
  return {
    paymentType: payments.find((payment) => payment.id === paymentId)?.paymentType ?? null,
    period: paidPeriods(periodic, payments).get(paymentId) ?? null,
  };
}

/** The subscriber's name, and the connection's by the number it pays with: its account, or its mobile. */
function subscriberOf(row: PayerRow) {
  const onBill = row.connectionType !== null && paymentRouteOf(row.connectionType) === 'bill';
  return {
    subscriber: [row.firstName, row.lastName].filter(Boolean).join(' '),
    connection: {
      name: row.connectionName ?? '',
      number: onBill ? (row.accountNumber ?? row.telephoneNumber) : (row.mobile ?? row.accountNumber),
    },
  };
}

/**
 * The receipt of one of the account's paid payments (issue 26): a card or operator payment by its
 * transaction id, or a charge on the bill by its line's id. Another account's payment, a bill credit
 * or no such id answers 404, as a missing one; a card or operator payment that has not gone through
 * (pending, refused, waiting for a retry) answers 409, as it has no receipt.
 */
export async function loadReceipt(db: DbOrTx, accountId: string, paymentId: string): Promise<Receipt> {
  const [[charged], [billed]] = await readTogether(db, [
    (db) => transactionOf(db, accountId, paymentId),
    (db) => billLineOf(db, accountId, paymentId),
  ]);
  if (charged) {
    const { payment, purchase } = charged;
    if (payment.status !== 'SUCCESS') throw profileConflict('profile.receiptNotPaid');
    const found = payment.purpose === 'VOUCHER' ? null : await paidFor(db, purchase, payment.id, false);
    const priceBeforeTax = roundToCents(payment.amount - payment.taxAmount);
    // The tax table of the payment's instant, not today's (decision 0060): its taxes were worked out then.
    const rates = await activeTaxRates(db, payment.createdAt);
    const discount = payment.purpose === 'VOUCHER' ? 0 : (purchase.discountAmount ?? 0);
    const method: ReceiptMethod =
      payment.channel === 'CARD'
        ? { kind: 'card', brand: payment.method, cardMask: payment.cardMask }
        : { kind: 'operator', operator: payment.method ?? '' };
    return {
      paymentId: payment.id,
      referenceNo: payment.referenceNo ?? purchase.referenceNo ?? payment.id,
      paidAt: payment.notifiedAt ?? payment.createdAt,
      paymentType: payment.purpose,
      ...subscriberOf(charged),
      product: payment.itemName,
      period: found?.period ?? null,
      price: roundToCents(priceBeforeTax + discount),
      discount,
      taxes: splitTaxes(priceBeforeTax, payment.taxAmount, rates),
      total: payment.amount,
      method,
    };
  }
  if (billed) {
    const { line, purchase } = billed;
    const found = await paidFor(db, purchase, line.id, true);
    const rates = await activeTaxRates(db, line.chargedAt);
    const discount = purchase.discountAmount ?? 0;
    return {
      paymentId: line.id,
      referenceNo: purchase.referenceNo ?? line.id,
      paidAt: line.chargedAt,
      paymentType: purchase.id === null ? 'VOUCHER' : (found.paymentType ?? 'PURCHASE'),
      ...subscriberOf(billed),
      product: line.description,
      period: found.period,
      price: roundToCents(line.amount + discount),
      discount,
      taxes: splitTaxes(line.amount, line.taxAmount, rates),
      total: roundToCents(line.amount + line.taxAmount),
      method: { kind: 'bill' },
    };
  }
  throw notFound();
}

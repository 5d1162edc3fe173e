import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import { placeholders, reusableStatement } from '../../db/reusable-statement';
import { type PurchasePaymentMethod, type PurchaseStatus, purchases } from '../../db/schema';
import { isUniqueViolation } from '../../lib/database-errors';
import { newReferenceNo } from '../../lib/reference-number';
import { addPeriod, utcDate } from '../products/dates';
import { purchaseConflict } from './errors';
import { useGiftVoucher } from './gift-redemption';
import type { Buyer } from './load-buyer';
import type { PurchaseQuote } from './quote-purchase';

export interface NewPurchase {
  buyer: Buyer;
  quote: PurchaseQuote;
  status: Extract<PurchaseStatus, 'PURCHASE_PENDING' | 'PAYMENT_SUCCESS'>;
  paymentStatus: 'SUCCESS' | 'PENDING';
  method: PurchasePaymentMethod;
  now: Date;
  /** The purchase whose payment pays for this one too (decision 0030); it is paid and failed with it. */
  paidWithPurchaseId?: string | null;
}

/** insertPurchase's statement, built once (decision 0027): a value for every column it writes. */
const insertPurchaseRow = reusableStatement('purchase_insert', (db) =>
  db.insert(purchases).values({
    ...placeholders(
      'id',
      'connectionId',
      'productId',
      'purchaseOptionId',
      'purchaseType',
      'status',
      'paymentStatus',
      'paymentMethod',
      'price',
      'discountAmount',
      'taxAmount',
      'promotionalVoucherId',
      'purchasedAt',
      'billingStartDate',
      'billingEndDate',
      'referenceNo',
      'paidWithPurchaseId',
    ),
    provisioningStatus: 'PENDING',
  }),
);

/** A purchase row to write: its id and reference number are known before it is written. */
export interface PurchaseRow {
  id: string;
  referenceNo: string | null;
  /** Writes the row (and a gift voucher's use); a second live purchase rejects it. */
  write(): Promise<void>;
}

/**
 * Writes the purchase row: its first period starts today and ends one utilization period later. A
 * second live purchase of the same product on the connection (a double click, a race) breaks the
 * partial unique index and becomes a 409, and the caller's transaction rolls back with it. The row's
 * id and reference number are made here, so the caller can send what refers to the purchase (its bill
 * line, its audit row) in the same round trip (decision 0028).
 */
export function purchaseRow(db: DbOrTx, input: NewPurchase): PurchaseRow {
  const { buyer, quote, now } = input;
  const today = utcDate(now);
  const id = randomUUID();
  const paidWithPurchaseId = input.paidWithPurchaseId ?? null;
  // markPaid gives the one purchase it is called for a reference in its statement; the ones paid with it
  // have theirs from the start (like every reference, shown only once paid).
  const referenceNo = input.paymentStatus === 'SUCCESS' || paidWithPurchaseId ? newReferenceNo('PR') : null;
  const write = async () => {
    await insertPurchaseRow(db, {
      id,
      connectionId: buyer.connectionId,
      productId: quote.product.id,
      purchaseOptionId: quote.option.id,
      purchaseType: quote.option.purchaseType,
      status: input.status,
      paymentStatus: input.paymentStatus,
      paymentMethod: input.method,
      price: quote.purchasedPrice,
      discountAmount: quote.discountAmount,
      taxAmount: quote.taxAmount,
      promotionalVoucherId: quote.voucher && !quote.voucher.purchasedVoucherId ? quote.voucher.voucherId : null,
      purchasedAt: now,
      billingStartDate: today,
      billingEndDate: addPeriod(today, quote.option.utilization),
      referenceNo,
      paidWithPurchaseId,
    });
    if (quote.voucher?.purchasedVoucherId) {
      await useGiftVoucher(db, {
        purchasedVoucherId: quote.voucher.purchasedVoucherId,
        purchaseId: id,
        connectionId: buyer.connectionId,
        valueUsed: quote.voucher.discountValue,
        now,
      });
    }
  };
  return {
    id,
    referenceNo,
    write: () =>
      write().catch((error: unknown) => {
        throw isUniqueViolation(error) ? purchaseConflict('purchase.alreadyPurchased') : error;
      }),
  };
}

/** Writes a purchase row (purchaseRow), answering its id and reference number. */
export async function insertPurchase(
  db: DbOrTx,
  input: NewPurchase,
): Promise<{ id: string; referenceNo: string | null }> {
  const { write, ...purchase } = purchaseRow(db, input);
  await write();
  return purchase;
}

import type { PaymentStatus } from '@selfcare/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { connections, type PaymentChannel, purchases, type TransactionPurpose, transactions } from '../../db/schema';
import type { OperatorChargeOutcome } from '../../integrations/operator-billing';
import { notFound } from '../../lib/api-error';
import { newReferenceNo } from '../../lib/reference-number';
import { roundToCents } from '../products/pricing';

/** The paying method a settled operator payment shows ("Mobitel" on the payments tab and result page). */
const OPERATOR_METHOD = 'Mobitel';

/** An operator payment with what its answer and a further charge need. */
export interface OperatorTransaction {
  id: string;
  purpose: TransactionPurpose;
  channel: PaymentChannel;
  purchaseId: string | null;
  productId: string | null;
  /** The gift voucher a VOUCHER payment buys (decision 0011); null for the others. */
  giftVoucherId: string | null;
  connectionId: string;
  status: PaymentStatus;
  description: string | null;
  referenceNo: string | null;
  itemName: string;
  /** Charged, taxes included. */
  amount: number;
  /** The purchase's price before taxes; the amount less its taxes for a payment without a purchase. */
  purchasedPrice: number;
  mobile: string | null;
}

/** What an operator payment pays for: a purchase, its renewal or an upgrade's difference, or a gift voucher (no purchase row). */
export type OperatorPaymentSubject =
  | { purpose: Extract<TransactionPurpose, 'PURCHASE' | 'RENEWAL' | 'UPGRADE'>; purchaseId: string }
  | { purpose: 'VOUCHER'; giftVoucherId: string };

/** Opens a PENDING operator payment; it is committed before the operator is called. */
export async function openOperatorTransaction(
  db: DbOrTx,
  input: OperatorPaymentSubject & {
    connectionId: string;
    amount: number;
    taxAmount: number;
    itemName: string;
  },
): Promise<string> {
  const [row] = await db
    .insert(transactions)
    .values({ ...input, channel: 'OPERATOR', status: 'PENDING', paymentStatus: 'PENDING' })
    .returning({ id: transactions.id });
  if (!row) throw new Error('transaction insert returned no row');
  return row.id;
}

function selectOperatorTransaction(db: DbOrTx) {
  return db
    .select({
      id: transactions.id,
      purpose: transactions.purpose,
      channel: transactions.channel,
      purchaseId: transactions.purchaseId,
      productId: purchases.productId,
      giftVoucherId: transactions.giftVoucherId,
      connectionId: transactions.connectionId,
      status: transactions.status,
      description: transactions.description,
      referenceNo: transactions.referenceNo,
      itemName: transactions.itemName,
      amount: transactions.amount,
      taxAmount: transactions.taxAmount,
      price: purchases.price,
      mobile: connections.mobile,
    })
    .from(transactions)
    .innerJoin(connections, eq(connections.id, transactions.connectionId))
    .leftJoin(purchases, eq(purchases.id, transactions.purchaseId));
}

function toOperatorTransaction({
  price,
  taxAmount,
  ...row
}: Omit<OperatorTransaction, 'purchasedPrice'> & { price: number | null; taxAmount: number }) {
  return { ...row, purchasedPrice: price ?? roundToCents(row.amount - taxAmount) } satisfies OperatorTransaction;
}

/**
 * The caller's payment, locked for the rest of the transaction so two retries of it take turns. Another
 * account's payment answers exactly like a missing one (404).
 */
export async function lockOwnTransaction(
  db: DbOrTx,
  accountId: string,
  transactionId: string,
): Promise<OperatorTransaction> {
  const [row] = await selectOperatorTransaction(db)
    .where(and(eq(transactions.id, transactionId), eq(connections.accountId, accountId)))
    .for('update', { of: transactions });
  if (!row) throw notFound();
  return toOperatorTransaction(row);
}

export async function readOperatorTransaction(db: DbOrTx, transactionId: string): Promise<OperatorTransaction> {
  const [row] = await selectOperatorTransaction(db).where(eq(transactions.id, transactionId));
  if (!row) throw new Error(`transaction ${transactionId} vanished`);
  return toOperatorTransaction(row);
}

/**
 * Marks a payment as being charged (RETRY becomes PENDING), so a second retry waiting on the row lock
 * finds nothing left to charge and verifies instead.
 */
export async function markCharging(db: DbOrTx, transactionId: string): Promise<void> {
  await db
    .update(transactions)
    .set({ status: 'PENDING', paymentStatus: 'PENDING' })
    .where(eq(transactions.id, transactionId));
}

/**
 * Writes the operator's answer onto a payment still in one of the `expected` states, and answers whether
 * it did: a payment another request has settled meanwhile is left as that request wrote it. A paid
 * payment gets its reference number; the others keep the operator's reason to show.
 */
export async function writeOperatorOutcome(
  db: DbOrTx,
  transactionId: string,
  expected: readonly PaymentStatus[],
  outcome: Pick<OperatorChargeOutcome, 'status' | 'description'>,
): Promise<boolean> {
  const paid = outcome.status === 'SUCCESS';
  const rows = await db
    .update(transactions)
    .set({
      status: outcome.status,
      paymentStatus: outcome.status,
      description: paid ? null : outcome.description,
      ...(paid ? { referenceNo: newReferenceNo('TX'), method: OPERATOR_METHOD } : {}),
    })
    .where(and(eq(transactions.id, transactionId), inArray(transactions.status, [...expected])))
    .returning({ id: transactions.id });
  return rows.length > 0;
}

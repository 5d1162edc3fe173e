import type { PurchaseReference, RegistrationPayment } from '@selfcare/contracts';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { connections, purchases, transactions } from '../../db/schema';
import { notFound } from '../../lib/api-error';
import { roundToCents } from '../products/pricing';

/**
 * A card or operator payment by its transaction id, for the result modal and payment pages: the
 * reference number once paid. Another account's transaction answers like a missing one (404).
 */
export async function purchaseReference(
  db: DbOrTx,
  accountId: string,
  transactionId: string,
): Promise<PurchaseReference> {
  const row = await latestTransaction(
    db,
    and(eq(transactions.id, transactionId), eq(connections.accountId, accountId)),
  );
  if (!row) throw notFound();
  const { description: _reason, taxAmount: _taxes, ...reference } = row;
  return reference;
}

/**
 * A connection's latest card or operator payment, with its reason: what a registration's payment page
 * reads. Its price before taxes is the payment's, which also pays any extra screens chosen with the
 * package (decision 0030).
 */
export async function latestConnectionPayment(db: DbOrTx, connectionId: string): Promise<RegistrationPayment | null> {
  const payment = await latestTransaction(db, eq(transactions.connectionId, connectionId));
  if (!payment) return null;
  const { taxAmount, ...shown } = payment;
  return { ...shown, purchasedPrice: roundToCents(payment.amount - taxAmount) };
}

async function latestTransaction(
  db: DbOrTx,
  where: SQL | undefined,
): Promise<(RegistrationPayment & { taxAmount: number }) | undefined> {
  const [row] = await db
    .select({
      transactionId: transactions.id,
      transactionReference: transactions.referenceNo,
      purchaseReference: purchases.referenceNo,
      productName: transactions.itemName,
      purchasedPrice: purchases.price,
      amount: transactions.amount,
      taxAmount: transactions.taxAmount,
      status: transactions.status,
      channel: transactions.channel,
      method: transactions.method,
      cardMask: transactions.cardMask,
      description: transactions.description,
    })
    .from(transactions)
    .innerJoin(connections, eq(connections.id, transactions.connectionId))
    .leftJoin(purchases, eq(purchases.id, transactions.purchaseId))
    .where(where)
    .orderBy(desc(transactions.createdAt))
    .limit(1);
  if (!row) return undefined;
  const paid = row.status === 'SUCCESS';
  return {
    transactionId: row.transactionId,
    referenceNo: paid ? (row.transactionReference ?? row.purchaseReference) : null,
    productName: row.productName,
    purchasedPrice: row.purchasedPrice ?? row.amount,
    amount: row.amount,
    taxAmount: row.taxAmount,
    status: row.status,
    paymentMethod: row.method ?? (row.channel === 'CARD' ? 'CARD' : 'OPERATOR'),
    cardDetails: row.cardMask,
    description: row.description,
  };
}

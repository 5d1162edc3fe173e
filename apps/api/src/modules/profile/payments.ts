import type { PaymentRecord } from '@selfcare/contracts';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { transactions } from '../../db/schema';

const cents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * MY PAYMENTS: the connection's card or operator payments, newest first, in one indexed query
 * (transactions_connection_created_idx). Payments still PENDING are not shown (spec 002 section 2.2).
 */
export async function connectionPayments(db: DbOrTx, connectionId: string): Promise<PaymentRecord[]> {
  const rows = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.connectionId, connectionId), ne(transactions.status, 'PENDING')))
    .orderBy(desc(transactions.createdAt), desc(transactions.id));
  return rows.map((row) => ({
    transactionId: row.id,
    createdDate: row.createdAt.toISOString(),
    paymentType: row.purpose,
    productName: row.itemName,
    amount: row.amount,
    amountExcludingTax: cents(row.amount - row.taxAmount),
    paymentMethod: row.method,
    cardNumber: row.cardMask,
    paymentStatus: row.status,
    referenceNumber: row.referenceNo,
    details: row.description,
  }));
}

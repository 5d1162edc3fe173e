import type { Transaction } from '../../db/client';
import { inOneRoundTrip } from '../../db/read-together';
import { placeholders, reusableStatement } from '../../db/reusable-statement';
import { billLines } from '../../db/schema';
import { utcDate } from '../products/dates';
import { auditPurchase } from '../purchasing/audit-purchase';
import type { Buyer } from '../purchasing/load-buyer';
import type { PurchaseQuote } from '../purchasing/quote-purchase';
import { purchaseRow } from '../purchasing/write-purchase';

/** A purchase's line on this month's bill, built once (decision 0027). */
const insertBillLine = reusableStatement('bill_line_insert', (db) =>
  db
    .insert(billLines)
    .values(
      placeholders('connectionId', 'purchaseId', 'description', 'amount', 'taxAmount', 'billingMonth', 'chargedAt'),
    ),
);

/**
 * A bill-paid purchase (types 1-5) inside the caller's transaction: paid at once, its bill line written
 * in the same transaction (none when a voucher or discount left nothing to pay), and audited.
 */
export async function chargeToBill(tx: Transaction, buyer: Buyer, quote: PurchaseQuote, now: Date) {
  const method = quote.charged === 0 ? 'FREE' : 'MONTHLY_BILL';
  const { write, ...purchase } = purchaseRow(tx, {
    buyer,
    quote,
    status: 'PAYMENT_SUCCESS',
    paymentStatus: 'SUCCESS',
    method,
    now,
  });
  // The purchase row, its bill line and its audit row in one round trip (decision 0028): should the row
  // be refused, the statements after it fail with the transaction and the row's refusal is the answer.
  await inOneRoundTrip(tx, [
    write,
    () =>
      quote.charged > 0
        ? insertBillLine(tx, {
            connectionId: buyer.connectionId,
            purchaseId: purchase.id,
            description: quote.product.name,
            amount: quote.purchasedPrice,
            taxAmount: quote.taxAmount,
            billingMonth: `${utcDate(now).slice(0, 7)}-01`,
            chargedAt: now,
          })
        : undefined,
    () => auditPurchase(tx, buyer, quote, purchase.id, method),
  ] as const);
  return purchase;
}

import { sriLankaDayStart, type UserPurchase } from '@selfcare/contracts';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { basePackageChanges, billLines, products, purchaseOptions, purchases, transactions } from '../../db/schema';

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** The purchase whose payment paid for the row: its own, or the package's it was chosen with (decision 0030). */
const payingPurchase = sql`coalesce(${purchases.paidWithPurchaseId}, ${purchases.id})`;

/**
 * The payment a purchase was bought with, whose receipt MY PURCHASES links to: its first card or
 * operator payment that went through, else its first line on the bill; null when nothing was paid.
 */
const receiptPaymentId = sql<string | null>`coalesce(
  (select ${transactions.id} from ${transactions}
    where ${transactions.purchaseId} = ${payingPurchase} and ${transactions.status} = 'SUCCESS'
      and ${transactions.purpose} = 'PURCHASE'
    order by ${transactions.createdAt} limit 1),
  (select ${billLines.id} from ${billLines}
    where ${billLines.purchaseId} = ${payingPurchase} and ${billLines.creditsBillLineId} is null
    order by ${billLines.chargedAt} limit 1))`;

/**
 * MY PURCHASES: what the connection bought from `start` (inclusive) to `end` (exclusive), newest first,
 * in one indexed query (purchases_connection_purchased_at_idx). Dates are Sri Lanka days, the days the
 * subscriber picks on the page (decision 0031). Products that came inside a package were not bought, so
 * they are left out. Each row names the payment whose receipt it links to (receiptPaymentId). A package
 * an upgrade started shows what the upgrade charged for the rest of the period (decision 0056), not its
 * price per period.
 */
export async function userPurchases(
  db: DbOrTx,
  input: { connectionId: string; start: string; end: string },
): Promise<UserPurchase[]> {
  const rows = await db
    .select({
      purchaseId: purchases.id,
      purchasedAt: purchases.purchasedAt,
      purchaseType: purchases.purchaseType,
      utilizationPeriod: purchaseOptions.utilizationPeriod,
      utilizationPeriodUnit: purchaseOptions.utilizationPeriodUnit,
      productName: products.name,
      price: purchases.price,
      taxAmount: purchases.taxAmount,
      paymentMethod: purchases.paymentMethod,
      receiptPaymentId,
      upgradeAmount: basePackageChanges.chargedAmount,
      upgradeTaxAmount: basePackageChanges.chargedTaxAmount,
    })
    .from(purchases)
    .innerJoin(products, eq(products.id, purchases.productId))
    .innerJoin(purchaseOptions, eq(purchaseOptions.id, purchases.purchaseOptionId))
    .leftJoin(basePackageChanges, eq(basePackageChanges.purchaseId, purchases.id))
    .where(
      and(
        eq(purchases.connectionId, input.connectionId),
        eq(purchases.isBundled, false),
        gte(purchases.purchasedAt, sriLankaDayStart(input.start)),
        lt(purchases.purchasedAt, sriLankaDayStart(input.end)),
      ),
    )
    .orderBy(desc(purchases.purchasedAt), desc(purchases.id));
  return rows.map((row) => {
    const upgrade =
      row.upgradeAmount !== null && row.upgradeTaxAmount !== null
        ? { price: row.upgradeAmount, taxAmount: row.upgradeTaxAmount }
        : null;
    const { price, taxAmount } = upgrade ?? row;
    return {
      purchaseId: row.purchaseId,
      purchasedAt: row.purchasedAt.toISOString(),
      purchaseType: row.purchaseType,
      utilizationPeriod: row.utilizationPeriod,
      utilizationPeriodUnit: row.utilizationPeriodUnit,
      productName: row.productName,
      productPrice: cents(price + taxAmount),
      priceBeforeTax: cents(price),
      paymentMethod: row.paymentMethod,
      upgrade: upgrade !== null,
      receiptPaymentId: row.receiptPaymentId,
    };
  });
}

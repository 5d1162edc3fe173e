import { ErrorCode, sriLankaDayStart, type UserPurchase, type UserPurchasePage } from '@selfcare/contracts';
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { basePackageChanges, billLines, products, purchaseOptions, purchases, transactions } from '../../db/schema';
import { ApiError } from '../../lib/api-error';

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

interface PurchaseRange {
  connectionId: string;
  /** Sri Lanka days, 'YYYY-MM-DD': start inclusive, end exclusive. */
  start: string;
  end: string;
}

/**
 * MY PURCHASES: what the connection bought from `start` (inclusive) to `end` (exclusive), newest first,
 * in one indexed query (purchases_connection_purchased_at_idx). Dates are Sri Lanka days, the days the
 * subscriber picks on the page (decision 0031). Products that came inside a package were not bought, so
 * they are left out. Each row names the payment whose receipt it links to (receiptPaymentId). A package
 * an upgrade started shows what the upgrade charged for the rest of the period (decision 0056), not its
 * price per period.
 */
export function userPurchases(db: DbOrTx, input: PurchaseRange): Promise<UserPurchase[]> {
  return purchaseRows(db, input);
}

/**
 * A page of MY PURCHASES, newest first, after the purchase `afterPurchaseId` names (keyset paging on
 * (purchased_at, id), the index's order): one more row than the page is read to tell whether another
 * page follows. An `afterPurchaseId` that is not one of the connection's purchases is not found (404).
 */
export async function userPurchasePage(
  db: DbOrTx,
  input: PurchaseRange & { pageSize: number; afterPurchaseId?: string },
): Promise<UserPurchasePage> {
  let after: SQL | undefined;
  if (input.afterPurchaseId) {
    const [last] = await db
      .select({ purchasedAt: purchases.purchasedAt })
      .from(purchases)
      .where(and(eq(purchases.id, input.afterPurchaseId), eq(purchases.connectionId, input.connectionId)));
    if (!last) throw new ApiError(404, ErrorCode.notFound, 'profile.invalidPageCursor');
    // The row's own timestamp, compared in the database: JavaScript's milliseconds would lose its microseconds.
    after = sql`(${purchases.purchasedAt}, ${purchases.id}) < ((select p.purchased_at from ${purchases} p where p.id = ${input.afterPurchaseId}), ${input.afterPurchaseId}::uuid)`;
  }
  const rows = await purchaseRows(db, input, { after, limit: input.pageSize + 1 });
  const items = rows.slice(0, input.pageSize);
  return {
    items,
    nextAfterPurchaseId: rows.length > input.pageSize ? (items.at(-1)?.purchaseId ?? null) : null,
  };
}

async function purchaseRows(
  db: DbOrTx,
  input: PurchaseRange,
  page: { after?: SQL; limit?: number } = {},
): Promise<UserPurchase[]> {
  const query = db
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
        page.after,
      ),
    )
    .orderBy(desc(purchases.purchasedAt), desc(purchases.id));
  const rows = page.limit === undefined ? await query : await query.limit(page.limit);
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

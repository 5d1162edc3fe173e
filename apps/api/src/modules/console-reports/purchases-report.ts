import type { PurchasesReport } from '@selfcare/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products, productTypes, purchases } from '../../db/schema';
import { colomboDay, numberOf, type ReportRange, rowsOf, within } from './report-range';

/** Purchases that went through: a checkout still open or refused is not a purchase. */
const MADE = sql`${purchases.status} not in ('PURCHASE_PENDING', 'PURCHASE_FAILED')`;
/** A subscription in force now (an unsubscribed one until its period ends). */
const ACTIVE = sql`${purchases.status} in ('PAYMENT_SUCCESS', 'PURCHASE_COMPLETE', 'PURCHASE_PENDING_REMOVE')`;

/**
 * Purchases made per day and product type over the range (bundled rows left out: they come with their
 * package), and the subscriptions of each base package in force now. Two statements.
 */
export async function purchasesReport(db: DbOrTx, range: ReportRange): Promise<PurchasesReport> {
  const daily = await rowsOf<{ day: string; product_type: string; purchases: string }>(
    db,
    sql`select ${colomboDay(purchases.purchasedAt)} as day, ${productTypes.typeName} as product_type, count(*) as purchases
      from ${purchases}
      join ${products} on ${products.id} = ${purchases.productId}
      join ${productTypes} on ${productTypes.id} = ${products.productTypeId}
      where ${within(purchases.purchasedAt, range)} and not ${purchases.isBundled} and ${MADE}
      group by 1, 2 order by 1, 2`,
  );
  const active = await rowsOf<{
    product_id: string;
    product_name: string;
    product_type: string;
    subscriptions: string;
  }>(
    db,
    sql`select ${products.id} as product_id, ${products.name} as product_name, ${productTypes.typeName} as product_type,
        count(*) as subscriptions
      from ${purchases}
      join ${products} on ${products.id} = ${purchases.productId}
      join ${productTypes} on ${productTypes.id} = ${products.productTypeId}
      where ${ACTIVE} and not ${purchases.isBundled} and ${purchases.purchaseType} = 'PURCHASE_TYPE_SUBSCRIPTION'
        and ${productTypes.typeName} in ('package', 'promotionalpackage')
      group by 1, 2, 3 order by 4 desc, 2`,
  );
  const days = daily.map((row) => ({ day: row.day, productType: row.product_type, purchases: Number(row.purchases) }));
  const types = new Map<string, number>();
  for (const row of days) types.set(row.productType, (types.get(row.productType) ?? 0) + row.purchases);
  return {
    from: range.from,
    to: range.to,
    days,
    byProductType: [...types].map(([productType, count]) => ({ productType, purchases: count })),
    activeByPackage: active.map((row) => ({
      productId: row.product_id,
      productName: row.product_name,
      productType: row.product_type,
      subscriptions: numberOf(row.subscriptions),
    })),
  };
}

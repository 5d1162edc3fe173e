import {
  type CancellationReportReason,
  type CancellationsReport,
  cancellationReportReasons,
} from '@selfcare/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cancellations, products, productTypes } from '../../db/schema';
import { colomboDay, numberOf, type ReportRange, rowsOf, within } from './report-range';

/**
 * Unsubscriptions that took effect per day, product type (`connection` for a whole connection) and
 * reason (`not_given` when skipped), from `cancellations` (decision 0071). Counts only: the free text is
 * never selected. One statement.
 */
export async function cancellationsReport(db: DbOrTx, range: ReportRange): Promise<CancellationsReport> {
  const rows = await rowsOf<{ day: string; product_type: string; reason: CancellationReportReason; count: string }>(
    db,
    sql`select ${colomboDay(cancellations.createdAt)} as day,
        coalesce(${productTypes.typeName}, 'connection') as product_type,
        coalesce(${cancellations.reasonCode}, 'not_given') as reason, count(*) as count
      from ${cancellations}
      left join ${products} on ${products.id} = ${cancellations.productId}
      left join ${productTypes} on ${productTypes.id} = ${products.productTypeId}
      where ${within(cancellations.createdAt, range)}
      group by 1, 2, 3 order by 1, 2, 3`,
  );
  const days = rows.map((row) => ({
    day: row.day,
    productType: row.product_type,
    reason: row.reason,
    cancellations: numberOf(row.count),
  }));
  const reasons = new Map<CancellationReportReason, number>(cancellationReportReasons.map((reason) => [reason, 0]));
  const types = new Map<string, number>();
  for (const row of days) {
    reasons.set(row.reason, (reasons.get(row.reason) ?? 0) + row.cancellations);
    types.set(row.productType, (types.get(row.productType) ?? 0) + row.cancellations);
  }
  return {
    from: range.from,
    to: range.to,
    days,
    byReason: [...reasons].map(([reason, count]) => ({ reason, cancellations: count })),
    byProductType: [...types].map(([productType, count]) => ({ productType, cancellations: count })),
  };
}

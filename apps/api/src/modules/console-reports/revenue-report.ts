import type { RevenueByProduct, RevenueByProductType, RevenueDay, RevenueReport } from '@selfcare/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { billLines, products, productTypes, purchases, refunds, transactions } from '../../db/schema';
import { colomboDay, daysOf, numberOf, type ReportRange, rowsOf, within } from './report-range';

type Route = 'bill' | 'operator' | 'card' | 'refunds' | 'chargebacks';

/**
 * Revenue over the range, in one statement (by product too). Paid: bill lines charged (taxes included, credit lines
 * left out: a bill credit is a refund and counted as one), and operator and card payments that went
 * through (transactions SUCCESS, on the day they were made; a payment later charged back stays paid
 * that day). Refunds: refunds taken (SUCCESS), card and bill alike, on the day they were asked. Chargebacks:
 * card payments taken back, on the day the bank took them.
 */
export async function revenueReport(db: DbOrTx, range: ReportRange): Promise<RevenueReport> {
  const rows = await rowsOf<{
    day: string;
    route: Route;
    product_id: string | null;
    product_name: string | null;
    product_type: string | null;
    kind: string;
    amount: string;
    payments: string;
  }>(
    db,
    sql`select money.day, money.route, ${products.id} as product_id, ${products.name} as product_name,
        ${productTypes.typeName} as product_type, money.kind, sum(money.amount) as amount, count(*) as payments
      from (
        select ${colomboDay(billLines.chargedAt)} as day, 'bill' as route, ${billLines.purchaseId} as purchase_id,
            'other' as kind, ${billLines.amount} + ${billLines.taxAmount} as amount
          from ${billLines} where ${billLines.creditsBillLineId} is null and ${within(billLines.chargedAt, range)}
        union all
        select ${colomboDay(transactions.createdAt)}, lower(${transactions.channel}), ${transactions.purchaseId},
            case when ${transactions.purpose} = 'VOUCHER' then 'voucher' else 'other' end, ${transactions.amount}
          from ${transactions} where ${transactions.status} = 'SUCCESS' and ${within(transactions.createdAt, range)}
        union all
        select ${colomboDay(refunds.createdAt)}, 'refunds', null, 'other', ${refunds.amount}
          from ${refunds} where ${refunds.status} = 'SUCCESS' and ${within(refunds.createdAt, range)}
        union all
        select ${colomboDay(transactions.chargedBackAt)}, 'chargebacks', null, 'other', ${transactions.amount}
          from ${transactions} where ${transactions.chargedBackAt} is not null and ${within(transactions.chargedBackAt, range)}
      ) as money
      left join ${purchases} on ${purchases.id} = money.purchase_id
      left join ${products} on ${products.id} = ${purchases.productId}
      left join ${productTypes} on ${productTypes.id} = ${products.productTypeId}
      group by money.day, money.route, ${products.id}, ${products.name}, ${productTypes.typeName}, money.kind`,
  );
  const byDay = new Map(daysOf(range).map((day) => [day, emptyDay(day)]));
  const productTotals = new Map<string, RevenueByProduct>();
  for (const row of rows) {
    const day = byDay.get(row.day);
    if (day) day[row.route] += Number(row.amount);
    if (row.route === 'refunds' || row.route === 'chargebacks') continue;
    const key = `${row.product_id ?? ''}|${row.kind}`;
    const product = productTotals.get(key) ?? {
      productId: row.product_id,
      productName: row.product_name ?? (row.kind === 'voucher' ? 'Gift vouchers' : 'Other charges'),
      productType: row.product_type ?? row.kind,
      paid: 0,
      payments: 0,
    };
    product.paid = numberOf(product.paid + Number(row.amount));
    product.payments += Number(row.payments);
    productTotals.set(key, product);
  }
  const days = [...byDay.values()].map(withTotals);
  const sum = emptyDay('');
  for (const day of days) {
    sum.bill += day.bill;
    sum.operator += day.operator;
    sum.card += day.card;
    sum.refunds += day.refunds;
    sum.chargebacks += day.chargebacks;
  }
  const { day: _day, ...totals } = withTotals(sum);
  const byProduct = [...productTotals.values()].sort((a, b) => b.paid - a.paid);
  return { from: range.from, to: range.to, days, totals, byProduct, byProductType: byType(byProduct) };
}

function emptyDay(day: string): RevenueDay {
  return { day, bill: 0, operator: 0, card: 0, paid: 0, refunds: 0, chargebacks: 0, net: 0 };
}

function withTotals(day: RevenueDay): RevenueDay {
  const paid = numberOf(day.bill + day.operator + day.card);
  return {
    ...day,
    bill: numberOf(day.bill),
    operator: numberOf(day.operator),
    card: numberOf(day.card),
    refunds: numberOf(day.refunds),
    chargebacks: numberOf(day.chargebacks),
    paid,
    net: numberOf(paid - day.refunds - day.chargebacks),
  };
}

function byType(rows: readonly RevenueByProduct[]): RevenueByProductType[] {
  const types = new Map<string, RevenueByProductType>();
  for (const row of rows) {
    const type = types.get(row.productType) ?? { productType: row.productType, paid: 0, payments: 0 };
    types.set(row.productType, {
      ...type,
      paid: numberOf(type.paid + row.paid),
      payments: type.payments + row.payments,
    });
  }
  return [...types.values()].sort((a, b) => b.paid - a.paid);
}

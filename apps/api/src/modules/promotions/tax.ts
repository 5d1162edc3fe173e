import type { TaxCalculateResponse } from '@selfcare/contracts';
import { and, asc, eq, gt, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { readTogether } from '../../db/read-together';
import { products, taxRates } from '../../db/schema';
import { productNotFound } from '../products/errors';
import { roundToCents } from '../products/pricing';

type TaxRate = Pick<typeof taxRates.$inferSelect, 'taxDisplayName' | 'ratePercent' | 'compound'>;

/**
 * Taxes on top of a price, in order: a simple tax on the price, a compound one on the price plus the
 * taxes before it (VAT on the price with SSCL). Each line is rounded to cents, as it is billed.
 */
export function applyTaxes(price: number, rates: readonly TaxRate[]): TaxCalculateResponse {
  let taxTotal = 0;
  const taxes = rates.map((rate) => {
    const base = rate.compound ? price + taxTotal : price;
    const taxedAmount = roundToCents((base * rate.ratePercent) / 100);
    taxTotal = roundToCents(taxTotal + taxedAmount);
    return { taxDisplayName: rate.taxDisplayName, taxedAmount };
  });
  return { price, taxes, taxedPrice: roundToCents(price + taxTotal) };
}

/** What a tax line needs of a rate, which rates are in force and the order they apply in. */
export const taxRateColumns = {
  taxDisplayName: taxRates.taxDisplayName,
  ratePercent: taxRates.ratePercent,
  compound: taxRates.compound,
};

/**
 * The rates in force at `at` (decision 0060): active, from effective_from (inclusive) until
 * effective_until (exclusive). `at` is an instant, or SQL for one (a prepared statement's placeholder).
 */
export function taxRateInForceAt(at: Date | SQL): SQL {
  const instant = at instanceof Date ? sql`${at.toISOString()}::timestamptz` : at;
  return and(
    eq(taxRates.active, true),
    lte(taxRates.effectiveFrom, instant),
    or(isNull(taxRates.effectiveUntil), gt(taxRates.effectiveUntil, instant)),
  ) as SQL;
}
export const taxRateOrder = asc(taxRates.sortOrder);

/**
 * The taxes in force at `at`, in the order they apply: the portal's quotes and charges pass now, the
 * lifecycle sweep the start of its day, a receipt its payment's instant.
 */
export function activeTaxRates(db: DbOrTx, at: Date): Promise<TaxRate[]> {
  return db.select(taxRateColumns).from(taxRates).where(taxRateInForceAt(at)).orderBy(taxRateOrder);
}

/** The tax table of a price asked for a product (any price: a voucher may have lowered it). */
export async function calculateTax(
  db: DbOrTx,
  input: { productId: string; price: number },
): Promise<TaxCalculateResponse> {
  const [[product], rates] = await readTogether(db, [
    (db) => db.select({ id: products.id }).from(products).where(eq(products.id, input.productId)),
    (db) => activeTaxRates(db, new Date()),
  ]);
  if (!product) throw productNotFound();
  return applyTaxes(input.price, rates);
}

import type { TaxCalculateResponse } from '@selfcare/contracts';
import { asc, eq } from 'drizzle-orm';
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
export const taxRateInForce = eq(taxRates.active, true);
export const taxRateOrder = asc(taxRates.sortOrder);

/** The taxes in force, in the order they apply. */
export function activeTaxRates(db: DbOrTx): Promise<TaxRate[]> {
  return db.select(taxRateColumns).from(taxRates).where(taxRateInForce).orderBy(taxRateOrder);
}

/** The tax table of a price asked for a product (any price: a voucher may have lowered it). */
export async function calculateTax(
  db: DbOrTx,
  input: { productId: string; price: number },
): Promise<TaxCalculateResponse> {
  const [[product], rates] = await readTogether(db, [
    () => db.select({ id: products.id }).from(products).where(eq(products.id, input.productId)),
    () => activeTaxRates(db),
  ]);
  if (!product) throw productNotFound();
  return applyTaxes(input.price, rates);
}

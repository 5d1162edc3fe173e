import type { taxRates } from '../../schema';
import { stableId } from '../ids';
import { roundToCents } from '../money';

/** SSCL is charged on the price; VAT on the price plus SSCL. */
export const taxSeeds: readonly { name: string; ratePercent: number; compound: boolean }[] = [
  { name: 'SSCL', ratePercent: 2.5641, compound: false },
  { name: 'VAT', ratePercent: 18, compound: true },
];

/** The taxes on a price, applied as tax_rates says. */
export function taxOn(price: number): number {
  let taxes = 0;
  for (const tax of taxSeeds) {
    const base = tax.compound ? price + taxes : price;
    taxes = roundToCents(taxes + roundToCents((base * tax.ratePercent) / 100));
  }
  return taxes;
}

export function taxRows(): (typeof taxRates.$inferInsert)[] {
  return taxSeeds.map((tax, index) => ({
    id: stableId('tax-rate', tax.name),
    taxDisplayName: tax.name,
    ratePercent: tax.ratePercent,
    compound: tax.compound,
    sortOrder: index + 1,
  }));
}

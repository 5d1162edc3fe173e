import { roundToCents } from '../products/pricing';
import { type activeTaxRates, applyTaxes } from '../promotions/tax';
import type { ReceiptTax } from './receipt';

type TaxRates = Awaited<ReturnType<typeof activeTaxRates>>;

/**
 * The tax a payment recorded (one total per payment), as lines of the tax table in force: each rate's
 * share worked out on the price before taxes as a charge would (promotions/tax.ts). When a voucher or a
 * rounding made the recorded total differ, the lines are scaled to it and the last takes the cents
 * left, so the lines always add up to what was charged. No rate in force: one line without a name.
 */
export function splitTaxes(priceBeforeTax: number, recordedTax: number, rates: TaxRates): ReceiptTax[] {
  const lines = applyTaxes(priceBeforeTax, rates).taxes.map((tax) => ({
    name: tax.taxDisplayName,
    amount: tax.taxedAmount,
  }));
  if (lines.length === 0) return recordedTax === 0 ? [] : [{ name: null, amount: recordedTax }];
  const computed = roundToCents(lines.reduce((sum, line) => sum + line.amount, 0));
  if (Math.abs(computed - recordedTax) < 0.005) return lines;
  let left = recordedTax;
  return lines.map((line, index) => {
    const amount =
      index === lines.length - 1
        ? roundToCents(left)
        : roundToCents(computed === 0 ? 0 : (line.amount * recordedTax) / computed);
    left = roundToCents(left - amount);
    return { name: line.name, amount };
  });
}

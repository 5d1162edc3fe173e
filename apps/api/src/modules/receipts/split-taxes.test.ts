import { describe, expect, it } from 'vitest';
import { splitTaxes } from './split-taxes';

const rates = [
  { taxDisplayName: 'SSCL', ratePercent: 2.5641, compound: false },
  { taxDisplayName: 'VAT', ratePercent: 18, compound: true },
];

describe('splitTaxes', () => {
  it('names each tax of the table with what it charged on the price', () => {
    expect(splitTaxes(450, 94.62, rates)).toEqual([
      { name: 'SSCL', amount: 11.54 },
      { name: 'VAT', amount: 83.08 },
    ]);
  });

  it('shares a recorded total the table would not give (a voucher off the taxed price) in proportion, to the cent', () => {
    // The table gives 7.69 and 55.39 on Rs 300.01, a cent short of what was charged: VAT takes it.
    expect(splitTaxes(300.01, 63.09, rates)).toEqual([
      { name: 'SSCL', amount: 7.69 },
      { name: 'VAT', amount: 55.4 },
    ]);
  });

  it('keeps a tax with no rate in force to name it by as one unnamed line, and no line for none', () => {
    expect(splitTaxes(100, 20, [])).toEqual([{ name: null, amount: 20 }]);
    expect(splitTaxes(100, 0, [])).toEqual([]);
  });
});

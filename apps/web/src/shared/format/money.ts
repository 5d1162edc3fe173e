const amount = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Prices are LKR, written 'Rs. 9,000.00' (spec: 'Rs.' with two decimals). */
export function formatMoney(value: number): string {
  return `Rs. ${amount.format(value)}`;
}

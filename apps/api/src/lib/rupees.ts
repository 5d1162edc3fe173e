/** An amount in rupees as the portal writes card amounts: 'Rs. 1,234.50' (spec 001 section 9). */
export function rupees(amount: number | string): string {
  return `Rs. ${Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

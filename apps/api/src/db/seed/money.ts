/** Rounds rupees to cents, as every stored amount is. */
export const roundToCents = (amount: number) => Math.round(amount * 100) / 100;

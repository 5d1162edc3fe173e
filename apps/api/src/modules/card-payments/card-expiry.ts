/**
 * The last day a card is good for, from PayHere's 'MM/YY': the last day of that month (ISO), or null
 * when the expiry cannot be read.
 */
export function cardLastDay(expiry: string | null): string | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry ?? '');
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  const year = 2000 + Number(match[2]);
  // Day 0 of the next month is the last day of this one.
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

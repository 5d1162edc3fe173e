/** The card as typed on the stub's card form; the number leaves this file only masked. */
export interface TypedCard {
  number: string;
  /** 'MM/YY'. */
  expiry: string;
  holderName: string;
}

export type CardReading = { card: TypedCard } | { problems: Record<string, string> };

/** The form's checks before the bank is asked: a card number, an expiry not past, a CVV, a name. */
export function readCard(fields: Record<string, string>, now = new Date()): CardReading {
  const number = (fields.card_number ?? '').replace(/[\s-]/g, '');
  const expiry = (fields.card_expiry ?? '').trim();
  const holderName = (fields.card_holder_name ?? '').trim();
  const problems: Record<string, string> = {};
  if (!/^\d{13,19}$/.test(number)) problems.card_number = 'Enter a card number of 13 to 19 digits.';
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiry);
  if (!match) problems.card_expiry = 'Enter the expiry date as MM/YY.';
  else if ((2000 + Number(match[2])) * 12 + Number(match[1]) < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
    problems.card_expiry = 'This card has expired.';
  }
  if (!/^\d{3,4}$/.test((fields.card_cvv ?? '').trim())) problems.card_cvv = 'Enter the 3 or 4 digit CVV.';
  if (holderName === '') problems.card_holder_name = 'Enter the name on the card.';
  return Object.keys(problems).length > 0 ? { problems } : { card: { number, expiry, holderName } };
}

/** The card details typed on the sandbox payment page. */
export interface CardDetails {
  /** Digits only. */
  number: string;
  /** 'MM/YY'. */
  expiry: string;
}

export interface CardProblems {
  cardNumber?: string;
  expiry?: string;
  cvv?: string;
}

export type CardReading = { card: CardDetails } | { problems: CardProblems };

/** An expiry 'MM/YY' in the past (the card's month still counts) is refused, as a bank would. */
function expiryProblem(expiry: string, now: Date): string | undefined {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiry);
  if (!match) return 'Enter the expiry date as MM/YY.';
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  return year * 12 + month < current ? 'This card has expired.' : undefined;
}

/** Checks the form as the gateway's page would before charging; the test cards decide the rest. */
export function readCard(fields: Record<string, string>, now = new Date()): CardReading {
  const number = (fields.card_number ?? '').replace(/[\s-]/g, '');
  const expiry = (fields.expiry ?? '').trim();
  const cvv = (fields.cvv ?? '').trim();
  const problems: CardProblems = {};
  if (!/^\d{12,19}$/.test(number)) problems.cardNumber = 'Enter a card number of 12 to 19 digits.';
  const expired = expiryProblem(expiry, now);
  if (expired) problems.expiry = expired;
  if (!/^\d{3,4}$/.test(cvv)) problems.cvv = 'Enter the 3 or 4 digit security code.';
  return Object.keys(problems).length > 0 ? { problems } : { card: { number, expiry } };
}

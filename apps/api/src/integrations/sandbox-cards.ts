/**
 * The sandbox gateway's test cards (shown on its checkout page). Any other well-formed number is
 * declined as unknown.
 */
export const sandboxCards = [
  { number: '4916217501611292', brand: 'VISA', outcome: 'success', label: 'Visa: approved, renews' },
  { number: '5307732125531191', brand: 'MASTER', outcome: 'success', label: 'Mastercard: approved, renews' },
  { number: '4000000000000341', brand: 'VISA', outcome: 'renewal-decline', label: 'Visa: approved, declines renewals' },
  { number: '4024007194349121', brand: 'VISA', outcome: 'decline', label: 'Visa: declined (insufficient funds)' },
  { number: '4000000000000259', brand: 'VISA', outcome: 'pending', label: 'Visa: held for review (pending)' },
] as const;

export type SandboxCard = (typeof sandboxCards)[number];

export const findSandboxCard = (number: string) =>
  sandboxCards.find((card) => card.number === number.replace(/\D/g, ''));

/** How PayHere masks a card in its notifications: the last four digits. */
export const maskCard = (number: string) => `************${number.replace(/\D/g, '').slice(-4)}`;

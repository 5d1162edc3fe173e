/** What the card's bank answers: a PayHere status code (2 success, 0 pending, -2 failed) and its message. */
export interface CardAnswer {
  statusCode: 2 | 0 | -2;
  statusMessage: string;
}

export interface TestCard {
  number: string;
  /** PayHere's name for the card's payment method in notifications. */
  method: 'VISA' | 'MASTER' | 'AMEX';
  answer: CardAnswer;
}

const approved: CardAnswer = { statusCode: 2, statusMessage: 'Successfully completed the payment.' };
const declined = (reason: string): CardAnswer => ({ statusCode: -2, statusMessage: reason });

/**
 * The test cards PayHere's sandbox documents (any future expiry, any CVV): one per brand approved, and
 * per brand one for each decline reason. A number not listed here is declined, as the sandbox does.
 */
export const TEST_CARDS: readonly TestCard[] = [
  { number: '4916217501611292', method: 'VISA', answer: approved },
  { number: '5307732125531191', method: 'MASTER', answer: approved },
  { number: '346781005510225', method: 'AMEX', answer: approved },
  { number: '4024007194349121', method: 'VISA', answer: declined('Insufficient Funds') },
  { number: '5459051433777487', method: 'MASTER', answer: declined('Insufficient Funds') },
  { number: '4929119799365646', method: 'VISA', answer: declined('Limit Exceeded') },
  { number: '5491182243178283', method: 'MASTER', answer: declined('Limit Exceeded') },
  { number: '4929768900837248', method: 'VISA', answer: declined('Do Not Honor') },
  { number: '5388172137367973', method: 'MASTER', answer: declined('Do Not Honor') },
  { number: '4024007120869333', method: 'VISA', answer: declined('Network Error') },
  { number: '5237980565185003', method: 'MASTER', answer: declined('Network Error') },
];

/** The card's answer; an unknown number is declined, its brand read from the first digit. */
export function answerFor(number: string): TestCard {
  const known = TEST_CARDS.find((card) => card.number === number);
  if (known) return known;
  const method = number.startsWith('5') ? 'MASTER' : number.startsWith('3') ? 'AMEX' : 'VISA';
  return { number, method, answer: declined('Invalid card: not a PayHere sandbox test card') };
}

/** How PayHere masks a card in a notification: all but the last four digits starred. */
export const maskCard = (number: string) => `${'*'.repeat(Math.max(number.length - 4, 0))}${number.slice(-4)}`;

import type { CardAnswer } from './test-cards';

/** A payment the stub took (or refused) on its card form. */
export interface StubPayment {
  paymentId: string;
  orderId: string;
  merchantId: string;
  items: string;
  amount: string;
  currency: string;
  /** The card's answer, or -3 once the bank has charged a paid payment back. */
  statusCode: CardAnswer['statusCode'] | -3;
  statusMessage: string;
  method: string;
  cardHolderName: string;
  /** Masked: the stub keeps no card number. */
  cardNo: string;
  cardExpiry: string;
  customer: { firstName: string; lastName: string; email: string; phone: string };
  /** The merchant's custom_1 and custom_2, echoed in the notification. */
  custom: { custom1: string; custom2: string };
  notifyUrl: string;
  createdAt: string;
}

/** A card a preapproval tokenised: what the Charging API charges. */
export interface StubToken {
  customerToken: string;
  merchantId: string;
  orderId: string;
  method: string;
  cardNo: string;
  cardExpiry: string;
  /** How the card answers charges. */
  answer: CardAnswer;
  createdAt: string;
}

/** One post of a notification to a merchant's notify_url, or one the stub was told to lose. */
export interface StubNotification {
  orderId: string;
  url: string;
  fields: Record<string, string>;
  /** The notify_url's HTTP status; null when it could not be reached or the post was lost on purpose. */
  status: number | null;
  outcome: 'delivered' | 'unreachable' | 'lost';
  at: string;
}

/** What the next payment's notification does: arrive, arrive late, never arrive, or arrive twice. */
export type NotificationFate = 'delivered' | 'delayed' | 'lost' | 'duplicated';

/** What a tester or a test sets for what comes next; each is used once. */
export interface NextAnswers {
  /** The next payment's outcome whatever card is typed (approved, declined, held for review). */
  outcome?: 'success' | 'decline' | 'pending';
  notification?: NotificationFate;
  /** How long a delayed notification waits; 5 seconds unless set. */
  delaySeconds?: number;
  /** How many of the next Retrieval API searches answer 500. */
  searchFailures?: number;
  /** The next Charging API charge's outcome whatever the card (a renewal that fails, then passes). */
  chargeOutcome?: 'success' | 'decline';
}

/** Money the Refund API gave back on a payment. */
export interface StubRefund {
  refundId: string;
  paymentId: string;
  amount: string;
  description: string;
  at: string;
}

/** The stub's memory: payments taken, refunds given, notifications sent, and what it was told to do next. */
export class Ledger {
  readonly payments: StubPayment[] = [];
  readonly tokens: StubToken[] = [];
  readonly refunds: StubRefund[] = [];
  readonly notifications: StubNotification[] = [];
  next: NextAnswers = {};

  /** Merges into what was set before, so outcome and notification fate may be set apart. */
  setNext(answers: NextAnswers): void {
    this.next = { ...this.next, ...answers };
  }

  /** The next payment's outcome and notification fate, forgotten once taken. */
  takePaymentAnswers(): Pick<NextAnswers, 'outcome' | 'notification' | 'delaySeconds'> {
    const { outcome, notification, delaySeconds, ...rest } = this.next;
    this.next = rest;
    return { outcome, notification, delaySeconds };
  }

  /** The next charge's forced outcome, forgotten once taken. */
  takeChargeOutcome(): NextAnswers['chargeOutcome'] {
    const { chargeOutcome, ...rest } = this.next;
    this.next = rest;
    return chargeOutcome;
  }

  /** Whether this search is one told to fail. */
  takeSearchFailure(): boolean {
    const failures = this.next.searchFailures ?? 0;
    if (failures <= 0) return false;
    this.next = { ...this.next, searchFailures: failures - 1 };
    return true;
  }

  paymentsFor(orderId: string): StubPayment[] {
    return this.payments.filter((payment) => payment.orderId === orderId);
  }

  /** Cents refunded on a payment so far. */
  refundedCents(paymentId: string): number {
    return this.refunds
      .filter((refund) => refund.paymentId === paymentId)
      .reduce((sum, refund) => sum + Math.round(Number(refund.amount) * 100), 0);
  }

  reset(): void {
    this.payments.length = 0;
    this.tokens.length = 0;
    this.refunds.length = 0;
    this.notifications.length = 0;
    this.next = {};
  }
}

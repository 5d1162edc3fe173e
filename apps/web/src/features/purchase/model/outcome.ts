/**
 * How a purchase or unsubscription ended, as the result modal shows it. The modal chooses the texts;
 * `message` is the server's own words, shown under them.
 */
export type FlowOutcome =
  | { kind: 'purchased'; reference: string | null; provisioning: boolean }
  | { kind: 'unsubscriptionCancelled' }
  | {
      kind: 'purchaseFailed';
      message: string | null;
      /** networkError: the operator wants its own network; paymentCancelled: a data bundle's status said why. */
      cause: 'networkError' | 'paymentCancelled' | null;
    }
  /** The operator asked for the payment to be retried. */
  | { kind: 'retry'; transactionId: string; message: string | null }
  /** Still not settled after reading again for a while; an operator payment (transactionId) can be asked about again. */
  | { kind: 'pending'; transactionId: string | null; message: string | null }
  /** The gateway took the card payment and the bank holds it for review: it settles later, either way. */
  | { kind: 'heldForReview'; message: string | null }
  /** The subscriber closed the card checkout before paying: nothing was charged, and they may try again. */
  | { kind: 'checkoutCancelled' }
  | { kind: 'unsubscribed' }
  | { kind: 'unsubscribeFailed'; message: string | null };

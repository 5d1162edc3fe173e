/**
 * The mobile operator's billing (type 6 connections): charges go on the subscriber's phone bill
 * (DESIGN.md section 7). A charge answers SUCCESS, PENDING (accepted, not yet confirmed), FAILURE
 * (refused, e.g. insufficient balance) or RETRY (a temporary problem; try the same charge again).
 */
export type OperatorChargeStatus = 'SUCCESS' | 'PENDING' | 'FAILURE' | 'RETRY';

export interface OperatorChargeRequest {
  /** The subscriber's mobile number, e.g. '0712345678'. */
  msisdn: string;
  /** Rupees, taxes included. */
  amount: number;
  /** Our transaction id: the operator's idempotency reference. */
  reference: string;
  description: string;
}

export interface OperatorChargeOutcome {
  status: OperatorChargeStatus;
  /** The operator's reason, shown to the subscriber on failure. */
  description: string | null;
  authCode: string | null;
  /** The request did not come over the operator's network ('Please try again with a mobitel network connection.'). */
  networkError: boolean;
}

export interface OperatorBilling {
  /**
   * Throws ServiceUnavailableError (503 with Retry-After) while the operator is known to be down (its
   * circuit is open), so a caller can refuse before it writes a payment that could not be charged.
   */
  requireReachable(): void;
  charge(request: OperatorChargeRequest): Promise<OperatorChargeOutcome>;
  /** The current state of an earlier charge, by our reference (for PENDING ones). */
  status(reference: string): Promise<OperatorChargeOutcome>;
}

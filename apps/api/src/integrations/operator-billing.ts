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
  charge(request: OperatorChargeRequest): Promise<OperatorChargeOutcome>;
  /** The current state of an earlier charge, by our reference (for PENDING ones). */
  status(reference: string): Promise<OperatorChargeOutcome>;
}

import type { TransactionResult } from '@selfcare/contracts';
import { readOperatorAnswer } from '@/shared/payment/model/operator-answer';

/**
 * What /paymentStatus shows (spec 001 "Payment status pages", spec 000 section 4):
 * - `processing` while the answer is awaited or the operator has not settled;
 * - `success`, with the provisioning description instead of CONTINUE while the product is still being
 *   provisioned (status PENDING, or FAILURE with a payment that went through);
 * - `failure` with the reason; RETRY PAYMENT is offered only for a RETRY.
 */
export type PaymentView =
  | { kind: 'processing'; description: string | null }
  | { kind: 'success'; provisioning: boolean; referenceNo: string | null }
  | { kind: 'failure'; message: string | null; retryable: boolean; networkError: boolean };

/** An operator (type 6) charge's answer. */
export function operatorPaymentView(result: TransactionResult): PaymentView {
  const answer = readOperatorAnswer(result);
  // Provisioning FAILURE after a payment that went through reads as PENDING (spec 000 section 4).
  if (result.status === 'FAILURE' && result.paymentStatus === 'SUCCESS') {
    return { kind: 'success', provisioning: true, referenceNo: result.referenceNo };
  }
  switch (answer) {
    case 'retry':
      return { kind: 'failure', message: result.description, retryable: true, networkError: result.networkError };
    case 'failure':
      return { kind: 'failure', message: result.description, retryable: false, networkError: result.networkError };
    case 'pending':
      return { kind: 'processing', description: result.description };
    case 'paid':
      return { kind: 'success', provisioning: false, referenceNo: result.referenceNo };
  }
}

/** A card (type 7) payment's paid status, read after the gateway's popup closed. */
export function cardPaymentView(status: { paid: boolean; status: string; description: string | null }): PaymentView {
  if (status.paid) return { kind: 'success', provisioning: status.status === 'PENDING', referenceNo: null };
  if (status.status === 'PENDING') return { kind: 'processing', description: status.description };
  return {
    kind: 'failure',
    message: status.description,
    retryable: status.status === 'RETRY',
    networkError: false,
  };
}

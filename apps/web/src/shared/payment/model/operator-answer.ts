import type { TransactionResult } from '@selfcare/contracts';

/**
 * How an operator (type 6) payment answer reads (spec 001 section 4): the operator asked for a retry;
 * it refused (paymentStatus FAILURE); it has not settled yet (status SUCCESS with no paymentStatus, or
 * PENDING); or it went through.
 */
export type OperatorAnswer = 'retry' | 'failure' | 'pending' | 'paid';

export function readOperatorAnswer({
  status,
  paymentStatus,
}: Pick<TransactionResult, 'status' | 'paymentStatus'>): OperatorAnswer {
  if (status === 'RETRY' || paymentStatus === 'RETRY') return 'retry';
  if (status === 'FAILURE' || paymentStatus === 'FAILURE') return 'failure';
  if (status === 'PENDING' || paymentStatus === null || paymentStatus === 'PENDING') return 'pending';
  return 'paid';
}

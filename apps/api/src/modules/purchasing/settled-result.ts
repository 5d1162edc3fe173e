import type { TransactionResult } from '@selfcare/contracts';

/** A result for a purchase that needed no payment step: bill-paid, free, or an unsubscription cancelled. */
export function settledResult(
  fields: Partial<TransactionResult> & Pick<TransactionResult, 'amount' | 'purchasedPrice'>,
): TransactionResult {
  return {
    status: 'SUCCESS',
    paymentStatus: 'SUCCESS',
    authCode: null,
    description: null,
    transactionId: null,
    referenceNo: null,
    purchaseId: null,
    unsubscriptionCancelled: false,
    networkError: false,
    ...fields,
  };
}

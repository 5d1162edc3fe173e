import type { TransactionResult, UiLanguage } from '@selfcare/contracts';
import { messageTextIn } from '@selfcare/contracts/messages/in-language';
import type { OperatorChargeOutcome } from '../../integrations/operator-billing';
import type { OperatorTransaction } from './operator-transactions';

/**
 * The answer for an operator payment in the shape the spec's client reads (spec 001 section 4, "Mobile
 * operator"): paymentStatus FAILURE is a failure showing the description; status SUCCESS with a null
 * paymentStatus is still being processed (show the description, then verify); anything else is paid.
 * So a RETRY answers paymentStatus FAILURE too, and its status RETRY is what enables RETRY PAYMENT.
 *
 * `outcome` is the operator's answer when this request wrote it: only then are its authorisation code
 * and network-error flag known (neither is stored). A description of our own is in the caller's `language`.
 */
export function operatorResult(
  transaction: OperatorTransaction,
  language: UiLanguage,
  outcome?: OperatorChargeOutcome,
): TransactionResult {
  const common = {
    authCode: null,
    description: transaction.description,
    transactionId: transaction.id,
    referenceNo: null,
    purchaseId: transaction.purchaseId,
    amount: transaction.amount,
    purchasedPrice: transaction.purchasedPrice,
    unsubscriptionCancelled: false,
    networkError: false,
  };
  switch (transaction.status) {
    case 'SUCCESS':
      return {
        ...common,
        status: 'SUCCESS',
        paymentStatus: 'SUCCESS',
        authCode: outcome?.authCode ?? null,
        description: null,
        referenceNo: transaction.referenceNo,
      };
    case 'PENDING':
      return {
        ...common,
        status: 'SUCCESS',
        paymentStatus: null,
        description: transaction.description ?? messageTextIn(language, 'purchase.operatorPending'),
      };
    case 'RETRY':
      return { ...common, status: 'RETRY', paymentStatus: 'FAILURE' };
    case 'FAILURE':
      return { ...common, status: 'FAILURE', paymentStatus: 'FAILURE', networkError: outcome?.networkError ?? false };
  }
}

import type { TransactionResult } from '@selfcare/contracts';
import { newIdempotencyKey } from '@/shared/payment/api/idempotency';
import { retryOperatorPayment } from '@/shared/payment/api/retry-operator-payment';
import { readOperatorAnswer } from '@/shared/payment/model/operator-answer';
import { readUntilSettled } from '@/shared/payment/read-until-settled';
import type { FlowOutcome } from '../model/outcome';
import type { PaymentContext } from './payment-context';
import { verifiedOutcome, verifyPurchase } from './verify-purchase';

/**
 * Asks the operator about an unsettled payment until it settles. Each question is a retry call of its
 * own, so each carries a new Idempotency-Key: the same key would only repeat the first (pending) answer.
 */
function settle(context: PaymentContext, transactionId: string): Promise<TransactionResult> {
  return readUntilSettled(
    () => retryOperatorPayment(transactionId, newIdempotencyKey(), context.signal),
    (answer) => readOperatorAnswer(answer) !== 'pending',
    context.signal,
  );
}

/**
 * Turns an operator (type 6) payment answer into the flow's result (spec 001 section 4): a subscribe
 * that cancelled a pending unsubscription (nothing was charged) says so; a refusal with the operator's
 * description or the mobile-network hint; a RETRY the subscriber can retry; an unsettled payment is
 * shown with its description while it is asked about again; a payment that went through is verified by
 * re-reading the product.
 */
export async function settleOperatorAnswer(context: PaymentContext, first: TransactionResult): Promise<FlowOutcome> {
  if (first.unsubscriptionCancelled) return { kind: 'unsubscriptionCancelled' };
  let answer = first;
  if (readOperatorAnswer(answer) === 'pending' && answer.transactionId) {
    context.onPaying(answer.description);
    answer = await settle(context, answer.transactionId);
  }
  switch (readOperatorAnswer(answer)) {
    case 'failure':
      return {
        kind: 'purchaseFailed',
        message: answer.description,
        cause: answer.networkError ? 'networkError' : null,
      };
    case 'retry':
      return answer.transactionId
        ? { kind: 'retry', transactionId: answer.transactionId, message: answer.description }
        : { kind: 'purchaseFailed', message: answer.description, cause: null };
    case 'pending':
      return { kind: 'pending', transactionId: answer.transactionId, message: answer.description };
    case 'paid':
      return verifiedOutcome(await verifyPurchase(context), answer.referenceNo);
  }
}

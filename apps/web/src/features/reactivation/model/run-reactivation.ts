import {
  messageText,
  type PrepaidPurchaseResponse,
  type ReactivationDetails,
  type ReactivationRequest,
} from '@selfcare/contracts';
import { getPaidStatus } from '@/shared/payment/api/get-paid-status';
import { runCardCheckout } from '@/shared/payment/card-gateway';
import { readUntilSettled } from '@/shared/payment/read-until-settled';
import { reactivateBasePackage } from '../api/reactivate-base-package';
import { cardOutcome, operatorOutcome, type ReactivationOutcome } from './outcome';

export interface ReactivationRun {
  details: ReactivationDetails & { basePackage: NonNullable<ReactivationDetails['basePackage']> };
  userId: string;
  idempotencyKey: string;
  signal: AbortSignal;
  /** The card popup has closed and the payment is being verified. */
  onVerifying?: () => void;
}

export function reactivationRequest(run: Pick<ReactivationRun, 'details' | 'userId'>): ReactivationRequest {
  const { details, userId } = run;
  return {
    userConnectionId: details.connectionId,
    productTypeId: details.basePackage.productTypeId,
    purchaseOptionId: details.basePackage.purchaseOptionId,
    productId: details.basePackage.productId,
    currency: 'LKR',
    userConnectionType: details.connectionType === 7 ? 'prepaid' : 'mobitel',
    userId,
    amount: details.basePackage.amount,
  };
}

function isCardAnswer(answer: unknown): answer is PrepaidPurchaseResponse {
  return typeof answer === 'object' && answer !== null && 'checkout' in answer;
}

/**
 * RE-ACTIVATE: the reactivation call, then for a card payer the gateway's popup at once (DESIGN.md: no
 * artificial waits) and, once it is completed, the paid status by transaction id, read again with
 * back-off while the gateway has not settled it; dismissed, the paid status is read once. A mobile-billed answer is final as it is.
 */
export async function runReactivation(run: ReactivationRun): Promise<ReactivationOutcome> {
  const answer = await reactivateBasePackage(reactivationRequest(run), run.idempotencyKey, run.signal);
  if (!isCardAnswer(answer)) return operatorOutcome(answer);
  const { checkout } = answer;
  if (!checkout) return { kind: 'reactivated' };
  const ended = await runCardCheckout(checkout);
  if (ended.kind === 'error') console.error('card gateway', ended.error);
  run.onVerifying?.();
  const read = () => getPaidStatus(checkout.transactionId, run.signal);
  // Closed without paying: one read tells whether the gateway took the payment anyway.
  if (ended.kind !== 'completed') {
    const status = await read();
    if (status.paid) return { kind: 'reactivated' };
    return { kind: 'failed', message: status.description ?? messageText('payment.cancelled'), networkError: false };
  }
  const status = await readUntilSettled(read, (value) => value.paid || value.status !== 'PENDING', run.signal);
  return cardOutcome(status);
}

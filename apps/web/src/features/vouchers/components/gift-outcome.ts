import type { GiftVoucherPurchaseResult, TransactionResult } from '@selfcare/contracts';
import { getPaidStatus } from '@/shared/payment/api/get-paid-status';
import { getPurchaseReference } from '@/shared/payment/api/get-purchase-reference';
import { newIdempotencyKey } from '@/shared/payment/api/idempotency';
import { retryOperatorPayment } from '@/shared/payment/api/retry-operator-payment';
import { runCardCheckout } from '@/shared/payment/card-gateway';
import { readOperatorAnswer } from '@/shared/payment/model/operator-answer';
import { readUntilSettled } from '@/shared/payment/read-until-settled';
import { getPurchasedVouchers } from '../api/get-purchased-vouchers';

/**
 * How a gift voucher purchase ended: bought (reference and redeem code), failed (a reason or none), an
 * operator payment to retry (RETRY) or still not settled (PENDING; it can be asked about again), or the
 * card checkout closed before paying (nothing was charged).
 */
export type GiftOutcome =
  | { kind: 'bought'; reference: string | null; code: string | null }
  | { kind: 'failed'; message: string | null }
  | { kind: 'retry'; transactionId: string; message: string | null }
  | { kind: 'pending'; transactionId: string; message: string | null }
  | { kind: 'checkoutCancelled' };

export interface GiftContext {
  voucherId: string;
  connectionId: string;
  signal: AbortSignal;
  /** The payment is being made or asked about: the card popup is open, or the operator has not settled. */
  onPaying: (message: string | null) => void;
}

/** The newest purchase of this voucher: its redeem code, once a card or operator payment issued it. */
async function latestCode(context: GiftContext): Promise<string | null> {
  const bought = await getPurchasedVouchers(context.connectionId, context.signal);
  return bought.find((voucher) => voucher.voucherId === context.voucherId)?.code ?? null;
}

/**
 * Asks the operator about an unsettled payment until it settles; each question is a retry call of its
 * own, so each carries a new Idempotency-Key (the same key would only repeat the first answer).
 */
function untilSettled(transactionId: string, signal: AbortSignal): Promise<TransactionResult> {
  return readUntilSettled(
    () => retryOperatorPayment(transactionId, newIdempotencyKey(), signal),
    (answer) => readOperatorAnswer(answer) !== 'pending',
    signal,
  );
}

/**
 * An operator (type 6) payment's answer from the retry call (spec 002 section 4 "Mobile-operator flow"):
 * not settled, its description is shown while it is asked about again; refused, the operator's reason;
 * RETRY, the subscriber can retry it; paid, the voucher was issued, and its code is read from the
 * purchased vouchers like a card payer's.
 */
export async function settleGiftOperatorAnswer(first: TransactionResult, context: GiftContext): Promise<GiftOutcome> {
  let answer = first;
  if (readOperatorAnswer(answer) === 'pending' && answer.transactionId) {
    context.onPaying(answer.description);
    answer = await untilSettled(answer.transactionId, context.signal);
  }
  const transactionId = answer.transactionId;
  switch (readOperatorAnswer(answer)) {
    case 'failure':
      return { kind: 'failed', message: answer.description };
    case 'retry':
      return transactionId
        ? { kind: 'retry', transactionId, message: answer.description }
        : { kind: 'failed', message: answer.description };
    case 'pending':
      return transactionId
        ? { kind: 'pending', transactionId, message: answer.description }
        : { kind: 'failed', message: answer.description };
    case 'paid':
      return { kind: 'bought', reference: answer.referenceNo, code: await latestCode(context) };
  }
}

/** RETRY PAYMENT of a gift voucher's operator payment: charged again (RETRY) or asked about (PENDING). */
export async function retryGiftPayment(
  transactionId: string,
  idempotencyKey: string,
  context: GiftContext,
): Promise<GiftOutcome> {
  const answer = await retryOperatorPayment(transactionId, idempotencyKey, context.signal);
  return settleGiftOperatorAnswer(answer, context);
}

/**
 * The purchase answer settled (spec 002 section 4 "Gift purchase"): a bill payer's, or a paid operator
 * payer's, answer carries the code; a refusal its reason. An operator payment to retry is offered for
 * RETRY PAYMENT; one not settled yet is asked about until it settles. A card payer pays in the gateway's
 * popup, then the paid status is polled, the reference read and the newest purchase of this voucher
 * taken as the redeem code.
 */
export async function settleGiftPurchase(
  result: GiftVoucherPurchaseResult,
  context: GiftContext,
): Promise<GiftOutcome> {
  if (!result.checkout) {
    switch (result.status) {
      case 'SUCCESS':
        return { kind: 'bought', reference: result.referenceNo, code: result.description };
      case 'RETRY':
        return result.transactionId
          ? { kind: 'retry', transactionId: result.transactionId, message: result.description }
          : { kind: 'failed', message: result.description };
      case 'PENDING': {
        if (!result.transactionId) return { kind: 'failed', message: result.description };
        context.onPaying(result.description);
        const answer = await untilSettled(result.transactionId, context.signal);
        return settleGiftOperatorAnswer(answer, context);
      }
      case 'FAILURE':
        return { kind: 'failed', message: result.description };
    }
  }
  context.onPaying(null);
  const end = await runCardCheckout(result.checkout);
  if (end.kind === 'dismissed') return { kind: 'checkoutCancelled' };
  // The gateway's popup has shown its own error; the spec only logs it, then reads the status.
  if (end.kind === 'error') console.error(end.error);
  const transactionId = result.checkout.transactionId;
  const status = await readUntilSettled(
    () => getPaidStatus(transactionId, context.signal),
    (read) => read.paid || read.status !== 'PENDING',
    context.signal,
  );
  if (!status.paid) return { kind: 'failed', message: status.description };
  const reference = await getPurchaseReference(transactionId, context.signal);
  return { kind: 'bought', reference: reference.referenceNo, code: await latestCode(context) };
}

import type { CardCheckout, PrepaidPurchaseResponse } from '@selfcare/contracts';
import { getPaidStatus } from '@/shared/payment/api/get-paid-status';
import { getPurchaseReference } from '@/shared/payment/api/get-purchase-reference';
import { runCardCheckout } from '@/shared/payment/card-gateway';
import { readUntilSettled } from '@/shared/payment/read-until-settled';
import type { FlowOutcome } from '../model/outcome';
import type { PaymentContext } from './payment-context';
import { verifiedOutcome, verifyPurchase } from './verify-purchase';

/** The subscriber closed the gateway's popup before paying: told that nothing was charged, and may try again. */
const CHECKOUT_CANCELLED: FlowOutcome = { kind: 'checkoutCancelled' };

/**
 * Waits for the gateway's notification to reach the api. A refusal ends the purchase with its reason; a
 * payment the bank holds for review ends at once, with the gateway's words and what comes next (it
 * settles later, and the subscriber is told); one the gateway has still said nothing about after the
 * wait ends as in progress.
 */
async function awaitPaid(context: PaymentContext, transactionId: string): Promise<FlowOutcome | null> {
  const status = await readUntilSettled(
    () => getPaidStatus(transactionId, context.signal),
    (read) => read.paid || read.status !== 'PENDING' || read.heldForReview,
    context.signal,
  );
  if (status.paid) return null;
  if (status.heldForReview) return { kind: 'heldForReview', message: status.description };
  if (status.status === 'PENDING') return { kind: 'pending', transactionId: null, message: status.description };
  return { kind: 'purchaseFailed', message: status.description, cause: null };
}

/** The reference number is a detail of a purchase that went through; failing to read it does not undo it. */
async function referenceOf(context: PaymentContext, transactionId: string): Promise<string | null> {
  try {
    return (await getPurchaseReference(transactionId, context.signal)).referenceNo;
  } catch (error) {
    if (context.signal.aborted) throw error;
    return null;
  }
}

async function payAtGateway(context: PaymentContext, checkout: CardCheckout): Promise<FlowOutcome> {
  context.onPaying(null);
  const end = await runCardCheckout(checkout);
  if (end.kind === 'dismissed') return CHECKOUT_CANCELLED;
  if (end.kind === 'error') {
    // The gateway's own popup has shown the problem; the spec only logs it, then verifies.
    console.error(end.error);
  } else {
    const unpaid = await awaitPaid(context, checkout.transactionId);
    if (unpaid) return unpaid;
  }
  const verdict = await verifyPurchase(context);
  if (verdict !== 'purchased' && verdict !== 'provisioning') return verifiedOutcome(verdict, null);
  return verifiedOutcome(verdict, await referenceOf(context, checkout.transactionId));
}

/**
 * A card (type 7) purchase after the api opened it: nothing left to pay completes at once; otherwise
 * the gateway's popup takes the payment, the paid status is read until the notification has arrived,
 * and the product is verified (spec 001 section 4).
 */
export function settleCardPayment(
  context: PaymentContext,
  { checkout, result }: PrepaidPurchaseResponse,
): Promise<FlowOutcome> {
  if (checkout) return payAtGateway(context, checkout);
  return Promise.resolve(
    result.status === 'SUCCESS'
      ? { kind: 'purchased', reference: result.referenceNo, provisioning: false }
      : { kind: 'purchaseFailed', message: result.description, cause: null },
  );
}

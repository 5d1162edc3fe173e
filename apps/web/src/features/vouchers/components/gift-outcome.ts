import type { GiftVoucherPurchaseResult } from '@selfcare/contracts';
import { getPaidStatus } from '@/shared/purchase/api/get-paid-status';
import { getPurchaseReference } from '@/shared/purchase/api/get-purchase-reference';
import { runCardCheckout } from '@/shared/purchase/payment/card-gateway';
import { readUntilSettled } from '@/shared/purchase/payment/read-until-settled';
import { getPurchasedVouchers } from '../api/get-purchased-vouchers';

/** How a gift voucher purchase ended: bought (reference and redeem code), failed (a reason or none), or dismissed. */
export type GiftOutcome =
  | { kind: 'bought'; reference: string | null; code: string | null }
  | { kind: 'failed'; message: string | null }
  | { kind: 'dismissed' };

/**
 * The purchase answer settled (spec 002 section 4 "Gift purchase"): a bill payer's answer carries the
 * code; a card payer pays in the gateway's popup, then the paid status is polled, the reference read and
 * the newest purchase of this voucher taken as the redeem code.
 */
export async function settleGiftPurchase(
  result: GiftVoucherPurchaseResult,
  context: { voucherId: string; connectionId: string; signal: AbortSignal },
): Promise<GiftOutcome> {
  if (!result.checkout) {
    return result.status === 'SUCCESS'
      ? { kind: 'bought', reference: result.referenceNo, code: result.description }
      : { kind: 'failed', message: result.description };
  }
  const end = await runCardCheckout(result.checkout);
  if (end.kind === 'dismissed') return { kind: 'dismissed' };
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
  const bought = await getPurchasedVouchers(context.connectionId, context.signal);
  const latest = bought.find((voucher) => voucher.voucherId === context.voucherId);
  return { kind: 'bought', reference: reference.referenceNo, code: latest?.code ?? null };
}

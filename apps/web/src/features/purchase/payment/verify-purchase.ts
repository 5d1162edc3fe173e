import { readUntilSettled } from '@/shared/payment/read-until-settled';
import { getPurchaseState } from '../api/get-purchase-state';
import type { FlowOutcome } from '../model/outcome';
import { type PurchaseVerdict, purchaseVerdict } from '../model/verdict';
import type { PaymentContext } from './payment-context';

/** Re-reads the product at once, and again with back-off while its payment is still PENDING. */
export async function verifyPurchase({ product, connectionId, signal }: PaymentContext): Promise<PurchaseVerdict> {
  const state = await readUntilSettled(
    () => getPurchaseState(product.id, connectionId, signal),
    (read) => purchaseVerdict(read) !== 'pending',
    signal,
  );
  return purchaseVerdict(state);
}

/** The result of a verified purchase, with the reference the payment answered. */
export function verifiedOutcome(verdict: PurchaseVerdict, reference: string | null): FlowOutcome {
  switch (verdict) {
    case 'purchased':
      return { kind: 'purchased', reference, provisioning: false };
    case 'provisioning':
      return { kind: 'purchased', reference, provisioning: true };
    case 'pending':
      return { kind: 'pending', transactionId: null, message: null };
    case 'failed':
      return { kind: 'purchaseFailed', message: null, cause: null };
  }
}

import type { PurchaseStatus } from '@/shared/catalogue/domain';

/**
 * What a re-read product says about a purchase (spec 001 section 4): purchased, or paid and still being
 * provisioned, is a success; a payment still PENDING is worth reading again; anything else failed.
 */
export type PurchaseVerdict = 'purchased' | 'provisioning' | 'pending' | 'failed';

export function purchaseVerdict({
  purchaseStatus,
  paymentStatus,
}: {
  purchaseStatus: PurchaseStatus;
  paymentStatus: string | null;
}): PurchaseVerdict {
  if (purchaseStatus === 'PURCHASE_COMPLETE') return 'purchased';
  if (purchaseStatus === 'PAYMENT_SUCCESS') return 'provisioning';
  if (paymentStatus === 'PENDING') return 'pending';
  return 'failed';
}

/** An unsubscription went through when the product is pending removal, or already gone. */
export function isUnsubscribed(purchaseStatus: PurchaseStatus): boolean {
  return purchaseStatus === 'PURCHASE_PENDING_REMOVE' || purchaseStatus === 'NOT_PURCHASED';
}

import type { PurchaseType } from '@/shared/catalogue/domain';

/** Subscriptions are subscribed to, one-off (transactional) options purchased; the wording follows. */
export type PurchaseKind = 'subscribe' | 'purchase';

export function purchaseKindOf(purchaseType: PurchaseType): PurchaseKind {
  return purchaseType === 'PURCHASE_TYPE_SUBSCRIPTION' ? 'subscribe' : 'purchase';
}

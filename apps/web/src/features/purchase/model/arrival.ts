import { ConnectionType } from '@selfcare/contracts';
import type { PurchaseStatus } from '@/shared/catalogue/domain';

export interface ArrivalInput {
  /** The ?purchaseOptionId= of the page's address. */
  requestedOptionId: string | null;
  isBundled: boolean;
  purchaseStatus: PurchaseStatus;
  connectionType: number;
}

/**
 * Whether a page opened with ?purchaseOptionId= opens the purchase modal by itself (spec 001 section 4):
 * never for bundled products; for card payers only when not purchased; for others also while the
 * product is pending removal.
 */
export function opensOnArrival({ requestedOptionId, isBundled, purchaseStatus, connectionType }: ArrivalInput) {
  if (!requestedOptionId || isBundled) return false;
  if (purchaseStatus === 'NOT_PURCHASED') return true;
  return purchaseStatus === 'PURCHASE_PENDING_REMOVE' && connectionType !== ConnectionType.prepaidCard;
}

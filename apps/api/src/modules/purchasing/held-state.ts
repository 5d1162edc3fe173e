import type { ProductPurchaseStatus } from '@selfcare/contracts';
import type { DbOrTx } from '../../db/client';
import { utcDate } from '../products/dates';
import { PurchaseStates } from '../products/purchase-state';
import type { Buyer } from './load-buyer';

/**
 * The product's state for the buyer as the rules need it: NOT_PURCHASED, or the live purchase's
 * status (including a payment still under way).
 */
export interface HeldState {
  purchaseStatus: ProductPurchaseStatus;
  purchaseId: string | null;
  paymentPending: boolean;
  isBundled: boolean;
}

export async function heldState(db: DbOrTx, buyer: Buyer, productId: string): Promise<HeldState> {
  const state = (await PurchaseStates.load(db, buyer.connectionId, [productId], utcDate(new Date()))).of(productId);
  return {
    purchaseStatus: state.purchaseStatus,
    purchaseId: state.purchaseId,
    paymentPending: state.purchaseStatus === 'NOT_PURCHASED' && state.paymentStatus === 'PENDING',
    isBundled: state.isBundled,
  };
}

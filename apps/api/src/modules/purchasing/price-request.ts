import type { DbOrTx } from '../../db/client';
import { readTogether } from '../../db/read-together';
import { type HeldState, heldState } from './held-state';
import type { Buyer } from './load-buyer';
import { requireBasePackageRunning } from './paused-base-package';
import { type PendingDowngrade, pendingDowngrade } from './pending-downgrade';
import { type PurchaseQuote, quotePurchase, requireSameQuote } from './quote-purchase';

/** What every subscribe payload says about the purchase, whatever the connection pays with. */
export interface PurchaseRequest {
  productId: string;
  purchaseOptionId: string;
  amount: number;
  voucherCode?: string | null | undefined;
  voucherId?: string | null | undefined;
  /** The product's own and the chosen option's purchase option groups (postpaid payload only). */
  productGroupId?: string;
  selectedGroupId?: string;
}

/**
 * The first step of every purchase, inside its transaction: the connection's base package not paused
 * (its row locked against a pause, decision 0074), what the connection holds of the product, and the
 * server's price (voucher locked for redemption), which must be the one the client showed.
 */
export async function priceRequest(
  tx: DbOrTx,
  buyer: Buyer,
  request: PurchaseRequest,
): Promise<{ held: HeldState; quote: PurchaseQuote; downgrade: PendingDowngrade | null }> {
  const [, held, quote, downgrade] = await readTogether(tx, [
    () => requireBasePackageRunning(tx, buyer.connectionId),
    () => heldState(tx, buyer, request.productId),
    () =>
      quotePurchase(tx, buyer, {
        productId: request.productId,
        purchaseOptionId: request.purchaseOptionId,
        voucher: request.voucherCode ? { code: request.voucherCode, voucherId: request.voucherId } : null,
        lockVoucher: true,
      }),
    () => pendingDowngrade(tx, buyer.connectionId),
  ] as const);
  requireSameQuote(quote, {
    amount: request.amount,
    productGroupId: request.productGroupId,
    selectedGroupId: request.selectedGroupId,
  });
  return { held, quote, downgrade };
}

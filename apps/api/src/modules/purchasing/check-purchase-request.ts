import type { DbOrTx } from '../../db/client';
import type { Buyer } from './load-buyer';
import { countTypedVoucher } from './validate-voucher';
import { type PinCheckRead, verifyParentalPin } from './verify-parental-pin';

/**
 * The checks before a purchase of the buyer's own connection (decision 0019): the parental PIN, then a
 * voucher code typed into it counted as a voucher check. Run on the pool, before the purchase's
 * transaction, so the counts survive its rollback. `pinCheck` is the PIN's read when it was made with the
 * buyer's (loadBuyerForPurchase).
 */
export async function checkPurchaseRequest(
  db: DbOrTx,
  buyer: Buyer,
  input: { pin: string; voucherCode?: string | null | undefined; ipAddress: string; pinCheck?: PinCheckRead },
): Promise<void> {
  await verifyParentalPin(
    db,
    { connectionId: buyer.connectionId, accountId: buyer.accountId, pin: input.pin, ipAddress: input.ipAddress },
    input.pinCheck,
  );
  await countTypedVoucher(db, {
    connectionId: buyer.connectionId,
    ipAddress: input.ipAddress,
    voucherCode: input.voucherCode,
  });
}

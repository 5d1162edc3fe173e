import type { VoucherValidateRequest, VoucherValidateResponse } from '@selfcare/contracts';
import type { DbOrTx } from '../../db/client';
import { tooManyAttempts } from '../../lib/api-error';
import { countAttempt } from '../../plugins/rate-limit';
import { belowCardMinimum, purchaseRule } from './errors';
import type { Buyer } from './load-buyer';
import { CARD_MINIMUM, quotePurchase } from './quote-purchase';

/**
 * Voucher checks allowed in a window (decision 0019): per connection enough for people, too few to
 * guess codes; per address twice that, for a household's connections together.
 */
export const VOUCHER_ATTEMPT_LIMIT = 20;
export const VOUCHER_ADDRESS_LIMIT = 40;
export const VOUCHER_WINDOW_SECONDS = 15 * 60;

/** Counts one voucher check against the connection and the address; 429 with Retry-After past either. */
export async function countVoucherAttempt(db: DbOrTx, input: { connectionId: string; ipAddress: string }) {
  const wait = await countAttempt(db, [
    {
      key: `voucher:connection:${input.connectionId}`,
      limit: VOUCHER_ATTEMPT_LIMIT,
      windowSeconds: VOUCHER_WINDOW_SECONDS,
    },
    { key: `voucher:address:${input.ipAddress}`, limit: VOUCHER_ADDRESS_LIMIT, windowSeconds: VOUCHER_WINDOW_SECONDS },
  ]);
  if (wait !== null) throw tooManyAttempts(wait);
}

/** A voucher code typed into a purchase counts as a check too, so purchases cannot be used to guess codes. */
export async function countTypedVoucher(
  db: DbOrTx,
  input: { connectionId: string; ipAddress: string; voucherCode?: string | null | undefined },
): Promise<void> {
  if (input.voucherCode) await countVoucherAttempt(db, input);
}

/**
 * Validates a voucher for the voucher box: the server prices the option itself (bill and operator
 * payers: the price; card payers: the taxed price) and answers the voucher's discount and the price
 * after it. Nothing is redeemed until the purchase.
 */
export async function validateVoucher(
  db: DbOrTx,
  buyer: Buyer,
  input: Pick<VoucherValidateRequest, 'code' | 'productId' | 'purchaseOptionId'> & { ipAddress: string },
): Promise<VoucherValidateResponse> {
  await countVoucherAttempt(db, { connectionId: buyer.connectionId, ipAddress: input.ipAddress });
  const quote = await quotePurchase(db, buyer, {
    productId: input.productId,
    purchaseOptionId: input.purchaseOptionId,
    voucher: { code: input.code },
    lockVoucher: false,
  });
  const voucher = quote.voucher;
  if (!voucher) throw purchaseRule('voucher.invalid');
  if (buyer.route === 'card' && quote.amountDue > 0 && quote.amountDue < CARD_MINIMUM) {
    throw belowCardMinimum();
  }
  return {
    type: voucher.type,
    discountPercentage: voucher.type === 'PERCENTAGE' ? voucher.value : 0,
    discountValue: voucher.discountValue,
    voucherId: voucher.voucherId,
    voucherName: voucher.voucherName,
    amount: quote.amountDue,
  };
}

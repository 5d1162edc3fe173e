import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { giftVouchers, purchasedVouchers } from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/** No 0/O or 1/I/L: codes are read out and typed in by people. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A redeem code in the demo data's shape, three groups of four: 31^12 codes, too many to guess. */
export function newRedeemCode(): string {
  let code = '';
  for (let index = 0; index < 12; index += 1) code += CODE_ALPHABET.charAt(randomInt(CODE_ALPHABET.length));
  return `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`;
}

/**
 * The bought voucher, inside the payment's transaction: its worth copied from the gift voucher, valid
 * for its utilize period from now. A card payment's transaction id is unique on the row, so a payment
 * never issues two.
 */
export async function issuePurchasedVoucher(
  tx: DbOrTx,
  input: { giftVoucherId: string; connectionId: string; transactionId: string | null; now: Date },
): Promise<{ id: string; code: string }> {
  const [voucher] = await tx.select().from(giftVouchers).where(eq(giftVouchers.id, input.giftVoucherId));
  if (!voucher) throw new Error(`gift voucher ${input.giftVoucherId} is missing`);
  const [row] = await tx
    .insert(purchasedVouchers)
    .values({
      giftVoucherId: voucher.id,
      connectionId: input.connectionId,
      transactionId: input.transactionId,
      code: newRedeemCode(),
      own: voucher.own,
      price: voucher.price,
      totalCount: voucher.totalCount,
      totalValue: voucher.totalValue,
      remainingCount: voucher.totalCount,
      remainingValue: voucher.totalValue,
      purchasedAt: input.now,
      expiresAt: new Date(input.now.getTime() + voucher.utilizePeriod * DAY_MS),
      redeemedByConnectionId: voucher.own ? input.connectionId : null,
    })
    .returning({ id: purchasedVouchers.id, code: purchasedVouchers.code });
  if (!row) throw new Error('purchased voucher insert returned no row');
  return row;
}

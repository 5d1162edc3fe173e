import type { purchasedVouchers, purchasedVoucherUsages, transactions } from '../../schema';
import { addDays, type SeedClock } from '../clock';
import { stableCode, stableId } from '../ids';
import { roundToCents } from '../money';
import { giftVoucherId, giftVoucherSeed } from '../promotions/gift-vouchers';
import { taxOn } from '../promotions/taxes';
import { connectionId, connectionSeed } from './connections';
import type { PlannedPurchase } from './plan';
import { purchasedVoucherSeeds } from './purchases';

/** A redeem code as printed on the voucher: three groups of four. */
function redeemCode(key: string): string {
  const code = stableCode('voucher-code', key, 12);
  return `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`;
}

/** The gift vouchers the demo subscribers bought, the payments for them, and what was bought with them. */
export function voucherRows(planned: readonly PlannedPurchase[], clock: SeedClock) {
  const vouchers: (typeof purchasedVouchers.$inferInsert)[] = [];
  const usages: (typeof purchasedVoucherUsages.$inferInsert)[] = [];
  const payments: (typeof transactions.$inferInsert)[] = [];

  for (const seed of purchasedVoucherSeeds) {
    const voucher = giftVoucherSeed(seed.voucher);
    const buyer = connectionSeed(seed.connection);
    const id = stableId('purchased-voucher', seed.key);
    const transactionId = stableId('transaction', `voucher/${seed.key}`);
    const purchasedAt = clock.daysAgo(seed.purchasedDaysAgo);
    const expiresAt = addDays(purchasedAt, voucher.utilizePeriod);
    const used = planned.filter((purchase) => purchase.seed.giftVoucher === seed.key);
    for (const purchase of used) {
      if (purchase.purchasedAt < purchasedAt || purchase.purchasedAt > expiresAt) {
        throw new Error(`Demo purchase ${purchase.id} uses voucher ${seed.key} outside its validity`);
      }
    }
    if (seed.unclaimed && used.length > 0) throw new Error(`Demo voucher ${seed.key} is unclaimed but used`);
    const valueUsed = roundToCents(used.reduce((sum, purchase) => sum + (purchase.offer?.price ?? 0), 0));
    const total = voucher.worth;
    const remainingValue = 'value' in total ? roundToCents(total.value - valueUsed) : null;
    const remainingCount = 'count' in total ? total.count - used.length : null;
    if ((remainingValue ?? 0) < 0 || (remainingCount ?? 0) < 0) {
      throw new Error(`Demo voucher ${seed.key} is used beyond its worth`);
    }
    const card = buyer.card;
    const tax = taxOn(voucher.price);

    payments.push({
      id: transactionId,
      connectionId: connectionId(buyer.key),
      purpose: 'VOUCHER',
      giftVoucherId: giftVoucherId(voucher.slug),
      itemName: voucher.name,
      channel: card ? 'CARD' : 'OPERATOR',
      method: card?.brand ?? 'Mobitel',
      cardMask: card?.mask ?? null,
      amount: roundToCents(voucher.price + tax),
      taxAmount: tax,
      status: 'SUCCESS',
      paymentStatus: 'SUCCESS',
      referenceNo: `TX${stableCode('reference', `voucher/${seed.key}`, 10)}`,
      gatewayOrderId: card ? `ORD${stableCode('reference', `voucher-order/${seed.key}`, 10)}` : null,
      notifiedAt: card ? purchasedAt : null,
      createdAt: purchasedAt,
      updatedAt: purchasedAt,
    });
    vouchers.push({
      id,
      giftVoucherId: giftVoucherId(voucher.slug),
      connectionId: connectionId(buyer.key),
      transactionId,
      code: redeemCode(seed.key),
      own: voucher.own,
      price: voucher.price,
      totalCount: 'count' in total ? total.count : null,
      totalValue: 'value' in total ? total.value : null,
      remainingCount,
      remainingValue,
      purchasedAt,
      expiresAt,
      redeemedByConnectionId: seed.unclaimed ? null : connectionId(used[0]?.connection.key ?? buyer.key),
      createdAt: purchasedAt,
    });
    usages.push(
      ...used.map((purchase) => ({
        id: stableId('purchased-voucher-usage', purchase.id),
        purchasedVoucherId: id,
        purchaseId: purchase.id,
        connectionId: connectionId(purchase.connection.key),
        valueUsed: purchase.offer?.price ?? 0,
        usedAt: purchase.purchasedAt,
      })),
    );
  }
  return { purchasedVouchers: vouchers, purchasedVoucherUsages: usages, voucherTransactions: payments };
}

import type { basePackageChanges, discountOptions } from '../../schema';
import { catalogue } from '../catalogue';
import { isoDate, type SeedClock, startOfDay } from '../clock';
import { stableId } from '../ids';
import { connectionId } from './connections';
import { type PlannedPurchase, purchaseKey } from './plan';
import { packageChangeSeeds, userDiscountSeeds } from './purchases';

/**
 * An applied upgrade took effect when requested; a pending downgrade waits for the end of the current
 * package's billing period.
 */
export function packageChangeRows(planned: readonly PlannedPurchase[], clock: SeedClock) {
  return packageChangeSeeds.map((change): typeof basePackageChanges.$inferInsert => {
    const requestedAt = clock.daysAgo(change.requestedDaysAgo);
    const from = planned.find((purchase) => purchaseKey(purchase.seed) === `${change.connection}/${change.from}`);
    if (!from?.billingEnd) throw new Error(`Demo package change ${change.connection} has no paid ${change.from}`);
    return {
      id: stableId('base-package-change', `${change.connection}/${change.requestedDaysAgo}`),
      connectionId: connectionId(change.connection),
      changeType: change.type,
      fromProductId: catalogue.id(change.from, 'package'),
      toProductId: catalogue.id(change.to, 'package'),
      toPurchaseOptionId: catalogue.optionId(change.to, 'monthly'),
      changeDate: isoDate(change.status === 'PENDING' ? from.billingEnd : requestedAt),
      status: change.status,
      requestedAt,
      resolvedAt: change.status === 'APPLIED' ? requestedAt : null,
    };
  });
}

/** Personal (user-level) discounts join the product's discount group. */
export function userDiscountRows() {
  return userDiscountSeeds.map((discount): typeof discountOptions.$inferInsert => ({
    id: stableId('discount-option', `${discount.product}/${discount.connection}`),
    discountOptionGroupId: catalogue.discountGroupId(discount.product),
    discountLevel: 'USER',
    connectionId: connectionId(discount.connection),
    discountType: discount.type,
    value: discount.value,
    duration: discount.months,
    durationType: 'MONTHS',
    startsAt: startOfDay(discount.startsAt),
  }));
}

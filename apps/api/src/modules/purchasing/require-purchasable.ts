import { purchaseConflict, purchaseRule } from './errors';
import type { HeldState } from './held-state';
import type { PendingDowngrade } from './pending-downgrade';
import type { PurchaseQuote } from './quote-purchase';

/**
 * May this connection buy this product now? Active, sold on its own (base packages change through
 * their own call), not already held or included, not blocked by a pending downgrade (data bundles
 * excepted), and watchable where the buyer is.
 */
export function requirePurchasable(input: {
  quote: PurchaseQuote;
  held: HeldState;
  /** pendingDowngrade's answer for the buyer's connection. */
  downgrade: PendingDowngrade | null;
  country: string;
}): void {
  const { quote, held, downgrade, country } = input;
  const { product, option } = quote;
  if (
    product.status !== 'PRODUCT_STATUS_ACTIVE' ||
    product.purchaseMode !== 'PURCHASE_MODE_STANDALONE' ||
    product.typeName === 'package'
  ) {
    throw purchaseRule('purchase.notForSale');
  }
  if (held.isBundled) throw purchaseConflict('purchase.alreadyIncluded');
  if (held.paymentPending) throw purchaseConflict('purchase.paymentInProgress');
  if (held.purchaseStatus === 'PURCHASE_COMPLETE' || held.purchaseStatus === 'PAYMENT_SUCCESS') {
    throw purchaseConflict('purchase.alreadyPurchased');
  }
  if (product.typeName !== 'databundle') {
    if (downgrade) {
      const key =
        option.purchaseType === 'PURCHASE_TYPE_SUBSCRIPTION'
          ? 'purchase.pendingDowngradeSubscribe'
          : 'purchase.pendingDowngradePurchase';
      throw purchaseRule(key, { name: product.name, date: downgrade.changeDate });
    }
  }
  if (product.typeName !== 'screens') {
    if (product.regions.includes('LK') && !product.regions.includes('INTERNATIONAL') && country !== 'LK') {
      throw purchaseRule('purchase.regionLkOnly');
    }
    if (product.regions.includes('INTERNATIONAL') && !product.regions.includes('LK') && country === 'LK') {
      throw purchaseRule('purchase.regionOutsideLkOnly');
    }
  }
}

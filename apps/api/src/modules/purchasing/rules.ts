import type { ProductPurchaseStatus } from '@selfcare/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { reusableStatement } from '../../db/reusable-statement';
import { basePackageChanges, products } from '../../db/schema';
import { utcDate } from '../products/dates';
import { PurchaseStates } from '../products/purchase-state';
import type { Buyer } from './buyer';
import { purchaseConflict, purchaseRule } from './errors';
import type { PurchaseQuote } from './quote';

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

/** pendingDowngrade's statement, built once (decision 0027). */
const pendingDowngradeRow = reusableStatement('purchase_pending_downgrade', (db) =>
  db
    .select({ changeDate: basePackageChanges.changeDate, name: products.name })
    .from(basePackageChanges)
    .innerJoin(products, eq(products.id, basePackageChanges.toProductId))
    .where(
      and(
        eq(basePackageChanges.connectionId, sql.placeholder('connectionId')),
        eq(basePackageChanges.status, 'PENDING'),
        eq(basePackageChanges.changeType, 'DOWNGRADE'),
      ),
    ),
);

export interface PendingDowngrade {
  changeDate: string;
  name: string;
}

/** The pending downgrade blocking new purchases, if any (spec 001 section 4, package change). */
export async function pendingDowngrade(db: DbOrTx, connectionId: string): Promise<PendingDowngrade | null> {
  const [change] = await pendingDowngradeRow(db, { connectionId });
  return change ?? null;
}

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

import type { ProductPurchaseStatus, PurchaseState } from '@selfcare/contracts';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { isAnyOf } from '../../db/any-of';
import type { DbOrTx } from '../../db/client';
import { reusableStatement } from '../../db/reusable-statement';
import {
  bundleChannels,
  livePurchaseStatuses,
  type PurchaseStatus,
  packageContents,
  products,
  productTypes,
  purchases,
  transactions,
} from '../../db/schema';
import { addDays, daysBetween } from './dates';

/** A purchase row that holds, or is about to hold, an entitlement. */
export type LivePurchase = Pick<
  typeof purchases.$inferSelect,
  | 'id'
  | 'productId'
  | 'purchaseOptionId'
  | 'status'
  | 'purchaseType'
  | 'paymentStatus'
  | 'provisioningStatus'
  | 'billingEndDate'
  | 'isBundled'
  | 'purchasedAt'
  | 'price'
> & {
  productTypeName: string;
  /**
   * A card checkout the gateway has said nothing about yet: the popup is open, or was left unpaid. A new
   * purchase gives it up (card-payments/abandon-unpaid-checkout.ts), so it does not hold the product.
   */
  openCheckout: boolean;
  /** A paused subscription's resume day (decision 0070); null or absent when not paused. */
  pauseResumesOn?: string | null;
};

const NOT_PURCHASED: PurchaseState = {
  isPurchased: false,
  isBundled: false,
  purchaseStatus: 'NOT_PURCHASED',
  paymentStatus: null,
  billingEndDate: null,
  purchaseId: null,
  daysRemainingToExpire: null,
  currentPurchasedPackage: false,
};

/** A payment still under way is not a purchase yet (its paymentStatus says PENDING). */
function reportedStatus(status: PurchaseStatus): ProductPurchaseStatus {
  switch (status) {
    case 'PURCHASE_COMPLETE':
    case 'PURCHASE_PENDING_REMOVE':
    case 'PAYMENT_SUCCESS':
      return status;
    default:
      return 'NOT_PURCHASED';
  }
}

/** One-off purchases and unsubscribed subscriptions end; a running subscription renews. */
function ends(purchase: LivePurchase): boolean {
  return (
    purchase.billingEndDate !== null &&
    (purchase.status === 'PURCHASE_PENDING_REMOVE' || purchase.purchaseType === 'PURCHASE_TYPE_TRANSACTIONAL')
  );
}

/**
 * Access lasts until the billing end date plus one day (spec 001 section 4). Checked at read time, so
 * the answer is right even before the sweeper has ended the row.
 */
export function hasAccess(purchase: LivePurchase, today: string): boolean {
  if (!ends(purchase) || purchase.billingEndDate === null) return true;
  return today <= addDays(purchase.billingEndDate, 1);
}

/** Paid for and provisioned (or being unsubscribed): the product is watchable. */
export function isEntitled(purchase: LivePurchase, today: string): boolean {
  return (
    (purchase.status === 'PURCHASE_COMPLETE' || purchase.status === 'PURCHASE_PENDING_REMOVE') &&
    hasAccess(purchase, today)
  );
}

/** loadLivePurchases' statement, built once (decision 0027): every purchase and catalogue mark reads it. */
const livePurchasesOf = reusableStatement('live_purchases', (db) =>
  db
    .select({
      id: purchases.id,
      productId: purchases.productId,
      purchaseOptionId: purchases.purchaseOptionId,
      status: purchases.status,
      purchaseType: purchases.purchaseType,
      paymentStatus: purchases.paymentStatus,
      provisioningStatus: purchases.provisioningStatus,
      billingEndDate: purchases.billingEndDate,
      pauseResumesOn: purchases.pauseResumesOn,
      isBundled: purchases.isBundled,
      purchasedAt: purchases.purchasedAt,
      price: purchases.price,
      productTypeName: productTypes.typeName,
      // An upgrade's package waiting for its charge on the card on file (decision 0056) is no checkout.
      openCheckout: sql<boolean>`(${purchases.status} = 'PURCHASE_PENDING' and ${purchases.paymentMethod} = 'CARD' and not exists (select 1 from ${transactions} where ${transactions.purchaseId} = ${purchases.id} and (${transactions.notifiedAt} is not null or ${transactions.purpose} = 'UPGRADE')))`,
    })
    .from(purchases)
    .innerJoin(products, eq(products.id, purchases.productId))
    .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
    .where(
      and(
        eq(purchases.connectionId, sql.placeholder('connectionId')),
        inArray(purchases.status, [...livePurchaseStatuses]),
      ),
    ),
);

/** The connection's live purchases, whatever the product; a connection holds a few dozen at most. */
export function loadLivePurchases(db: DbOrTx, connectionId: string): Promise<LivePurchase[]> {
  return livePurchasesOf(db, { connectionId });
}

/** The base package the connection holds now: the latest entitled purchase of a package. */
export function currentBasePackage(purchases: readonly LivePurchase[], today: string): LivePurchase | undefined {
  return purchases
    .filter((purchase) => purchase.productTypeName === 'package' && isEntitled(purchase, today))
    .sort((a, b) => b.purchasedAt.getTime() - a.purchasedAt.getTime())[0];
}

/**
 * Of the given products, those that come free with what the connection holds: the contents of its
 * packages, and the channels of its bundles, including bundles its packages carry. One query.
 */
async function bundledProductIds(
  db: DbOrTx,
  containerIds: readonly string[],
  productIds: readonly string[],
): Promise<Set<string>> {
  if (containerIds.length === 0 || productIds.length === 0) return new Set();
  const bundlesInContainers = db
    .select({ id: packageContents.productId })
    .from(packageContents)
    .where(isAnyOf(packageContents.packageId, containerIds));
  const rows = await db
    .select({ productId: packageContents.productId })
    .from(packageContents)
    .where(and(isAnyOf(packageContents.packageId, containerIds), isAnyOf(packageContents.productId, productIds)))
    .union(
      db
        .select({ productId: bundleChannels.channelId })
        .from(bundleChannels)
        .where(
          and(
            isAnyOf(bundleChannels.channelId, productIds),
            or(isAnyOf(bundleChannels.bundleId, containerIds), inArray(bundleChannels.bundleId, bundlesInContainers)),
          ),
        ),
    );
  return new Set(rows.map((row) => row.productId));
}

/** Purchase states of a set of products for one viewer (or none: a visitor). */
export class PurchaseStates {
  private readonly byProduct: Map<string, LivePurchase>;
  private readonly currentPackageId: string | undefined;

  private constructor(
    live: readonly LivePurchase[],
    private readonly bundled: ReadonlySet<string>,
    private readonly today: string,
  ) {
    this.byProduct = new Map(live.map((purchase) => [purchase.productId, purchase]));
    this.currentPackageId = currentBasePackage(live, today)?.id;
  }

  static visitor(today: string): PurchaseStates {
    return new PurchaseStates([], new Set(), today);
  }

  static async load(
    db: DbOrTx,
    connectionId: string,
    productIds: readonly string[],
    today: string,
  ): Promise<PurchaseStates> {
    const live = await loadLivePurchases(db, connectionId);
    const containers = live.filter((purchase) => isEntitled(purchase, today)).map((purchase) => purchase.productId);
    return new PurchaseStates(live, await bundledProductIds(db, containers, productIds), today);
  }

  /** The option the connection bought the product with, while it holds it; null otherwise. */
  heldOptionId(productId: string): string | null {
    const purchase = this.byProduct.get(productId);
    return purchase && hasAccess(purchase, this.today) ? purchase.purchaseOptionId : null;
  }

  /**
   * What the connection is billed for the product each period, before taxes, while it holds it on a
   * purchase of its own (not one that came in a package); null otherwise. Discounts in force now do not
   * change it: they were applied, or not, when it was bought.
   */
  billedPrice(productId: string): number | null {
    const purchase = this.byProduct.get(productId);
    if (!purchase || purchase.isBundled || !hasAccess(purchase, this.today)) return null;
    return reportedStatus(purchase.status) === 'NOT_PURCHASED' ? null : purchase.price;
  }

  of(productId: string): PurchaseState {
    const purchase = this.byProduct.get(productId);
    const bundled = this.bundled.has(productId);
    if (!purchase || !hasAccess(purchase, this.today)) return { ...NOT_PURCHASED, isBundled: bundled };
    const entitled = isEntitled(purchase, this.today);
    return {
      isPurchased: entitled,
      isBundled: bundled || purchase.isBundled,
      purchaseStatus: reportedStatus(purchase.status),
      // A payment under way holds the product (paymentStatus PENDING); an open card checkout does not.
      paymentStatus: purchase.openCheckout ? null : purchase.paymentStatus,
      billingEndDate: purchase.billingEndDate,
      purchaseId: purchase.id,
      daysRemainingToExpire:
        ends(purchase) && purchase.billingEndDate !== null
          ? Math.max(0, daysBetween(this.today, purchase.billingEndDate))
          : null,
      currentPurchasedPackage: purchase.id === this.currentPackageId,
      ...(purchase.pauseResumesOn && purchase.status === 'PURCHASE_COMPLETE'
        ? { pausedUntil: purchase.pauseResumesOn }
        : {}),
    };
  }
}

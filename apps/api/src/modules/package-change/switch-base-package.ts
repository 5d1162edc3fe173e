import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  livePurchaseStatuses,
  type PurchasePaymentMethod,
  type PurchaseType,
  packageDataBundles,
  purchases,
} from '../../db/schema';
import { type ProvisioningRequests, requestProvisioning } from '../../integrations/provisioning-follow-up';
import type { JobQueue } from '../../jobs/job-queue';
import { newReferenceNo } from '../../lib/reference-number';
import { endPurchaseWithBundled } from '../purchasing/end-purchase-with-bundled';
import type { PaymentRoute } from '../purchasing/load-buyer';

/** How a package bought through a change is paid from its next period on. */
export function paymentMethodOf(route: PaymentRoute, price: number): PurchasePaymentMethod {
  if (price === 0) return 'FREE';
  if (route === 'operator') return 'OPERATOR';
  if (route === 'card') return 'CARD';
  return 'MONTHLY_BILL';
}

export interface PackageSwitch {
  connectionId: string;
  /** Broadband connections get the package's own data bundle with it (as the seed gives them). */
  broadband: boolean;
  /** The package purchase being replaced. */
  fromPurchaseId: string;
  productId: string;
  option: { id: string; purchaseType: PurchaseType };
  /** Per period, after discounts and before taxes. */
  price: number;
  discountAmount: number;
  taxAmount: number;
  paymentMethod: PurchasePaymentMethod;
  /** SUCCESS when the period given is already paid; null when the first renewal still has to charge it. */
  paymentStatus: 'SUCCESS' | null;
  billingStartDate: string;
  billingEndDate: string;
  now: Date;
}

/** A purchase to hand to the provisioning platform once the change has committed. */
export interface ToProvision {
  id: string;
  productId: string;
}

/**
 * Replaces a connection's base package inside the caller's transaction: the old package purchase and
 * the rows bundled with it end now (their removal from the platform queued with the change), and the new package starts with its own bundled rows (the data
 * bundle that comes with it, on broadband). Answers what to provision after the commit.
 */
export async function switchBasePackage(db: DbOrTx, jobQueue: JobQueue, input: PackageSwitch): Promise<ToProvision[]> {
  const { now } = input;
  await endPurchaseWithBundled(db, jobQueue, input.fromPurchaseId, 'PURCHASE_REMOVED', now);

  const shared = {
    connectionId: input.connectionId,
    purchaseType: input.option.purchaseType,
    status: 'PURCHASE_COMPLETE' as const,
    paymentStatus: input.paymentStatus,
    provisioningStatus: 'PENDING' as const,
    purchasedAt: now,
    billingStartDate: input.billingStartDate,
    billingEndDate: input.billingEndDate,
  };
  const [parent] = await db
    .insert(purchases)
    .values({
      ...shared,
      productId: input.productId,
      purchaseOptionId: input.option.id,
      paymentMethod: input.paymentMethod,
      price: input.price,
      discountAmount: input.discountAmount,
      taxAmount: input.taxAmount,
      referenceNo: newReferenceNo('PR'),
    })
    .returning({ id: purchases.id, productId: purchases.productId });
  if (!parent) throw new Error('package purchase insert returned no row');

  const bundled = input.broadband
    ? await insertBundledDataBundles(db, { ...shared, id: parent.id, productId: input.productId })
    : [];
  return [parent, ...bundled];
}

/** A base package purchase whose own data bundle a broadband connection gets with it. */
export interface BundleParent {
  id: string;
  connectionId: string;
  productId: string;
  purchaseType: PurchaseType;
  status: 'PURCHASE_COMPLETE' | 'PAYMENT_SUCCESS';
  paymentStatus: 'SUCCESS' | null;
  purchasedAt: Date;
  billingStartDate: string;
  billingEndDate: string | null;
}

/** Adds, free and for the same period, the data bundles that come with a broadband connection's package. */
export async function insertBundledDataBundles(db: DbOrTx, parent: BundleParent): Promise<ToProvision[]> {
  const dataBundles = await db
    .select({ productId: packageDataBundles.dataBundleId })
    .from(packageDataBundles)
    .where(eq(packageDataBundles.packageId, parent.productId));
  if (dataBundles.length === 0) return [];
  return db
    .insert(purchases)
    .values(
      dataBundles.map((bundle) => ({
        connectionId: parent.connectionId,
        productId: bundle.productId,
        purchaseType: parent.purchaseType,
        status: parent.status,
        paymentStatus: parent.paymentStatus,
        provisioningStatus: 'PENDING' as const,
        purchasedAt: parent.purchasedAt,
        billingStartDate: parent.billingStartDate,
        billingEndDate: parent.billingEndDate,
        parentPurchaseId: parent.id,
        isBundled: true,
        paymentMethod: 'FREE' as const,
        price: 0,
        referenceNo: newReferenceNo('PR'),
      })),
    )
    .returning({ id: purchases.id, productId: purchases.productId });
}

/**
 * Provisions the purchases a change started and records the platform's answer. Run after the commit:
 * the platform is an external system and must not hold the transaction open.
 */
export async function provisionPurchases(
  db: DbOrTx,
  integrations: ProvisioningRequests,
  connectionId: string,
  started: readonly ToProvision[],
): Promise<void> {
  for (const purchase of started) {
    const outcome = await requestProvisioning(integrations, db, {
      purchaseId: purchase.id,
      connectionId,
      productId: purchase.productId,
    });
    await db
      .update(purchases)
      .set({ provisioningStatus: outcome, updatedAt: new Date() })
      .where(and(eq(purchases.id, purchase.id), inArray(purchases.status, [...livePurchaseStatuses])));
  }
}

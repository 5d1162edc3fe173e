import { smsTextIn } from '@selfcare/contracts/messages/sms';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, basePackageChanges, connections, products, purchases } from '../../db/schema';
import type { JobQueue } from '../../jobs/job-queue';
import { recordAudit } from '../../lib/audit';
import { newReferenceNo } from '../../lib/reference-number';
import { roundToCents } from '../products/pricing';
import { endPurchaseWithBundled } from '../purchasing/end-purchase-with-bundled';
import { failPurchase } from '../purchasing/fail-purchase';
import { lockLivePurchase } from '../purchasing/lock-live-purchase';
import type { UpgradeProration } from './prorate-upgrade';
import { insertBundledDataBundles, type PackageSwitch, type ToProvision } from './switch-base-package';
import type { OpenedUpgrade } from './upgrade-payer';

/** An upgrade to charge through the operator or the card, as the change's transaction has it. */
export interface ChargedUpgradeInput
  extends Pick<
    PackageSwitch,
    | 'connectionId'
    | 'productId'
    | 'option'
    | 'price'
    | 'discountAmount'
    | 'taxAmount'
    | 'billingStartDate'
    | 'billingEndDate'
    | 'now'
  > {
  accountId: string;
  ipAddress: string | null;
  paymentMethod: 'OPERATOR' | 'CARD';
  fromProductId: string;
  packageName: string;
  changeDate: string;
  charge: UpgradeProration;
}

/**
 * In the change's transaction: the new package's purchase, waiting for its payment (PURCHASE_PENDING,
 * so it gives nothing yet), and the PENDING upgrade that names it. The PENDING change holds off every
 * other change of the connection (its one-pending index) and the old package's renewal until the
 * charge is settled.
 */
export async function openChargedUpgrade(db: DbOrTx, input: ChargedUpgradeInput): Promise<OpenedUpgrade> {
  const [purchase] = await db
    .insert(purchases)
    .values({
      connectionId: input.connectionId,
      productId: input.productId,
      purchaseOptionId: input.option.id,
      purchaseType: input.option.purchaseType,
      status: 'PURCHASE_PENDING',
      paymentStatus: 'PENDING',
      paymentMethod: input.paymentMethod,
      price: input.price,
      discountAmount: input.discountAmount,
      taxAmount: input.taxAmount,
      purchasedAt: input.now,
      billingStartDate: input.billingStartDate,
      billingEndDate: input.billingEndDate,
      referenceNo: newReferenceNo('PR'),
    })
    .returning({ id: purchases.id });
  if (!purchase) throw new Error('upgrade purchase insert returned no row');
  const [change] = await db
    .insert(basePackageChanges)
    .values({
      connectionId: input.connectionId,
      changeType: 'UPGRADE',
      fromProductId: input.fromProductId,
      toProductId: input.productId,
      toPurchaseOptionId: input.option.id,
      changeDate: input.changeDate,
      status: 'PENDING',
      purchaseId: purchase.id,
      chargedAmount: input.charge.amount,
      chargedTaxAmount: input.charge.taxAmount,
      requestedAt: input.now,
    })
    .returning({ id: basePackageChanges.id });
  if (!change) throw new Error('upgrade change insert returned no row');
  await recordAudit(db, {
    action: 'package.upgrade_charge',
    outcome: 'success',
    accountId: input.accountId,
    ipAddress: input.ipAddress,
    subjectType: 'connection',
    subjectId: input.connectionId,
    details: {
      changeId: change.id,
      purchaseId: purchase.id,
      fromProductId: input.fromProductId,
      toProductId: input.productId,
      route: input.paymentMethod,
      ...input.charge,
    },
  });
  return {
    changeId: change.id,
    purchaseId: purchase.id,
    connectionId: input.connectionId,
    productId: input.productId,
    packageName: input.packageName,
    changeDate: input.changeDate,
    charge: input.charge,
  };
}

/** The PENDING upgrade a payment pays for, locked: null once it has been applied or dropped. */
async function lockPendingUpgrade(db: DbOrTx, purchaseId: string) {
  const [change] = await db
    .select()
    .from(basePackageChanges)
    .where(and(eq(basePackageChanges.purchaseId, purchaseId), eq(basePackageChanges.status, 'PENDING')))
    .for('update');
  return change ?? null;
}

/**
 * The upgrade's charge went through (in the payment's commit, through the settlement): the old package
 * and its bundled rows end, the new package's purchase is paid and running, with its own data bundle on
 * broadband, and the change is APPLIED. Once: a change no longer PENDING is left alone. Answers what
 * to provision after the commit.
 */
export async function completeUpgrade(
  db: DbOrTx,
  jobQueue: JobQueue,
  purchaseId: string,
  accountId: string,
): Promise<ToProvision[]> {
  const [connection] = await db
    .select({ broadband: connections.broadband })
    .from(connections)
    .innerJoin(purchases, eq(purchases.connectionId, connections.id))
    .where(eq(purchases.id, purchaseId))
    .for('no key update', { of: connections });
  const change = await lockPendingUpgrade(db, purchaseId);
  if (!connection || !change) return [];
  const now = new Date();
  const [parent] = await db
    .update(purchases)
    .set({ status: 'PURCHASE_COMPLETE', paymentStatus: 'SUCCESS', updatedAt: now })
    .where(and(eq(purchases.id, purchaseId), eq(purchases.status, 'PURCHASE_PENDING')))
    .returning();
  if (!parent?.billingEndDate) return [];
  // The old package may have ended meanwhile (unsubscribed to its end): the paid upgrade starts all the same.
  const from = await lockLivePurchase(db, change.connectionId, { productId: change.fromProductId });
  if (from) await endPurchaseWithBundled(db, jobQueue, from.id, 'PURCHASE_REMOVED', now);
  await db
    .update(basePackageChanges)
    .set({ status: 'APPLIED', resolvedAt: now })
    .where(eq(basePackageChanges.id, change.id));
  const bundled = connection.broadband
    ? await insertBundledDataBundles(db, {
        id: parent.id,
        connectionId: parent.connectionId,
        productId: parent.productId,
        purchaseType: parent.purchaseType,
        status: 'PURCHASE_COMPLETE',
        paymentStatus: 'SUCCESS',
        purchasedAt: parent.purchasedAt,
        billingStartDate: parent.billingStartDate,
        billingEndDate: parent.billingEndDate,
      })
    : [];
  await recordAudit(db, {
    action: 'package.upgrade',
    outcome: 'success',
    accountId,
    subjectType: 'connection',
    subjectId: change.connectionId,
    details: {
      changeId: change.id,
      fromProductId: change.fromProductId,
      toProductId: change.toProductId,
      purchaseOptionId: change.toPurchaseOptionId,
      charged: change.chargedAmount,
      chargedTax: change.chargedTaxAmount,
    },
  });
  return [{ id: parent.id, productId: parent.productId }, ...bundled];
}

/**
 * The upgrade's charge was refused (in the payment's commit, through the settlement): its purchase
 * fails, the change is cancelled and the old package stays as it was. Once, like completeUpgrade.
 */
export async function dropUpgrade(db: DbOrTx, purchaseId: string, accountId: string): Promise<boolean> {
  const change = await lockPendingUpgrade(db, purchaseId);
  if (!change) return false;
  await failPurchase(db, purchaseId);
  await db
    .update(basePackageChanges)
    .set({ status: 'CANCELLED', resolvedAt: new Date() })
    .where(eq(basePackageChanges.id, change.id));
  await recordAudit(db, {
    action: 'package.upgrade',
    outcome: 'failure',
    accountId,
    subjectType: 'connection',
    subjectId: change.connectionId,
    details: { changeId: change.id, fromProductId: change.fromProductId, toProductId: change.toProductId },
  });
  return true;
}

/**
 * The SMS telling the subscriber how an upgrade settled after its own request had answered (PENDING):
 * to the connection's mobile, in the language of the account's last login; null without a mobile.
 */
export async function upgradeSettledSms(
  db: DbOrTx,
  purchaseId: string,
  outcome: 'applied' | 'dropped',
): Promise<{ to: string; text: string } | null> {
  const [row] = await db
    .select({
      mobile: connections.mobile,
      language: accounts.language,
      packageName: products.name,
      amount: basePackageChanges.chargedAmount,
      taxAmount: basePackageChanges.chargedTaxAmount,
    })
    .from(basePackageChanges)
    .innerJoin(connections, eq(connections.id, basePackageChanges.connectionId))
    .innerJoin(accounts, eq(accounts.id, connections.accountId))
    .innerJoin(products, eq(products.id, basePackageChanges.toProductId))
    .where(eq(basePackageChanges.purchaseId, purchaseId));
  if (!row?.mobile) return null;
  const amount = roundToCents((row.amount ?? 0) + (row.taxAmount ?? 0)).toFixed(2);
  const key = outcome === 'applied' ? 'upgrade.applied' : 'upgrade.refused';
  return { to: row.mobile, text: smsTextIn(row.language, key, { amount, package: row.packageName }) };
}

import type { PackageChangeRequest, PackageChangeResult } from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { basePackageChanges, connections, purchases } from '../../db/schema';
import type { Integrations } from '../../integrations';
import type { JobQueue } from '../../jobs/job-queue';
import { notFound } from '../../lib/api-error';
import { recordAudit } from '../../lib/audit';
import { isUniqueViolation } from '../../lib/database-errors';
import { claimIdempotencyKey, type IdempotencyScope, storeIdempotentResult } from '../../lib/idempotency';
import { addDays, utcDate } from '../products/dates';
import { currentBasePackage, loadLivePurchases } from '../products/purchase-state';
import { purchaseConflict, purchaseRule } from '../purchasing/errors';
import { type Buyer, requireActive } from '../purchasing/load-buyer';
import { type PurchaseQuote, quotePurchase } from '../purchasing/quote-purchase';
import { allowedSecondaryPackages } from '../users/allowed-packages-service';
import { isRunningSubscription, pendingChange } from './downgrade-state';
import { paymentMethodOf, provisionPurchases, switchBasePackage, type ToProvision } from './switch-base-package';

type ChangeInput = Omit<PackageChangeRequest, 'pin' | 'userId' | 'userConnectionId' | 'userConnectionType'>;

export interface ChangeContext {
  db: Database;
  integrations: Integrations;
  buyer: Buyer;
  idempotency: IdempotencyScope;
}

type CurrentPackage = Pick<
  typeof purchases.$inferSelect,
  'id' | 'productId' | 'price' | 'status' | 'purchaseType' | 'paymentStatus' | 'billingEndDate'
>;

/**
 * Locks the connection for the change, so two changes of one connection run one after the other and
 * the second sees what the first did (the pending-change index backs this up).
 */
async function lockConnectionStatus(db: DbOrTx, connectionId: string): Promise<string> {
  const [row] = await db
    .select({ status: connections.status })
    .from(connections)
    .where(eq(connections.id, connectionId))
    .for('no key update');
  if (!row) throw notFound();
  return row.status;
}

async function lockCurrentPackage(db: DbOrTx, connectionId: string, today: string): Promise<CurrentPackage> {
  const current = currentBasePackage(await loadLivePurchases(db, connectionId), today);
  if (!current) throw purchaseRule('packageChange.noCurrentPackage');
  const [row] = await db
    .select({
      id: purchases.id,
      productId: purchases.productId,
      price: purchases.price,
      status: purchases.status,
      purchaseType: purchases.purchaseType,
      paymentStatus: purchases.paymentStatus,
      billingEndDate: purchases.billingEndDate,
    })
    .from(purchases)
    .where(eq(purchases.id, current.id))
    .for('update');
  if (!row) throw purchaseRule('packageChange.noCurrentPackage');
  return row;
}

/** The package asked for, priced for this connection with the chosen option of its own. */
async function quoteTarget(db: DbOrTx, buyer: Buyer, input: ChangeInput, current: CurrentPackage) {
  const quote = await quotePurchase(db, buyer, {
    productId: input.productId,
    purchaseOptionId: input.purchaseOptionId,
    lockVoucher: false,
  });
  if (quote.product.typeName !== 'package' || quote.product.productTypeId !== input.productTypeId) {
    throw purchaseRule('packageChange.notAPackage');
  }
  if (quote.product.id === current.productId) throw purchaseRule('packageChange.samePackage');
  const allowed = await allowedSecondaryPackages(db, buyer);
  if (!allowed.some((candidate) => candidate.id === quote.product.id)) throw purchaseRule('packageChange.notAllowed');
  // A change carries the paid period over and lets renewals charge the new price; a one-off option
  // has no renewal, so it would never be paid for.
  if (quote.option.purchaseType !== 'PURCHASE_TYPE_SUBSCRIPTION') throw purchaseRule('purchase.optionNotOffered');
  return quote;
}

const later = (a: string, b: string) => (a > b ? a : b);

async function applyUpgrade(
  db: DbOrTx,
  jobQueue: JobQueue,
  buyer: Buyer,
  current: CurrentPackage,
  quote: PurchaseQuote,
  now: Date,
): Promise<{ result: PackageChangeResult; started: ToProvision[] }> {
  // A renewal charge of the current package is under way; it must settle before the package goes.
  if (current.paymentStatus === 'PENDING') throw purchaseConflict('purchase.paymentInProgress');
  const today = utcDate(now);
  // The period already paid carries over; one overdue for renewal renews today at the new price.
  const billingEndDate = later(current.billingEndDate ?? today, today);
  // The first day of the first period charged at the new price (as a downgrade's change date is).
  const changeDate = addDays(billingEndDate, 1);
  let started: ToProvision[];
  try {
    started = await switchBasePackage(db, jobQueue, {
      connectionId: buyer.connectionId,
      broadband: buyer.broadband,
      fromPurchaseId: current.id,
      productId: quote.product.id,
      option: quote.option,
      price: quote.price,
      discountAmount: quote.discountAmount,
      taxAmount: quote.taxAmount,
      paymentMethod: paymentMethodOf(buyer.route, quote.price),
      paymentStatus: 'SUCCESS',
      billingStartDate: today,
      billingEndDate,
      now,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw purchaseConflict('purchase.alreadyPurchased');
    throw error;
  }
  await db.insert(basePackageChanges).values({
    connectionId: buyer.connectionId,
    changeType: 'UPGRADE',
    fromProductId: current.productId,
    toProductId: quote.product.id,
    toPurchaseOptionId: quote.option.id,
    changeDate,
    status: 'APPLIED',
    requestedAt: now,
    resolvedAt: now,
  });
  await recordAudit(db, {
    action: 'package.upgrade',
    outcome: 'success',
    accountId: buyer.accountId,
    ipAddress: buyer.ipAddress,
    subjectType: 'connection',
    subjectId: buyer.connectionId,
    details: { fromProductId: current.productId, toProductId: quote.product.id, purchaseOptionId: quote.option.id },
  });
  return {
    result: {
      changeType: 'UPGRADE',
      status: 'APPLIED',
      productId: quote.product.id,
      packageName: quote.product.name,
      changeDate,
    },
    started,
  };
}

async function scheduleDowngrade(
  db: DbOrTx,
  buyer: Buyer,
  current: CurrentPackage,
  quote: PurchaseQuote,
  now: Date,
): Promise<PackageChangeResult> {
  if (!isRunningSubscription(current)) throw purchaseRule('packageChange.downgradeNotAllowed');
  const changeDate = addDays(current.billingEndDate, 1);
  try {
    await db.insert(basePackageChanges).values({
      connectionId: buyer.connectionId,
      changeType: 'DOWNGRADE',
      fromProductId: current.productId,
      toProductId: quote.product.id,
      toPurchaseOptionId: quote.option.id,
      changeDate,
      status: 'PENDING',
      requestedAt: now,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw purchaseConflict('packageChange.changePending');
    throw error;
  }
  await recordAudit(db, {
    action: 'package.downgrade_scheduled',
    outcome: 'success',
    accountId: buyer.accountId,
    ipAddress: buyer.ipAddress,
    subjectType: 'connection',
    subjectId: buyer.connectionId,
    details: { fromProductId: current.productId, toProductId: quote.product.id, changeDate },
  });
  return {
    changeType: 'DOWNGRADE',
    status: 'PENDING',
    productId: quote.product.id,
    packageName: quote.product.name,
    changeDate,
  };
}

/**
 * Changes the connection's base package (docs/decisions/0006-purchasing-api.md, "Package change"). The
 * direction follows the prices: a package not cheaper than the current one is an UPGRADE and replaces
 * it at once for the rest of the paid period, and its change date (the day after that period, when the
 * new price is first charged) holds off unsubscription until then; a cheaper one is a DOWNGRADE,
 * scheduled for the day after the current billing end date. One transaction with the Idempotency-Key; provisioning follows the commit.
 */
export async function changeBasePackage(context: ChangeContext, input: ChangeInput): Promise<PackageChangeResult> {
  const { db, buyer } = context;
  const now = new Date();
  const { result, started } = await db.transaction(async (tx) => {
    const earlier = await claimIdempotencyKey<PackageChangeResult>(tx, context.idempotency);
    if (earlier) return { result: earlier.stored, started: [] };
    requireActive({ ...buyer, status: await lockConnectionStatus(tx, buyer.connectionId) });
    const current = await lockCurrentPackage(tx, buyer.connectionId, utcDate(now));
    if (await pendingChange(tx, buyer.connectionId)) throw purchaseConflict('packageChange.changePending');
    const quote = await quoteTarget(tx, buyer, input, current);
    const direction = quote.price >= current.price ? 'UPGRADE' : 'DOWNGRADE';
    if (direction !== input.changeType) throw purchaseRule('packageChange.wrongDirection');
    const outcome =
      direction === 'UPGRADE'
        ? await applyUpgrade(tx, context.integrations.jobQueue, buyer, current, quote, now)
        : { result: await scheduleDowngrade(tx, buyer, current, quote, now), started: [] };
    await storeIdempotentResult(tx, context.idempotency, outcome.result);
    return outcome;
  });
  await provisionPurchases(db, context.integrations, buyer.connectionId, started);
  return result;
}

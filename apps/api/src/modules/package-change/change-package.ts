import type { PackageChangeRequest, PackageChangeResult, UpgradeQuote } from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx, Transaction } from '../../db/client';
import { basePackageChanges, billLines, connections, purchaseOptions, purchases } from '../../db/schema';
import type { JobQueue } from '../../jobs/job-queue';
import { notFound } from '../../lib/api-error';
import { recordAudit } from '../../lib/audit';
import { isUniqueViolation } from '../../lib/database-errors';
import { claimIdempotencyKey, storeIdempotentResult } from '../../lib/idempotency';
import { addDays, utcDate } from '../products/dates';
import { currentBasePackage, loadLivePurchases } from '../products/purchase-state';
import { activeTaxRates } from '../promotions/tax';
import { purchaseConflict, purchaseRule } from '../purchasing/errors';
import { type Buyer, requireActive } from '../purchasing/load-buyer';
import { type PurchaseQuote, quotePurchase } from '../purchasing/quote-purchase';
import { allowedSecondaryPackages } from '../users/allowed-packages-service';
import { openChargedUpgrade } from './charged-upgrade';
import { isRunningSubscription, pendingChange } from './downgrade-state';
import { currentPeriod, prorateUpgrade, type UpgradeProration } from './prorate-upgrade';
import { paymentMethodOf, provisionPurchases, switchBasePackage, type ToProvision } from './switch-base-package';
import {
  answerOrThrow,
  type OpenedUpgrade,
  type UpgradeAnswer,
  type UpgradeChargeContext,
  type UpgradePayer,
  type UpgradePayers,
} from './upgrade-payer';

type ChangeInput = Omit<PackageChangeRequest, 'pin' | 'userId' | 'userConnectionId' | 'userConnectionType'>;

export interface ChangeContext extends UpgradeChargeContext {
  /** How the operator and the card charge an upgrade's difference. */
  payers: UpgradePayers;
}

type CurrentPackage = Pick<
  typeof purchases.$inferSelect,
  | 'id'
  | 'productId'
  | 'price'
  | 'status'
  | 'purchaseType'
  | 'paymentStatus'
  | 'billingStartDate'
  | 'billingEndDate'
  | 'pauseResumesOn'
> &
  Pick<typeof purchaseOptions.$inferSelect, 'utilizationPeriod' | 'utilizationPeriodUnit'>;

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

/** The connection's base package with its period, locked for the change unless only read (a quote). */
async function currentPackage(
  db: DbOrTx,
  connectionId: string,
  today: string,
  lock: 'lock' | 'read',
): Promise<CurrentPackage> {
  const current = currentBasePackage(await loadLivePurchases(db, connectionId), today);
  if (!current) throw purchaseRule('packageChange.noCurrentPackage');
  const query = db
    .select({
      id: purchases.id,
      productId: purchases.productId,
      price: purchases.price,
      status: purchases.status,
      purchaseType: purchases.purchaseType,
      paymentStatus: purchases.paymentStatus,
      billingStartDate: purchases.billingStartDate,
      billingEndDate: purchases.billingEndDate,
      pauseResumesOn: purchases.pauseResumesOn,
      utilizationPeriod: purchaseOptions.utilizationPeriod,
      utilizationPeriodUnit: purchaseOptions.utilizationPeriodUnit,
    })
    .from(purchases)
    .innerJoin(purchaseOptions, eq(purchaseOptions.id, purchases.purchaseOptionId))
    .where(eq(purchases.id, current.id));
  const [row] = await (lock === 'lock' ? query.for('update', { of: purchases }) : query);
  if (!row) throw purchaseRule('packageChange.noCurrentPackage');
  return row;
}

/** The package asked for: the change names its product type too, a quote does not. */
type Target = Pick<ChangeInput, 'productId' | 'purchaseOptionId'> & { productTypeId?: string };

/** The package asked for, priced for this connection with the chosen option of its own. */
async function quoteTarget(db: DbOrTx, buyer: Buyer, input: Target, current: CurrentPackage) {
  const quote = await quotePurchase(db, buyer, {
    productId: input.productId,
    purchaseOptionId: input.purchaseOptionId,
    lockVoucher: false,
  });
  const typeNamed = input.productTypeId ?? quote.product.productTypeId;
  if (quote.product.typeName !== 'package' || quote.product.productTypeId !== typeNamed) {
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

/** An upgrade's dates and what it charges now, computed once under the connection's locks. */
interface UpgradePlan {
  /** The period already paid, carried over; one overdue for renewal renews today at the new price. */
  billingEndDate: string;
  /** The first day of the first period charged at the new price (as a downgrade's change date is). */
  changeDate: string;
  charge: UpgradeProration;
}

async function planUpgrade(db: DbOrTx, current: CurrentPackage, quote: PurchaseQuote, today: string) {
  const billingEndDate = later(current.billingEndDate ?? today, today);
  const plan: UpgradePlan = {
    billingEndDate,
    changeDate: addDays(billingEndDate, 1),
    charge: prorateUpgrade({
      currentPrice: current.price,
      newPrice: quote.price,
      rates: await activeTaxRates(db, new Date()),
      period: currentPeriod({ ...current, billingEndDate }),
      today,
    }),
  };
  return plan;
}

function upgradeResult(quote: PurchaseQuote, plan: UpgradePlan, status: 'APPLIED' | 'PENDING'): PackageChangeResult {
  return {
    changeType: 'UPGRADE',
    status,
    productId: quote.product.id,
    packageName: quote.product.name,
    changeDate: plan.changeDate,
    charged: plan.charge.charged,
  };
}

/**
 * An upgrade applied in the change's own transaction: one that charges nothing now, or a bill payer's,
 * whose difference is a line on this month's bill written with the switch (decision 0056).
 */
async function applyUpgrade(
  db: DbOrTx,
  jobQueue: JobQueue,
  buyer: Buyer,
  current: CurrentPackage,
  quote: PurchaseQuote,
  plan: UpgradePlan,
  now: Date,
): Promise<{ result: PackageChangeResult; started: ToProvision[] }> {
  const { charge } = plan;
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
      billingStartDate: utcDate(now),
      billingEndDate: plan.billingEndDate,
      now,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw purchaseConflict('purchase.alreadyPurchased');
    throw error;
  }
  const [started0] = started;
  if (!started0) throw new Error('package switch started no purchase');
  if (charge.charged > 0) {
    await db.insert(billLines).values({
      connectionId: buyer.connectionId,
      purchaseId: started0.id,
      description: `${quote.product.name} (upgrade, ${charge.remainingDays} of ${charge.periodDays} days)`,
      amount: charge.amount,
      taxAmount: charge.taxAmount,
      billingMonth: `${utcDate(now).slice(0, 7)}-01`,
      chargedAt: now,
    });
  }
  await db.insert(basePackageChanges).values({
    connectionId: buyer.connectionId,
    changeType: 'UPGRADE',
    fromProductId: current.productId,
    toProductId: quote.product.id,
    toPurchaseOptionId: quote.option.id,
    changeDate: plan.changeDate,
    status: 'APPLIED',
    purchaseId: started0.id,
    chargedAmount: charge.amount,
    chargedTaxAmount: charge.taxAmount,
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
    details: {
      fromProductId: current.productId,
      toProductId: quote.product.id,
      purchaseOptionId: quote.option.id,
      route: buyer.route,
      ...charge,
    },
  });
  return { result: upgradeResult(quote, plan, 'APPLIED'), started };
}

/**
 * An operator or card payer's upgrade with a difference to charge: the new package's purchase and the
 * PENDING change are written before the charge, and the operator's PENDING payment with them (the card
 * on file writes its own, committed before PayHere is called; open-upgrades.ts drops an upgrade left
 * without one).
 */
async function openUpgrade(
  tx: Transaction,
  payer: UpgradePayer,
  buyer: Buyer,
  current: CurrentPackage,
  quote: PurchaseQuote,
  plan: UpgradePlan,
  now: Date,
): Promise<{ upgrade: OpenedUpgrade; paymentId: string | null }> {
  let upgrade: OpenedUpgrade;
  try {
    upgrade = await openChargedUpgrade(tx, {
      accountId: buyer.accountId,
      ipAddress: buyer.ipAddress,
      connectionId: buyer.connectionId,
      productId: quote.product.id,
      option: quote.option,
      price: quote.price,
      discountAmount: quote.discountAmount,
      taxAmount: quote.taxAmount,
      paymentMethod: buyer.route === 'card' ? 'CARD' : 'OPERATOR',
      billingStartDate: utcDate(now),
      billingEndDate: plan.billingEndDate,
      fromProductId: current.productId,
      packageName: quote.product.name,
      changeDate: plan.changeDate,
      charge: plan.charge,
      now,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw purchaseConflict('purchase.alreadyPurchased');
    throw error;
  }
  return { upgrade, paymentId: payer.openPayment ? await payer.openPayment(tx, upgrade) : null };
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
    charged: 0,
  };
}

/**
 * The connection and its base package locked for a change to the package asked for, which is priced:
 * no other change may be waiting, and the package must be one the connection may hold.
 */
async function lockForChange(tx: DbOrTx, buyer: Buyer, input: Target, today: string) {
  requireActive({ ...buyer, status: await lockConnectionStatus(tx, buyer.connectionId) });
  const current = await currentPackage(tx, buyer.connectionId, today, 'lock');
  if (current.pauseResumesOn) throw purchaseRule('purchase.basePackagePaused', { date: current.pauseResumesOn });
  if (await pendingChange(tx, buyer.connectionId)) throw purchaseConflict('packageChange.changePending');
  const quote = await quoteTarget(tx, buyer, input, current);
  const direction: 'UPGRADE' | 'DOWNGRADE' = quote.price >= current.price ? 'UPGRADE' : 'DOWNGRADE';
  return { current, quote, direction };
}

/**
 * Schedules the connection's downgrade to a cheaper package for the day after its paid period, in the
 * caller's transaction, by the rules of every package change (a 422 or 409 when they refuse it): the
 * portal's downgrade and an accepted retention offer (decision 0075) both take this way. `price` is
 * what a period of the new package costs before taxes.
 */
export async function downgradeBasePackage(
  tx: DbOrTx,
  buyer: Buyer,
  input: Target,
  now: Date,
): Promise<{ result: PackageChangeResult; price: number }> {
  const { current, quote, direction } = await lockForChange(tx, buyer, input, utcDate(now));
  if (direction !== 'DOWNGRADE') throw purchaseRule('packageChange.wrongDirection');
  return { result: await scheduleDowngrade(tx, buyer, current, quote, now), price: quote.price };
}

/**
 * What an upgrade to the package would charge now (the upgrade dialog shows it), computed as the
 * change computes it; the change itself computes it again under its locks.
 */
export async function quoteUpgrade(db: DbOrTx, buyer: Buyer, input: Target): Promise<UpgradeQuote> {
  requireActive(buyer);
  const today = utcDate(new Date());
  const current = await currentPackage(db, buyer.connectionId, today, 'read');
  const quote = await quoteTarget(db, buyer, input, current);
  if (quote.price < current.price) throw purchaseRule('packageChange.wrongDirection');
  const { charge, changeDate } = await planUpgrade(db, current, quote, today);
  return { ...charge, changeDate };
}

/** What the change's transaction leaves: an answer, or an upgrade whose charge is to be made. */
type Decided =
  | { kind: 'answered'; answer: UpgradeAnswer; started: ToProvision[] }
  | { kind: 'charge'; payer: UpgradePayer; upgrade: OpenedUpgrade; paymentId: string | null };

function decideChange(context: ChangeContext, input: ChangeInput, now: Date): Promise<Decided> {
  const { db, buyer } = context;
  return db.transaction(async (tx): Promise<Decided> => {
    const earlier = await claimIdempotencyKey<UpgradeAnswer>(tx, context.idempotency);
    if (earlier) return { kind: 'answered', answer: earlier.stored, started: [] };
    let decided: Decided;
    if (input.changeType === 'DOWNGRADE') {
      const { result } = await downgradeBasePackage(tx, buyer, input, now);
      decided = { kind: 'answered', answer: { outcome: 'changed', result }, started: [] };
    } else {
      const today = utcDate(now);
      const { current, quote, direction } = await lockForChange(tx, buyer, input, today);
      if (direction !== 'UPGRADE') throw purchaseRule('packageChange.wrongDirection');
      // A renewal charge of the current package is under way; it must settle before the package goes.
      if (current.paymentStatus === 'PENDING') throw purchaseConflict('purchase.paymentInProgress');
      const plan = await planUpgrade(tx, current, quote, today);
      if (buyer.route === 'bill' || plan.charge.charged === 0) {
        const { result, started } = await applyUpgrade(
          tx,
          context.integrations.jobQueue,
          buyer,
          current,
          quote,
          plan,
          now,
        );
        decided = { kind: 'answered', answer: { outcome: 'changed', result }, started };
      } else {
        const payer = context.payers[buyer.route];
        await payer.ready(context, tx);
        return { kind: 'charge', payer, ...(await openUpgrade(tx, payer, buyer, current, quote, plan, now)) };
      }
    }
    await storeIdempotentResult(tx, context.idempotency, decided.answer);
    return decided;
  });
}

/**
 * Changes the connection's base package (docs/decisions/0006-purchasing-api.md, "Package change"). The
 * direction follows the prices: a package not cheaper than the current one is an UPGRADE, which charges
 * now the difference for the rest of the paid period (decision 0056) and replaces the package once that
 * is paid: a bill payer's on this month's bill in the same transaction, an operator or card payer's
 * through their payer after the commit, the upgrade waiting (PENDING) while the charge is unanswered. Its
 * change date (the day after that period) holds off unsubscription until then (decision 0029). A
 * cheaper one is a DOWNGRADE, scheduled for the day after the current billing end date. The
 * Idempotency-Key is claimed in the first transaction; provisioning follows the commit.
 */
export async function changeBasePackage(context: ChangeContext, input: ChangeInput): Promise<PackageChangeResult> {
  const decided = await decideChange(context, input, new Date());
  if (decided.kind === 'charge') {
    return answerOrThrow(await decided.payer.charge(context, decided.upgrade, decided.paymentId));
  }
  await provisionPurchases(context.db, context.integrations, context.buyer.connectionId, decided.started);
  return answerOrThrow(decided.answer);
}

import { sriLankaDayStart } from '@selfcare/contracts';
import { and, asc, eq, gt, isNull, lte } from 'drizzle-orm';
import { isAnyOf } from '../../db/any-of';
import type { DbOrTx } from '../../db/client';
import { acceptedRetentionOffers, purchaseOptionPriceChanges, purchaseOptions } from '../../db/schema';
import { retentionDiscounted, toPurchaseOption } from '../products/pricing';
import { activeTaxRates } from '../promotions/tax';
import { repricedRenewal } from './price-changes';
import { renewalCharge, type TaxRates } from './renewals';

/**
 * The price a subscription renews at on `renewalDay`: its price now, moved by every dated price of its
 * option (console, decision 0060) that the sweep will have applied by then, in the order it applies
 * them, with the same rule (price-changes.ts).
 */
async function priceOnRenewalDay(
  db: DbOrTx,
  purchase: { price: number; purchaseOptionId: string | null },
  renewalDay: string,
): Promise<number> {
  if (!purchase.purchaseOptionId) return purchase.price;
  const changes = await db
    .select({ price: purchaseOptionPriceChanges.price })
    .from(purchaseOptionPriceChanges)
    .where(
      and(
        eq(purchaseOptionPriceChanges.purchaseOptionId, purchase.purchaseOptionId),
        isNull(purchaseOptionPriceChanges.appliedAt),
        lte(purchaseOptionPriceChanges.effectiveOn, renewalDay),
      ),
    )
    .orderBy(asc(purchaseOptionPriceChanges.effectiveOn));
  if (changes.length === 0) return purchase.price;
  const [option] = await db.select().from(purchaseOptions).where(eq(purchaseOptions.id, purchase.purchaseOptionId));
  if (!option) return purchase.price;
  let price = purchase.price;
  let defaultPrice = option.defaultPrice;
  for (const change of changes) {
    const before = toPurchaseOption({ ...option, defaultPrice }).purchasePrice;
    const after = toPurchaseOption({ ...option, defaultPrice: change.price }).purchasePrice;
    // The rule is evaluated where it lives, in SQL, so the reminder and the change cannot disagree.
    const [row] = await db
      .select({ price: repricedRenewal(price, before, after).mapWith(Number) })
      .from(purchaseOptions)
      .where(eq(purchaseOptions.id, option.id));
    price = row?.price ?? price;
    defaultPrice = change.price;
  }
  return price;
}

/**
 * What the renewal on `renewalDay` charges, taxes included, `percentOff` less: the price of that day
 * (with any dated price change by then) and the taxes in force from the day's start in Sri Lanka, as
 * the sweep of that day charges it (renewals.ts, `renewalCharge`; renewal-state.ts, `nextPeriod`).
 */
export async function chargeOnRenewalDay(
  db: DbOrTx,
  purchase: { price: number; purchaseOptionId: string | null },
  renewalDay: string,
  percentOff: number,
): Promise<number> {
  const price = retentionDiscounted(await priceOnRenewalDay(db, purchase, renewalDay), percentOff);
  const rates = await activeTaxRates(db, sriLankaDayStart(renewalDay));
  return renewalCharge(price, rates).amount;
}

/** A subscription whose next renewal is priced: the purchase and the day it renews on. */
export interface RenewingPurchase {
  id: string;
  price: number;
  purchaseOptionId: string | null;
  renewalDay: string;
}

/**
 * What the next renewal of each subscription will charge, as `chargeOnRenewalDay` prices it, less a
 * retention discount it has renewals of left (decision 0072); keyed by purchase id. A page's reminders
 * ask for many at once: the discounts, the options with a dated price still to apply, and the taxes of
 * each renewal day are read once each, and only a purchase whose option has such a change is priced on
 * its own (`priceOnRenewalDay`).
 */
export async function amountsAtRenewal(
  db: DbOrTx,
  renewing: readonly RenewingPurchase[],
): Promise<Map<string, number>> {
  const amounts = new Map<string, number>();
  if (renewing.length === 0) return amounts;
  const accepted = await db
    .select({ purchaseId: acceptedRetentionOffers.purchaseId, percent: acceptedRetentionOffers.percent })
    .from(acceptedRetentionOffers)
    .where(
      and(
        isAnyOf(
          acceptedRetentionOffers.purchaseId,
          renewing.map((purchase) => purchase.id),
        ),
        gt(acceptedRetentionOffers.renewalsLeft, 0),
      ),
    );
  const percentOff = new Map(accepted.map((row) => [row.purchaseId, row.percent]));
  const optionIds = [...new Set(renewing.flatMap((purchase) => purchase.purchaseOptionId ?? []))];
  const lastDay =
    renewing
      .map((purchase) => purchase.renewalDay)
      .sort()
      .at(-1) ?? '';
  const repriced =
    optionIds.length === 0
      ? []
      : await db
          .selectDistinct({ optionId: purchaseOptionPriceChanges.purchaseOptionId })
          .from(purchaseOptionPriceChanges)
          .where(
            and(
              isAnyOf(purchaseOptionPriceChanges.purchaseOptionId, optionIds),
              isNull(purchaseOptionPriceChanges.appliedAt),
              lte(purchaseOptionPriceChanges.effectiveOn, lastDay),
            ),
          );
  const withPriceChange = new Set(repriced.map((row) => row.optionId));
  const ratesOn = new Map<string, TaxRates>();
  for (const purchase of renewing) {
    const price =
      purchase.purchaseOptionId && withPriceChange.has(purchase.purchaseOptionId)
        ? await priceOnRenewalDay(db, purchase, purchase.renewalDay)
        : purchase.price;
    let rates = ratesOn.get(purchase.renewalDay);
    if (!rates) {
      rates = await activeTaxRates(db, sriLankaDayStart(purchase.renewalDay));
      ratesOn.set(purchase.renewalDay, rates);
    }
    amounts.set(purchase.id, renewalCharge(retentionDiscounted(price, percentOff.get(purchase.id) ?? 0), rates).amount);
  }
  return amounts;
}

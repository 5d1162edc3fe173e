import { sriLankaDayStart } from '@selfcare/contracts';
import { and, asc, eq, gt, isNull, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { acceptedRetentionOffers, purchaseOptionPriceChanges, purchaseOptions } from '../../db/schema';
import { retentionDiscounted, toPurchaseOption } from '../products/pricing';
import { activeTaxRates } from '../promotions/tax';
import { repricedRenewal } from './price-changes';
import { renewalCharge } from './renewals';

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

/** What the next renewal of the subscription will charge: less a retention discount it has left. */
export async function amountAtRenewal(
  db: DbOrTx,
  purchase: { id: string; price: number; purchaseOptionId: string | null },
  renewalDay: string,
): Promise<number> {
  const [accepted] = await db
    .select({ percent: acceptedRetentionOffers.percent })
    .from(acceptedRetentionOffers)
    .where(and(eq(acceptedRetentionOffers.purchaseId, purchase.id), gt(acceptedRetentionOffers.renewalsLeft, 0)));
  return chargeOnRenewalDay(db, purchase, renewalDay, accepted?.percent ?? 0);
}

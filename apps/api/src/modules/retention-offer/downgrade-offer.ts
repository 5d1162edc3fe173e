import type { PackageChangeResult } from '@selfcare/contracts';
import type { DbOrTx } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { downgradeBasePackage } from '../package-change/change-package';
import { monthlySubscriptionOption } from '../products/monthly-option';
import { activeTaxRates, applyTaxes } from '../promotions/tax';
import { purchaseRule } from '../purchasing/errors';
import type { Buyer } from '../purchasing/load-buyer';

/** A downgrade as the offer shows it: the package, what a month of it charges with taxes, and from when. */
export interface OfferedDowngrade {
  result: PackageChangeResult;
  price: number;
}

/**
 * Schedules the connection's downgrade to the package `productId`, on its monthly subscription option,
 * by the package change's own `downgradeBasePackage` in the caller's transaction (decision 0075): its
 * refusals (409, 422) are the caller's. `price` is a month of the new package with today's taxes.
 */
export async function scheduleOfferedDowngrade(db: DbOrTx, buyer: Buyer, productId: string): Promise<OfferedDowngrade> {
  const option = await monthlySubscriptionOption(db, productId);
  if (option === null) throw purchaseRule('purchase.optionNotOffered');
  const { result, price } = await downgradeBasePackage(
    db,
    buyer,
    { productId, purchaseOptionId: option.id },
    new Date(),
  );
  return { result, price: applyTaxes(price, await activeTaxRates(db, new Date())).taxedPrice };
}

/** Carries the downgrade a trial took out of its transaction, which it rolls back. */
class DowngradeTrial extends Error {
  constructor(readonly downgrade: OfferedDowngrade) {
    super('downgrade trial rolled back');
  }
}

/**
 * The downgrade to `productId` the connection would get now, or null when the package change's rules
 * refuse it (another change waiting, the package not one it may hold, not cheaper...). As pause-offer.ts
 * does for a pause, it schedules the downgrade and rolls it back, so the offer is shown exactly when
 * accepting it would schedule the downgrade, by the same rules and no copy of them.
 */
export async function downgradeOnTrial(db: DbOrTx, buyer: Buyer, productId: string): Promise<OfferedDowngrade | null> {
  try {
    await db.transaction(async (tx) => {
      throw new DowngradeTrial(await scheduleOfferedDowngrade(tx, buyer, productId));
    });
  } catch (error) {
    if (error instanceof DowngradeTrial) return error.downgrade;
    if (error instanceof ApiError && [404, 409, 422].includes(error.statusCode)) return null;
    throw error;
  }
  throw new Error('a downgrade trial ended without its answer');
}

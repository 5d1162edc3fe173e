import type { SubscriptionPause } from '@selfcare/contracts';
import type { DbOrTx } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import type { Buyer } from '../purchasing/load-buyer';
import { pauseSubscription } from '../subscription-pause/pause-subscription';

/** Carries the pause a trial took out of its transaction, which it rolls back. */
class PauseTrial extends Error {
  constructor(readonly pause: SubscriptionPause) {
    super('pause trial rolled back');
  }
}

/**
 * The pause `periods` months long the subscription would get now, or null when the pause rules refuse
 * it (decisions 0070 and 0073). It runs the pause module's own `pauseSubscription` and rolls it back,
 * so a pause offer is shown exactly when accepting it would pause, by the same rules and no copy of
 * them; nothing it wrote (the pause, its audit row) outlives the trial.
 */
export async function pauseOnTrial(
  db: DbOrTx,
  buyer: Buyer,
  purchaseId: string,
  periods: number,
): Promise<SubscriptionPause | null> {
  try {
    await db.transaction(async (tx) => {
      throw new PauseTrial(await pauseSubscription(tx, buyer, purchaseId, periods));
    });
  } catch (error) {
    if (error instanceof PauseTrial) return error.pause;
    if (error instanceof ApiError && (error.statusCode === 409 || error.statusCode === 422)) return null;
    throw error;
  }
  throw new Error('a pause trial ended without its answer');
}

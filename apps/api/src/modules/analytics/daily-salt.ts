import { randomBytes } from 'node:crypto';
import { sriLankaDate } from '@selfcare/contracts';
import { eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { analyticsSalts } from '../../db/schema';

/**
 * The salt of the Sri Lanka day `at` falls on: made at random by the day's first event (any api process;
 * the first insert wins), and the salts of earlier days deleted with it, so that yesterday's visitor
 * hashes can no longer be recomputed from an address and a user agent.
 */
export async function saltOfDay(db: DbOrTx, at: Date): Promise<{ day: string; salt: string }> {
  const day = sriLankaDate(at);
  const [known] = await db
    .select({ salt: analyticsSalts.salt })
    .from(analyticsSalts)
    .where(eq(analyticsSalts.day, day));
  if (known) return { day, salt: known.salt };
  await db
    .insert(analyticsSalts)
    .values({ day, salt: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  await db.delete(analyticsSalts).where(lt(analyticsSalts.day, day));
  const [made] = await db.select({ salt: analyticsSalts.salt }).from(analyticsSalts).where(eq(analyticsSalts.day, day));
  if (!made) throw new Error(`analytics salt of ${day} missing`);
  return { day, salt: made.salt };
}

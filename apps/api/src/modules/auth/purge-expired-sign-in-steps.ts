import { lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { secondSteps, twoStepSmsCodes } from '../../db/schema';

/**
 * Deletes the two-step sign-in rows whose time is over: second steps (5 minutes, used or not) and SMS
 * codes (5 minutes) nobody can use any more. Each delete walks its `expires_at` index. Nothing is lost:
 * a token or code past its time is refused whether its row is there or not, and the audit keeps the
 * history. Answers how many went, for the logs.
 */
export async function purgeExpiredSignInSteps(db: DbOrTx): Promise<{ secondSteps: number; smsCodes: number }> {
  const steps = await db
    .delete(secondSteps)
    .where(lte(secondSteps.expiresAt, sql`now()`))
    .returning({ id: secondSteps.id });
  const codes = await db
    .delete(twoStepSmsCodes)
    .where(lte(twoStepSmsCodes.expiresAt, sql`now()`))
    .returning({ accountId: twoStepSmsCodes.accountId });
  return { secondSteps: steps.length, smsCodes: codes.length };
}

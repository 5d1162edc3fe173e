import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { secondSteps } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { hashSecondStepToken, SECOND_STEP_TRIES } from './second-step';

/** Why a second step's token serves no more, as the audit names it. */
export type RefusedStepReason = 'unknown' | 'used' | 'expired' | 'locked_out' | 'two_step_changed';

/** The reason a token found no waiting second step, and its account when the token is known. */
async function whyRefused(db: DbOrTx, token: string): Promise<{ accountId: string | null; reason: RefusedStepReason }> {
  const [row] = await db
    .select({
      accountId: secondSteps.accountId,
      usedAt: secondSteps.usedAt,
      expiresAt: secondSteps.expiresAt,
      tries: secondSteps.tries,
    })
    .from(secondSteps)
    .where(eq(secondSteps.tokenHash, hashSecondStepToken(token)));
  if (!row) return { accountId: null, reason: 'unknown' };
  const reason: RefusedStepReason =
    row.usedAt !== null
      ? 'used'
      : row.expiresAt.getTime() <= Date.now()
        ? 'expired'
        : row.tries >= SECOND_STEP_TRIES
          ? 'locked_out'
          : 'two_step_changed';
  return { accountId: row.accountId, reason };
}

/**
 * Records a second step refused before its code was looked at (decision 0065's refusals, audited as
 * the later ones are): the token unknown, used, expired, out of tries, or two-step changed since the
 * password. Neither the token nor the code goes in the row; an unknown token has no account to name.
 */
export async function auditRefusedSecondStep(
  db: DbOrTx,
  input: { action: string; token: string; ipAddress: string },
): Promise<void> {
  const { accountId, reason } = await whyRefused(db, input.token);
  await recordAudit(db, {
    action: input.action,
    outcome: 'failure',
    accountId,
    ipAddress: input.ipAddress,
    ...(accountId ? { subjectType: 'account', subjectId: accountId } : {}),
    details: { reason },
  });
}

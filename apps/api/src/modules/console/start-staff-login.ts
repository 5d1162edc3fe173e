import { randomUUID } from 'node:crypto';
import { ErrorCode, type StaffLoginResponse } from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { staffAccounts } from '../../db/schema';
import { ApiError, tooManyAttempts } from '../../lib/api-error';
import { hashSecret, verifySecret } from '../../lib/password';
import { newTotpSecret } from '../../lib/totp';
import type { ConsoleContext } from './console-context';
import { recordStaffAudit } from './staff-audit';
import { countAddressAttempt, countStaffFailure, lockedSeconds, refundAddressAttempt } from './staff-lockout';
import { createStaffSession } from './staff-sessions';
import { staffTotp } from './staff-totp';

export const invalidStaffCredentials = () =>
  new ApiError(400, ErrorCode.invalidCredentials, 'errors.invalidCredentials');

// Verifying against a real hash for unknown e-mails makes both failures take the same time.
let dummyHash: Promise<string> | undefined;
const dummyPasswordHash = () => {
  dummyHash ??= hashSecret(randomUUID());
  return dummyHash;
};

/**
 * The first step: e-mail and password. Right, it opens a second-factor session of a few minutes and
 * says which step follows: the code, or (no TOTP yet) an enrolment with a new secret.
 */
export async function startStaffLogin(
  db: DbOrTx,
  input: { email: string; password: string; ipAddress: string },
  context: ConsoleContext,
): Promise<StaffLoginResponse> {
  const audit = {
    action: 'console.login',
    subjectType: 'staff',
    subjectId: input.email,
    ipAddress: input.ipAddress,
  } as const;
  const wait = await countAddressAttempt(db, input.ipAddress, context.limits);
  if (wait !== null) {
    await recordStaffAudit(db, { ...audit, staffId: null, outcome: 'rate_limited' });
    throw tooManyAttempts(wait);
  }
  const staff = await db.query.staffAccounts.findFirst({ where: eq(staffAccounts.email, input.email) });
  const locked = staff ? lockedSeconds(staff) : null;
  if (staff && locked !== null) {
    await recordStaffAudit(db, { ...audit, staffId: staff.id, outcome: 'rate_limited' });
    throw tooManyAttempts(locked);
  }
  const passwordOk = await verifySecret(staff?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!staff || !passwordOk || staff.disabledAt !== null) {
    if (staff && !passwordOk) await countStaffFailure(db, staff.id, context.limits);
    const details = staff?.disabledAt ? { disabled: true } : undefined;
    await recordStaffAudit(db, { ...audit, staffId: staff?.id ?? null, outcome: 'failure', details });
    throw invalidStaffCredentials();
  }
  await refundAddressAttempt(db, input.ipAddress, context.limits);

  const enrolling = staff.totpEnrolledAt === null;
  const secret = enrolling ? newTotpSecret() : null;
  const session = await db.transaction(async (tx) => {
    // Each login before the enrolment is confirmed offers a new secret: one shown earlier is no use.
    if (secret) {
      await tx
        .update(staffAccounts)
        .set({ totpSecret: context.secretBox.seal(secret) })
        .where(eq(staffAccounts.id, staff.id));
    }
    const created = await createStaffSession(tx, staff.id, 'second_factor');
    await recordStaffAudit(tx, {
      ...audit,
      staffId: staff.id,
      outcome: 'success',
      details: { step: enrolling ? 'enrol' : 'totp', sessionId: created.id },
    });
    return created;
  });
  const pendingToken = await context.tokens.sign({ accountId: staff.id, sessionId: session.id, ...session });
  const answer = { pendingToken, expiresAt: session.expiresAt.toISOString() };
  if (!secret) return { step: 'totp', ...answer };
  const otpauthUri = staffTotp(secret, staff.email).toString();
  return { step: 'enrol', ...answer, enrolment: { otpauthUri, secret } };
}

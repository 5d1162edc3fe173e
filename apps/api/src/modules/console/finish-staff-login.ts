import { ErrorCode, type StaffSessionResponse } from '@selfcare/contracts';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { staffAccounts } from '../../db/schema';
import { ApiError, tooManyAttempts, unauthorized } from '../../lib/api-error';
import { hashRecoveryCode, newRecoveryCodes } from '../../lib/recovery-codes';
import { stepOfCode } from '../../lib/totp';
import type { ConsoleContext } from './console-context';
import { recordStaffAudit } from './staff-audit';
import { countStaffFailure, lockedSeconds } from './staff-lockout';
import { createStaffSession, revokeStaffSession } from './staff-sessions';
import { staffTotp } from './staff-totp';
import { invalidStaffCredentials } from './start-staff-login';

export interface SecondFactor {
  staffId: string;
  sessionId: string;
  code?: string | undefined;
  recoveryCode?: string | undefined;
  ipAddress: string;
}

const oneFactor = () => new ApiError(400, ErrorCode.validation, 'errors.invalidRequest');

/**
 * The second step, on the session the password opened: a TOTP code (each 30-second code once), or one
 * unused recovery code. While enrolling only a code will do, and its success answers the recovery
 * codes, once. Wrong codes count towards the lock-out as wrong passwords do.
 */
export async function finishStaffLogin(
  db: DbOrTx,
  input: SecondFactor,
  context: ConsoleContext,
): Promise<StaffSessionResponse> {
  const staff = await db.query.staffAccounts.findFirst({ where: eq(staffAccounts.id, input.staffId) });
  if (!staff) throw unauthorized();
  const enrolling = staff.totpEnrolledAt === null;
  const usesCode = input.code !== undefined;
  if (usesCode === (input.recoveryCode !== undefined) || (enrolling && !usesCode)) throw oneFactor();
  const action = enrolling ? 'console.totp_enrol' : 'console.second_factor';
  const audit = {
    action,
    staffId: staff.id,
    subjectType: 'staff',
    subjectId: staff.id,
    ipAddress: input.ipAddress,
  } as const;
  const locked = lockedSeconds(staff);
  if (locked !== null) {
    await recordStaffAudit(db, { ...audit, outcome: 'rate_limited' });
    throw tooManyAttempts(locked);
  }

  const secret = staff.totpSecret ? context.secretBox.open(staff.totpSecret) : null;
  const step = input.code !== undefined && secret ? stepOfCode(staffTotp(secret, staff.email), input.code) : null;
  const recoveryHash = input.recoveryCode !== undefined ? hashRecoveryCode(input.recoveryCode) : null;
  const recoveryOk = recoveryHash !== null && staff.recoveryCodeHashes.includes(recoveryHash);
  const recoveryCodes = enrolling ? newRecoveryCodes() : undefined;

  const session = await db.transaction(async (tx) => {
    if (step === null && !recoveryOk) return null;
    // Conditional, so a code is taken once (a replay, or two requests racing, find it used) and a
    // recovery code too.
    const accepted = await tx
      .update(staffAccounts)
      .set({
        failedAttempts: 0,
        lockedUntil: null,
        ...(step !== null ? { totpLastStep: step } : {}),
        ...(recoveryHash
          ? { recoveryCodeHashes: sql`array_remove(${staffAccounts.recoveryCodeHashes}, ${recoveryHash})` }
          : {}),
        ...(recoveryCodes
          ? { totpEnrolledAt: new Date(), recoveryCodeHashes: recoveryCodes.map(hashRecoveryCode) }
          : {}),
      })
      .where(
        and(
          eq(staffAccounts.id, staff.id),
          step !== null
            ? or(isNull(staffAccounts.totpLastStep), lt(staffAccounts.totpLastStep, step))
            : sql`${recoveryHash} = any(${staffAccounts.recoveryCodeHashes})`,
        ),
      )
      .returning({ id: staffAccounts.id });
    if (accepted.length === 0) return null;
    if (!(await revokeStaffSession(tx, staff.id, input.sessionId))) throw unauthorized();
    const created = await createStaffSession(tx, staff.id, 'active');
    await recordStaffAudit(tx, {
      ...audit,
      outcome: 'success',
      details: { factor: usesCode ? 'totp' : 'recovery_code', sessionId: created.id },
      ...(recoveryCodes ? { after: { totpEnrolled: true, recoveryCodes: recoveryCodes.length } } : {}),
    });
    return created;
  });
  if (!session) {
    await countStaffFailure(db, staff.id, context.limits);
    await recordStaffAudit(db, {
      ...audit,
      outcome: 'failure',
      details: { factor: usesCode ? 'totp' : 'recovery_code' },
    });
    throw invalidStaffCredentials();
  }
  const token = await context.tokens.sign({ accountId: staff.id, sessionId: session.id, ...session });
  return { token, expiresAt: session.expiresAt.toISOString(), ...(recoveryCodes ? { recoveryCodes } : {}) };
}

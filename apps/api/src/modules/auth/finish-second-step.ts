import type { LoginResponse, MessageResponse, UiLanguage } from '@selfcare/contracts';
import { TwoStepErrorCode } from '@selfcare/contracts';
import { messageTextIn } from '@selfcare/contracts/messages/in-language';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, loginDevices, secondSteps } from '../../db/schema';
import { ApiError } from '../../lib/api-error';
import { type AuditEntry, recordAudit } from '../../lib/audit';
import { countCodeAttempt } from './count-code-attempt';
import { auditRecoveryCodeUse } from './manage-two-step';
import { openSession } from './open-session';
import { auditRefusedSecondStep } from './refused-second-step';
import { pendingSecondStep, secondStepExpired, textSignInCode } from './second-step';
import type { AuthContext, LoginOrigin } from './service';
import { takeTwoStepCode } from './take-two-step-code';
import { enabledTwoStep, kindOfCode, REMEMBER_DEVICE_DAYS, wrongCode } from './two-step-settings';
import { limitSmsCodes } from './two-step-sms-codes';

/**
 * The second step's account and two-step sign-in, while its token still waits for a code. A token that
 * serves no more is refused with an audit row of `refusal.action` (why, never the token).
 */
async function secondStepOf(db: DbOrTx, token: string, refusal: { action: string; ipAddress: string }) {
  const step = await pendingSecondStep(db, token);
  const account = step ? await db.query.accounts.findFirst({ where: eq(accounts.id, step.accountId) }) : undefined;
  const setting = step ? await enabledTwoStep(db, step.accountId) : null;
  // Turned off (or changed) since the password: that login starts again.
  if (!step || !account || setting?.method !== step.method) {
    await auditRefusedSecondStep(db, { ...refusal, token });
    throw secondStepExpired();
  }
  return { step, account, setting };
}

/**
 * Runs the step's transaction; should another request have used the token first (the transaction's
 * late SECOND_STEP_EXPIRED, rolled back), records the refusal as the others are, after the rollback.
 */
async function inRefusalAudit<T>(db: DbOrTx, audit: Omit<AuditEntry, 'outcome'>, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError && error.code === TwoStepErrorCode.secondStepExpired) {
      await recordAudit(db, { ...audit, outcome: 'failure', details: { ...audit.details, reason: 'used' } });
    }
    throw error;
  }
}

/**
 * The code of a second step: right, the session opens as a login without two-step would have opened
 * it (alert, language, audit), and "remember this device" spares this browser the step for 30 days.
 * A wrong code counts with the login's limits and uses up one of the step's tries.
 */
export async function finishSecondStep(
  db: DbOrTx,
  input: {
    token: string;
    code: string;
    rememberDevice: boolean;
    ipAddress: string;
    language: UiLanguage;
    origin: Omit<LoginOrigin, 'deviceKey'>;
  },
  context: AuthContext,
): Promise<LoginResponse> {
  const { step, account, setting } = await secondStepOf(db, input.token, {
    action: 'auth.second_step',
    ipAddress: input.ipAddress,
  });
  const audit = {
    action: 'auth.second_step',
    accountId: account.id,
    subjectType: 'account',
    subjectId: account.email,
    ipAddress: input.ipAddress,
  };
  try {
    kindOfCode(setting.method, input.code);
  } catch (error) {
    await recordAudit(db, { ...audit, outcome: 'failure', details: { method: setting.method, reason: 'wrong_kind' } });
    throw error;
  }
  const attempt = await countCodeAttempt(
    db,
    { username: account.email, ipAddress: input.ipAddress },
    context.limits,
    audit,
  );
  const session = await inRefusalAudit(db, { ...audit, details: { method: setting.method } }, () =>
    db.transaction(async (tx) => {
      const factor = await takeTwoStepCode(
        tx,
        { setting, email: account.email, code: input.code, smsPurpose: 'sign_in' },
        context.secretBox,
      );
      if (!factor) return null;
      // Conditional: two requests with one token open one session.
      const used = await tx
        .update(secondSteps)
        .set({ usedAt: sql`now()` })
        .where(and(eq(secondSteps.id, step.id), isNull(secondSteps.usedAt), gt(secondSteps.expiresAt, sql`now()`)))
        .returning({ id: secondSteps.id });
      if (used.length === 0) throw secondStepExpired();
      if (factor === 'recovery_code') await auditRecoveryCodeUse(tx, audit, setting);
      const remember = input.rememberDevice && step.deviceId !== null;
      if (remember && step.deviceId) {
        await tx
          .update(loginDevices)
          .set({ twoStepUntil: sql`now() + make_interval(days => ${REMEMBER_DEVICE_DAYS})` })
          .where(and(eq(loginDevices.id, step.deviceId), eq(loginDevices.accountId, account.id)));
      }
      return openSession(
        tx,
        {
          account,
          device: { id: step.deviceId, isNew: step.newDevice },
          userAgent: input.origin.userAgent,
          country: input.origin.country,
          language: input.language,
          ipAddress: input.ipAddress,
          ttlMinutes: context.tokenTtlMinutes,
          details: { secondStep: factor, rememberDevice: remember },
        },
        context.alerts,
      );
    }),
  );
  if (!session) {
    await db
      .update(secondSteps)
      .set({ tries: sql`${secondSteps.tries} + 1` })
      .where(eq(secondSteps.id, step.id));
    await recordAudit(db, { ...audit, outcome: 'failure', details: { method: setting.method } });
    throw wrongCode();
  }
  await attempt.succeeded(2);
  const token = await context.tokens.sign({
    accountId: account.id,
    sessionId: session.id,
    issuedAt: session.issuedAt,
    expiresAt: session.expiresAt,
  });
  return { token, expiresAt: session.expiresAt.toISOString() };
}

/** A new SMS code for a second step by SMS (the last one lost or late), within the texts' limit. */
export async function resendSignInCode(
  db: DbOrTx,
  input: { token: string; ipAddress: string; language: UiLanguage },
  context: AuthContext,
): Promise<MessageResponse> {
  const { account, setting } = await secondStepOf(db, input.token, {
    action: 'auth.two_step_code_sent',
    ipAddress: input.ipAddress,
  });
  if (setting.method !== 'sms') {
    await recordAudit(db, {
      action: 'auth.two_step_code_sent',
      accountId: account.id,
      subjectType: 'account',
      subjectId: account.id,
      ipAddress: input.ipAddress,
      outcome: 'failure',
      details: { purpose: 'sign_in', reason: 'not_sms' },
    });
    throw new ApiError(400, TwoStepErrorCode.wrongStep, 'accountSecurity.twoStep.wrongStep');
  }
  await limitSmsCodes(db, account.id, context.limits);
  const ending = await db.transaction(async (tx) => {
    const sent = await textSignInCode(tx, context.sms, account.id, input.language);
    await recordAudit(tx, {
      action: 'auth.two_step_code_sent',
      accountId: account.id,
      subjectType: 'account',
      subjectId: account.id,
      ipAddress: input.ipAddress,
      outcome: sent ? 'success' : 'failure',
      details: { purpose: 'sign_in' },
    });
    return sent;
  });
  if (ending === null) throw new ApiError(422, TwoStepErrorCode.noMobile, 'accountSecurity.twoStep.noMobile');
  return { message: messageTextIn(input.language, 'accountSecurity.twoStep.codeSent', { ending }) };
}

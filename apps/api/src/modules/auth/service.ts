import { randomUUID } from 'node:crypto';
import {
  AccountAccessErrorCode,
  ErrorCode,
  type LoginOrSecondStepResponse,
  type LoginResponse,
  type UiLanguage,
} from '@selfcare/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { LoginRateLimitSettings } from '../../config';
import type { DbOrTx } from '../../db/client';
import { accounts } from '../../db/schema';
import { ApiError, tooManyAttempts, unauthorized } from '../../lib/api-error';
import { recordAudit } from '../../lib/audit';
import { refuseCommonPassword } from '../../lib/common-passwords';
import { hashSecret, verifySecret } from '../../lib/password';
import { countAttempt, type RateLimitRule, resetAttempts } from '../../plugins/rate-limit';
import type { LoginAlertContext } from './login-alerts';
import { recogniseDevice } from './login-devices';
import { countLoginAttempt, loginSucceeded } from './login-limits';
import { openSession } from './open-session';
import { refuseUnfinishedRegistration } from './refuse-unfinished-registration';
import { isRememberedDevice, startSecondStep } from './second-step';
import { extendSession, revokeAllSessions, revokeSession } from './sessions';
import type { SessionTokens } from './tokens';
import type { TwoStepContext } from './two-step-context';
import { enabledTwoStep } from './two-step-settings';
import { limitSmsCodes } from './two-step-sms-codes';

export interface AuthContext extends TwoStepContext {
  tokens: SessionTokens;
  tokenTtlMinutes: number;
  limits: LoginRateLimitSettings;
  alerts: LoginAlertContext;
}

/** Where a login comes from: its browser, the country of its address and the browser's device key. */
export interface LoginOrigin {
  userAgent: string | null;
  country: string;
  deviceKey?: string | undefined;
}

const invalidCredentials = () => new ApiError(400, ErrorCode.invalidCredentials, 'errors.invalidCredentials');

// Verifying against a real hash for unknown usernames makes both failures take the same time.
let dummyHash: Promise<string> | undefined;
const dummyPasswordHash = () => {
  dummyHash ??= hashSecret(randomUUID());
  return dummyHash;
};

export async function login(
  db: DbOrTx,
  input: { username: string; password: string; ipAddress: string; language: UiLanguage; origin: LoginOrigin },
  context: AuthContext,
): Promise<LoginOrSecondStepResponse> {
  const attempt = { username: input.username, ipAddress: input.ipAddress };
  const audit = { action: 'auth.login', subjectType: 'account', subjectId: input.username, ipAddress: input.ipAddress };

  const counted = await countLoginAttempt(db, attempt, context.limits);
  if (counted.wait !== null) {
    await recordAudit(db, { ...audit, outcome: 'rate_limited' });
    throw tooManyAttempts(counted.wait);
  }

  const account = await db.query.accounts.findFirst({ where: eq(accounts.email, input.username) });
  const passwordOk = account
    ? await verifySecret(account.passwordHash, input.password)
    : await verifySecret(await dummyPasswordHash(), input.password);
  if (!account || !passwordOk) {
    await recordAudit(db, { ...audit, accountId: account?.id ?? null, outcome: 'failure' });
    throw invalidCredentials();
  }
  // The right password counts against no limit, even when the login is refused below; with two-step
  // sign-in on it is no success yet: its attempt stays counted until the code is right, so a password
  // known cannot wipe the slate between guesses of the code.
  const setting = await enabledTwoStep(db, account.id);
  if (!setting) await loginSucceeded(db, attempt, context.limits, counted);
  await refuseUnfinishedRegistration(db, account.id);
  if (account.emailConfirmedAt === null) {
    // Decision 0032. Said only after the right password, so it tells nothing to anyone without it.
    await recordAudit(db, { ...audit, accountId: account.id, outcome: 'failure', details: { emailConfirmed: false } });
    throw new ApiError(403, AccountAccessErrorCode.emailNotConfirmed, 'accountAccess.emailNotConfirmed');
  }

  const { origin } = input;
  const answer = await db.transaction(async (tx) => {
    const device = await recogniseDevice(tx, account.id, origin.deviceKey);
    if (setting && !(await isRememberedDevice(tx, device.id))) {
      // The right password on a browser not remembered: no session yet, only the step that asks the code.
      if (setting.method === 'sms') await limitSmsCodes(tx, account.id, context.limits);
      const secondStep = await startSecondStep(tx, context.sms, { setting, device, language: input.language });
      await recordAudit(tx, {
        ...audit,
        action: 'auth.second_step_started',
        accountId: account.id,
        outcome: 'success',
        details: { method: setting.method, newDevice: device.isNew, country: origin.country },
      });
      return { secondStep, deviceKey: device.key };
    }
    const session = await openSession(
      tx,
      {
        account,
        device,
        userAgent: origin.userAgent,
        country: origin.country,
        language: input.language,
        ipAddress: input.ipAddress,
        ttlMinutes: context.tokenTtlMinutes,
        ...(setting ? { details: { secondStep: 'remembered_device' } } : {}),
      },
      context.alerts,
    );
    return { session, deviceKey: device.key };
  });
  if (answer.secondStep) return { secondStep: answer.secondStep, deviceKey: answer.deviceKey };
  if (setting) await loginSucceeded(db, attempt, context.limits, counted);

  const { session, deviceKey } = answer;
  const token = await context.tokens.sign({
    accountId: account.id,
    sessionId: session.id,
    issuedAt: session.issuedAt,
    expiresAt: session.expiresAt,
  });
  return { token, expiresAt: session.expiresAt.toISOString(), deviceKey };
}

export async function logout(
  db: DbOrTx,
  input: { accountId: string; sessionId: string; ipAddress: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await revokeSession(tx, input.accountId, input.sessionId);
    await recordAudit(tx, {
      action: 'auth.logout',
      outcome: 'success',
      accountId: input.accountId,
      subjectType: 'session',
      subjectId: input.sessionId,
      ipAddress: input.ipAddress,
    });
  });
}

/**
 * "Stay signed in" (WCAG 2.2.1, decision 0021): the caller's session gets a full term from now, and a
 * token carrying the new end. It stays the same session, so logout and a password change still end it.
 */
export async function renewSession(
  db: DbOrTx,
  input: { accountId: string; sessionId: string; ipAddress: string },
  context: Pick<AuthContext, 'tokens' | 'tokenTtlMinutes'>,
): Promise<LoginResponse> {
  const issuedAt = new Date();
  const expiresAt = new Date(issuedAt.getTime() + context.tokenTtlMinutes * 60_000);
  await db.transaction(async (tx) => {
    if (!(await extendSession(tx, input.accountId, input.sessionId, expiresAt))) throw unauthorized();
    await recordAudit(tx, {
      action: 'auth.session_renew',
      outcome: 'success',
      accountId: input.accountId,
      subjectType: 'session',
      subjectId: input.sessionId,
      ipAddress: input.ipAddress,
    });
  });
  const token = await context.tokens.sign({ ...input, issuedAt, expiresAt });
  return { token, expiresAt: expiresAt.toISOString() };
}

export async function changePassword(
  db: DbOrTx,
  input: { accountId: string; oldPassword: string; password: string; ipAddress: string },
  context: Pick<AuthContext, 'limits'>,
): Promise<void> {
  const audit = {
    action: 'auth.password_change',
    accountId: input.accountId,
    subjectType: 'account',
    subjectId: input.accountId,
    ipAddress: input.ipAddress,
  };
  if (input.oldPassword === input.password) {
    throw new ApiError(400, ErrorCode.validation, 'password.sameAsOld');
  }
  refuseCommonPassword(input.password);
  // A stolen token must not become a way to guess the current password.
  const rule: RateLimitRule = {
    key: `password-update:account:${input.accountId}`,
    limit: context.limits.perAccount,
    windowSeconds: context.limits.windowSeconds,
  };
  const wait = await countAttempt(db, [rule]);
  if (wait !== null) {
    await recordAudit(db, { ...audit, outcome: 'rate_limited' });
    throw tooManyAttempts(wait);
  }

  const account = await db.query.accounts.findFirst({ where: eq(accounts.id, input.accountId) });
  if (!account) throw unauthorized();
  const wrongPassword = () => new ApiError(400, ErrorCode.wrongPassword, 'password.currentWrong');
  if (!(await verifySecret(account.passwordHash, input.oldPassword))) {
    await recordAudit(db, { ...audit, outcome: 'failure' });
    throw wrongPassword();
  }

  const newHash = await hashSecret(input.password);
  const changed = await db.transaction(async (tx) => {
    // Conditional on the hash just verified: a concurrent change in between makes this one fail.
    const updated = await tx
      .update(accounts)
      .set({ passwordHash: newHash, tokensValidAfter: sql`now()` })
      .where(and(eq(accounts.id, account.id), eq(accounts.passwordHash, account.passwordHash)))
      .returning({ id: accounts.id });
    if (updated.length === 0) return false;
    await revokeAllSessions(tx, account.id);
    await recordAudit(tx, { ...audit, outcome: 'success' });
    return true;
  });
  if (!changed) {
    await recordAudit(db, { ...audit, outcome: 'failure' });
    throw wrongPassword();
  }
  await resetAttempts(db, rule.key);
}

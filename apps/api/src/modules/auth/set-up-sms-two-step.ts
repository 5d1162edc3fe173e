import { type MessageResponse, TwoStepErrorCode, type UiLanguage } from '@selfcare/contracts';
import { messageTextIn } from '@selfcare/contracts/messages/in-language';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, accountTwoStep, twoStepSmsCodes } from '../../db/schema';
import { ApiError, unauthorized } from '../../lib/api-error';
import { recordAudit } from '../../lib/audit';
import { accountMobile, mobileEnding } from './account-mobile';
import { countCodeAttempt } from './count-code-attempt';
import type { TwoStepCaller, TwoStepContext } from './two-step-context';
import { enabledTwoStep, twoStepAlreadyOn, wrongCode } from './two-step-settings';
import { limitSmsCodes, SMS_CODE_TRIES, sendSmsCode, takeSmsCode } from './two-step-sms-codes';

export const noMobile = () => new ApiError(422, TwoStepErrorCode.noMobile, 'accountSecurity.twoStep.noMobile');

async function accountOf(db: DbOrTx, accountId: string) {
  const account = await db.query.accounts.findFirst({ where: eq(accounts.id, accountId) });
  if (!account) throw unauthorized();
  return account;
}

/**
 * Texts a two-step code for `purpose` to the account's mobile (the first connection's that has one),
 * within the SMS limits, audited; answers the notice naming the number's last digits.
 */
export async function textTwoStepCode(
  db: DbOrTx,
  account: { id: string; language: UiLanguage },
  input: TwoStepCaller & { language: UiLanguage; purpose: 'set_up' | 'manage' },
  context: TwoStepContext,
): Promise<MessageResponse> {
  const mobile = await accountMobile(db, account.id);
  if (!mobile) throw noMobile();
  await limitSmsCodes(db, account.id, context.limits);
  await db.transaction(async (tx) => {
    await sendSmsCode(tx, context.sms, {
      accountId: account.id,
      purpose: input.purpose,
      mobile,
      language: account.language,
    });
    await recordAudit(tx, {
      action: 'auth.two_step_code_sent',
      accountId: account.id,
      subjectType: 'account',
      subjectId: account.id,
      ipAddress: input.ipAddress,
      outcome: 'success',
      details: { purpose: input.purpose },
    });
  });
  return {
    message: messageTextIn(input.language, 'accountSecurity.twoStep.codeSent', { ending: mobileEnding(mobile) }),
  };
}

/** Texts a set-up code to the account's mobile. */
export async function sendSmsSetupCode(
  db: DbOrTx,
  input: TwoStepCaller & { language: UiLanguage },
  context: TwoStepContext,
): Promise<MessageResponse> {
  const account = await accountOf(db, input.accountId);
  if (await enabledTwoStep(db, account.id)) throw twoStepAlreadyOn();
  return textTwoStepCode(db, account, { ...input, purpose: 'set_up' }, context);
}

/** The texted code: right, two-step sign-in is on by SMS. A wrong code counts as a wrong login does. */
export async function confirmSmsSetup(
  db: DbOrTx,
  input: TwoStepCaller & { code: string; language: UiLanguage },
  context: TwoStepContext,
): Promise<MessageResponse> {
  const account = await accountOf(db, input.accountId);
  if (await enabledTwoStep(db, account.id)) throw twoStepAlreadyOn();
  const [awaited] = await db
    .select({ tries: twoStepSmsCodes.tries })
    .from(twoStepSmsCodes)
    .where(
      and(
        eq(twoStepSmsCodes.accountId, account.id),
        eq(twoStepSmsCodes.purpose, 'set_up'),
        gt(twoStepSmsCodes.expiresAt, sql`now()`),
        lt(twoStepSmsCodes.tries, SMS_CODE_TRIES),
      ),
    );
  if (!awaited) throw new ApiError(422, TwoStepErrorCode.setupExpired, 'accountSecurity.twoStep.setupExpired');

  const audit = {
    action: 'auth.two_step_on',
    accountId: account.id,
    subjectType: 'account',
    subjectId: account.id,
    ipAddress: input.ipAddress,
  };
  const attempt = await countCodeAttempt(
    db,
    { username: account.email, ipAddress: input.ipAddress },
    context.limits,
    audit,
  );
  const on = {
    method: 'sms' as const,
    enabledAt: new Date(),
    totpSecret: null,
    totpLastStep: null,
    recoveryCodeHashes: [],
  };
  const enabled = await db.transaction(async (tx) => {
    if (!(await takeSmsCode(tx, { accountId: account.id, purpose: 'set_up', code: input.code }))) return false;
    const turnedOn = await tx
      .insert(accountTwoStep)
      .values({ accountId: account.id, ...on })
      .onConflictDoUpdate({ target: accountTwoStep.accountId, set: on, setWhere: isNull(accountTwoStep.enabledAt) })
      .returning({ accountId: accountTwoStep.accountId });
    if (turnedOn.length === 0) throw twoStepAlreadyOn();
    await recordAudit(tx, { ...audit, outcome: 'success', details: { method: 'sms' } });
    return true;
  });
  if (!enabled) {
    await recordAudit(db, { ...audit, outcome: 'failure', details: { method: 'sms' } });
    throw wrongCode();
  }
  await attempt.succeeded();
  return { message: messageTextIn(input.language, 'accountSecurity.twoStep.turnedOn') };
}

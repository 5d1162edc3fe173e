import type { UiLanguage } from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { isUnfamiliarLogin, type LoginAlertContext, queueLoginAlert } from './login-alerts';
import { describeUserAgent, USER_AGENT_MAX_LENGTH } from './session-device';
import { createSession, type NewSession } from './sessions';

/** The account a login opens a session for, as the alert and the language need it. */
export interface LoginAccount {
  id: string;
  email: string;
  firstName: string;
  language: UiLanguage;
}

/**
 * The session a login ends with, right after the password or after the second step: the session row,
 * the "was this you?" alert of an unfamiliar login, the language the api writes in from now on, and
 * the `auth.login` success row. Run it in the caller's transaction.
 */
export async function openSession(
  tx: DbOrTx,
  login: {
    account: LoginAccount;
    device: { id: string | null; isNew: boolean };
    userAgent: string | null;
    country: string;
    language: UiLanguage;
    ipAddress: string;
    ttlMinutes: number;
    /** Written into the audit row: how the second step was passed, when there was one. */
    details?: Record<string, unknown>;
  },
  alerts: LoginAlertContext,
): Promise<NewSession> {
  const { account, device, country } = login;
  const userAgent = login.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null;
  const created = await createSession(tx, account.id, login.ttlMinutes, { userAgent, country, deviceId: device.id });
  const seen = { accountId: account.id, sessionId: created.id, newDevice: device.isNew, country };
  if (await isUnfamiliarLogin(tx, seen)) {
    await queueLoginAlert(tx, alerts, {
      account,
      sessionId: created.id,
      device: describeUserAgent(userAgent),
      country,
      at: created.issuedAt,
      language: login.language,
    });
  }
  // What the api writes to the subscriber unasked (renewal notices) goes out in the language they last used.
  if (account.language !== login.language) {
    await tx.update(accounts).set({ language: login.language }).where(eq(accounts.id, account.id));
  }
  await recordAudit(tx, {
    action: 'auth.login',
    subjectType: 'account',
    subjectId: account.email,
    ipAddress: login.ipAddress,
    accountId: account.id,
    outcome: 'success',
    details: { sessionId: created.id, newDevice: device.isNew, country, ...login.details },
  });
  return created;
}

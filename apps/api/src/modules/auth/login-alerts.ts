import { createHash, randomBytes } from 'node:crypto';
import type { UiLanguage } from '@selfcare/contracts';
import { emailTextIn } from '@selfcare/contracts/messages/emails';
import { messageTextIn } from '@selfcare/contracts/messages/in-language';
import { smsTextIn } from '@selfcare/contracts/messages/sms';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loginAlerts, sessions } from '../../db/schema';
import type { EmailSender } from '../../integrations/email';
import type { SmsSender } from '../../integrations/sms';
import { composeEmail } from '../../lib/compose-email';
import { accountMobile } from './account-mobile';
import { deviceWords, type SessionDevice } from './session-device';

/** How long the "was this you?" link works: long enough for an e-mail read days later. */
export const LOGIN_ALERT_VALID_DAYS = 7;

export interface LoginAlertContext {
  email: EmailSender;
  sms: SmsSender;
  /** Where the web app is reached: the alert's link starts with it. */
  publicUrl: string;
}

export const hashAlertToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function loginAlertLink(publicUrl: string, token: string): string {
  return `${publicUrl}/pwd_recovery/not-me=${token}`;
}

/**
 * Whether a login deserves a "was this you?": a browser this account never logged in from, or a
 * country none of its earlier logins came from. An account's very first login has nothing to compare
 * with (it was just registered), so it is never one.
 */
export async function isUnfamiliarLogin(
  db: DbOrTx,
  login: { accountId: string; sessionId: string; newDevice: boolean; country: string },
): Promise<boolean> {
  const [earlier] = await db
    .select({
      all: sql<number>`count(*)::int`,
      fromCountry: sql<number>`(count(*) filter (where ${sessions.country} = ${login.country}))::int`,
    })
    .from(sessions)
    .where(and(eq(sessions.accountId, login.accountId), ne(sessions.id, login.sessionId)));
  if (!earlier || earlier.all === 0) return false;
  return login.newDevice || earlier.fromCountry === 0;
}

const sriLankaTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Colombo',
  dateStyle: 'short',
  timeStyle: 'short',
});

function placeName(country: string, language: UiLanguage): string {
  return new Intl.DisplayNames([`${language}-LK`, 'en'], { type: 'region', fallback: 'none' }).of(country) ?? country;
}

/**
 * Queues the alert by e-mail and SMS (to the mobile of the account's first connection that has one),
 * in the transaction that creates the session, so a login that rolls back alerts no one. The link
 * (only its hash is kept) signs that session out and starts a password reset.
 */
export async function queueLoginAlert(
  db: DbOrTx,
  context: LoginAlertContext,
  login: {
    account: { id: string; email: string; firstName: string };
    sessionId: string;
    device: SessionDevice;
    country: string;
    at: Date;
    language: UiLanguage;
  },
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(loginAlerts).values({
    accountId: login.account.id,
    sessionId: login.sessionId,
    tokenHash: hashAlertToken(token),
    expiresAt: sql`now() + make_interval(days => ${LOGIN_ALERT_VALID_DAYS})`,
  });
  const { language } = login;
  const values = {
    device: deviceWords(login.device, messageTextIn(language, 'accountSecurity.unknownDevice')),
    place: placeName(login.country, language),
    time: sriLankaTime.format(login.at),
  };
  const link = loginAlertLink(context.publicUrl, token);
  const mobile = await accountMobile(db, login.account.id);
  if (mobile) {
    await context.sms.send(db, {
      to: mobile,
      text: smsTextIn(language, 'security.loginAlert', { ...values, link }),
    });
  }
  const text = (key: string) => emailTextIn(language, `loginAlert.${key}`, values);
  await context.email.send(
    db,
    composeEmail(login.account, language, text('subject'), [text('intro'), text('ifYou'), text('notYou'), link]),
  );
}

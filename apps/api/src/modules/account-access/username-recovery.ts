import { nationalNumber, type UiLanguage } from '@selfcare/contracts';
import { eq, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { accounts, connections } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { type AccountAccessContext, enforceLimits, perAddress, perSubject } from './account-access-context';
import { usernameReminderEmail } from './emails';

/** A number shared by more accounts than this gets no more mail than this. */
const MAX_ACCOUNTS_PER_NUMBER = 5;

/** The stored number's last nine digits, however it was written ('0771234567', '+94771234567'). */
const lastNineDigits = (column: AnyPgColumn): SQL =>
  sql`right(regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g'), 9)`;

const requestAudit = (number: string, ipAddress: string) => ({
  action: 'auth.username_recovery',
  subjectType: 'number',
  subjectId: number,
  ipAddress,
});

/** Limits on username reminders, per number (known or not) and per address. */
export async function limitUsernameRecovery(
  db: DbOrTx,
  input: { number: string; ipAddress: string },
  context: AccountAccessContext,
): Promise<void> {
  const number = nationalNumber(input.number);
  await enforceLimits(
    db,
    [
      perSubject('recover-username', number, context.limits),
      perAddress('recover-username', input.ipAddress, context.limits),
    ],
    requestAudit(number, input.ipAddress),
  );
}

/**
 * Recover username: e-mails the username of every account with a connection on this mobile or
 * telephone number to that account's own address. The route runs this after answering, so the answer
 * never says whether there was one.
 */
export async function sendUsernameReminders(
  db: DbOrTx,
  input: { number: string; ipAddress: string; language: UiLanguage },
  context: AccountAccessContext,
): Promise<void> {
  const number = nationalNumber(input.number);
  const audit = requestAudit(number, input.ipAddress);
  const found = await db
    .selectDistinct({ id: accounts.id, email: accounts.email, firstName: accounts.firstName })
    .from(accounts)
    .innerJoin(connections, eq(connections.accountId, accounts.id))
    .where(or(eq(lastNineDigits(connections.mobile), number), eq(lastNineDigits(connections.telephoneNumber), number)))
    .orderBy(accounts.id)
    .limit(MAX_ACCOUNTS_PER_NUMBER);

  await db.transaction(async (tx) => {
    for (const account of found) {
      await context.email.send(tx, usernameReminderEmail(account, context.publicUrl, number.slice(-4), input.language));
      await recordAudit(tx, { ...audit, accountId: account.id, outcome: 'success' });
    }
    if (found.length === 0) await recordAudit(tx, { ...audit, outcome: 'failure' });
  });
}

import { and, desc, eq, inArray } from 'drizzle-orm';
import { vi } from 'vitest';
import type { Database } from '../../db/client';
import { auditLog, outboxMessages } from '../../db/schema';

let addressCounter = 0;
/** Each request group comes from its own address, so one test's per-address count never trips another. */
export const freshAddress = () => {
  addressCounter += 1;
  return `203.0.${113 + Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
};

/** The e-mails sent to an address, newest first. */
export async function emailsTo(db: Database, recipient: string) {
  return db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, recipient), eq(outboxMessages.channel, 'email')))
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id));
}

/** The token of the newest e-mailed link of this kind; fails the test when there is none. */
export async function linkToken(
  db: Database,
  recipient: string,
  kind: 'pwd_recovery' | 'confirmation',
): Promise<string> {
  const pattern =
    kind === 'pwd_recovery'
      ? /\/pwd_recovery\/reset=([A-Za-z0-9_-]{43})\s/
      : /\/email\/confirmation\/([A-Za-z0-9_-]{43})\s/;
  for (const message of await emailsTo(db, recipient)) {
    const match = message.body.match(pattern);
    if (match?.[1]) return match[1];
  }
  throw new Error(`no ${kind} link was e-mailed to ${recipient}`);
}

export async function auditOutcomes(db: Database, action: string, accountId: string): Promise<string[]> {
  const rows = await db
    .select({ outcome: auditLog.outcome })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.accountId, accountId)))
    .orderBy(auditLog.id);
  return rows.map((row) => row.outcome);
}

/** A token that has the right shape but was never issued. */
export const unknownToken = () => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');

/**
 * Waits until the mail work of `count` requests about `subject` has run (it runs after the answer): each
 * ends with its audit row, success or failure.
 */
export async function mailWorkDone(db: Database, action: string, subject: string, count = 1): Promise<void> {
  await vi.waitFor(
    async () => {
      const rows = await db
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.action, action),
            eq(auditLog.subjectId, subject),
            inArray(auditLog.outcome, ['success', 'failure']),
          ),
        );
      if (rows.length < count) throw new Error(`${rows.length} of ${count} ${action} done for ${subject}`);
    },
    { timeout: 5000, interval: 20 },
  );
}

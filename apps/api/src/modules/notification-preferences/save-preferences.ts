import type { NotificationPreferences, NotificationPreferencesUpdate } from '@selfcare/contracts';
import type { Database } from '../../db/client';
import { notificationPreferences } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { columnsOf, readPreferences } from './preferences';

/**
 * Saves an account's choices (the whole set: PUT replaces) and answers what is saved now. The body's
 * schema has already refused any mandatory kind turned off. Audited, before and after, in the same
 * transaction, so care can see when a subscriber stopped getting reminders.
 */
export function savePreferences(
  db: Database,
  input: { accountId: string; choices: NotificationPreferencesUpdate; ipAddress: string },
): Promise<NotificationPreferences> {
  return db.transaction(async (tx) => {
    const before = await readPreferences(tx, input.accountId);
    const columns = columnsOf(input.choices);
    await tx
      .insert(notificationPreferences)
      .values({ accountId: input.accountId, ...columns })
      .onConflictDoUpdate({ target: notificationPreferences.accountId, set: { ...columns, updatedAt: new Date() } });
    const after = await readPreferences(tx, input.accountId);
    await recordAudit(tx, {
      action: 'account.notification_preferences',
      outcome: 'success',
      accountId: input.accountId,
      subjectType: 'account',
      subjectId: input.accountId,
      ipAddress: input.ipAddress,
      details: { before, after },
    });
    return after;
  });
}

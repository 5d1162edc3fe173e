import type {
  ChannelChoice,
  NotificationPreferences,
  NotificationPreferencesUpdate,
  SettableNotificationKind,
} from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import { isAnyOf } from '../../db/any-of';
import type { DbOrTx } from '../../db/client';
import { notificationPreferences } from '../../db/schema';

type PreferenceRow = typeof notificationPreferences.$inferSelect;
type PreferenceColumns = Omit<typeof notificationPreferences.$inferInsert, 'accountId' | 'updatedAt'>;

/** The columns of each settable kind, per channel. */
const COLUMNS = {
  renewalReminders: { sms: 'renewalRemindersSms', email: 'renewalRemindersEmail' },
  expiryReminders: { sms: 'expiryRemindersSms', email: 'expiryRemindersEmail' },
  paymentReceipts: { sms: 'paymentReceiptsSms', email: 'paymentReceiptsEmail' },
  offers: { sms: 'offersSms', email: 'offersEmail' },
} as const satisfies Record<SettableNotificationKind, Record<keyof ChannelChoice, keyof PreferenceColumns>>;

/** An account that never chose: reminders and receipts on, offers off (the columns' defaults too). */
export const DEFAULT_CHOICES: Record<SettableNotificationKind, ChannelChoice> = {
  renewalReminders: { sms: true, email: true },
  expiryReminders: { sms: true, email: true },
  paymentReceipts: { sms: true, email: true },
  offers: { sms: false, email: false },
};

const ALWAYS_ON = { sms: true, email: true } as const;

function choicesOf(row: PreferenceRow | undefined): Record<SettableNotificationKind, ChannelChoice> {
  if (!row) return DEFAULT_CHOICES;
  const choice = (kind: SettableNotificationKind) => ({ sms: row[COLUMNS[kind].sms], email: row[COLUMNS[kind].email] });
  return {
    renewalReminders: choice('renewalReminders'),
    expiryReminders: choice('expiryReminders'),
    paymentReceipts: choice('paymentReceipts'),
    offers: choice('offers'),
  };
}

/** Every kind as the account's GET shows it: its choices, or the defaults, and the kinds always on. */
export async function readPreferences(db: DbOrTx, accountId: string): Promise<NotificationPreferences> {
  const [row] = await db.select().from(notificationPreferences).where(eq(notificationPreferences.accountId, accountId));
  return { ...choicesOf(row), security: ALWAYS_ON, paymentProblems: ALWAYS_ON };
}

/**
 * The channels one kind of message goes out on for an account: what a sender asks before it queues a
 * message of a kind the subscriber may turn off.
 */
export async function channelsFor(
  db: DbOrTx,
  accountId: string,
  kind: SettableNotificationKind,
): Promise<ChannelChoice> {
  const [row] = await db
    .select({ sms: notificationPreferences[COLUMNS[kind].sms], email: notificationPreferences[COLUMNS[kind].email] })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.accountId, accountId));
  return row ?? DEFAULT_CHOICES[kind];
}

/** `channelsFor` of many accounts in one statement: every account asked is in the answer. */
export async function channelsForAccounts(
  db: DbOrTx,
  accountIds: readonly string[],
  kind: SettableNotificationKind,
): Promise<Map<string, ChannelChoice>> {
  const channels = new Map<string, ChannelChoice>(accountIds.map((id) => [id, DEFAULT_CHOICES[kind]]));
  if (accountIds.length === 0) return channels;
  const rows = await db
    .select({
      accountId: notificationPreferences.accountId,
      sms: notificationPreferences[COLUMNS[kind].sms],
      email: notificationPreferences[COLUMNS[kind].email],
    })
    .from(notificationPreferences)
    .where(isAnyOf(notificationPreferences.accountId, accountIds));
  for (const { accountId, ...choice } of rows) channels.set(accountId, choice);
  return channels;
}

/** The row's columns for a PUT's choices (the mandatory kinds have none). */
export function columnsOf(update: NotificationPreferencesUpdate): PreferenceColumns {
  const columns: PreferenceColumns = {};
  for (const kind of Object.keys(COLUMNS) as SettableNotificationKind[]) {
    columns[COLUMNS[kind].sms] = update[kind].sms;
    columns[COLUMNS[kind].email] = update[kind].email;
  }
  return columns;
}

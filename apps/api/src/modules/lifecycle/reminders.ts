import type { UiLanguage } from '@selfcare/contracts';
import { emailTextIn } from '@selfcare/contracts/messages/emails';
import { smsTextIn } from '@selfcare/contracts/messages/sms';
import { and, asc, eq, gt, lte, ne, notExists, or, type SQL, sql } from 'drizzle-orm';
import { isAnyOf } from '../../db/any-of';
import type { Database, DbOrTx } from '../../db/client';
import {
  accounts,
  basePackageChanges,
  connections,
  products,
  purchases,
  type ReminderKind,
  sentReminders,
} from '../../db/schema';
import { isLiteral } from '../../db/schema/constraints';
import type { EmailMessage } from '../../integrations/email';
import type { SmsMessage } from '../../integrations/sms';
import { composeEmail } from '../../lib/compose-email';
import { channelsForAccounts } from '../notification-preferences/preferences';
import { addDays } from '../products/dates';
import { afterDueRow, type DuePage, pageByDay } from './due-items';
import { renewalDay } from './renewal-day';
import type { Dunning } from './renewal-notices';
import { amountsAtRenewal } from './renewal-price';

/** How many days ahead a renewal or an end is reminded of (issue 31). */
export const REMINDER_DAYS = 3;

/** The channels one reminder went out on; none when the subscriber turned both off. */
export interface ReminderSent {
  kind: ReminderKind;
  sms: boolean;
  email: boolean;
}

/**
 * The day a reminder is about: a renewal's is the billing end date, or for a paused subscription the day
 * it resumes and renews (decision 0070: nothing is reminded of while paused, the resume's charge is); an
 * end's is the billing end date.
 */
const remindedDate = (kind: ReminderKind) =>
  kind === 'renewal' ? renewalDay : sql<string>`${purchases.billingEndDate}`;

/**
 * What both kinds ask: a purchase bought (not bundled) on an active connection, whose paid period ends
 * within the next REMINDER_DAYS days and is longer than them (a period of three days or less was just
 * paid for: reminding at once would tell the subscriber what they chose a moment ago), and not reminded
 * of yet for this period. A scheduled downgrade replaces its package instead: no reminder of either kind.
 */
const remindable = (kind: ReminderKind, asOf: string) =>
  and(
    sql`not ${purchases.isBundled}`,
    eq(connections.status, 'active'),
    gt(remindedDate(kind), asOf),
    lte(remindedDate(kind), addDays(asOf, REMINDER_DAYS)),
    sql`${purchases.billingStartDate} < ${remindedDate(kind)} - ${REMINDER_DAYS}::int`,
    notExists(
      sql`(select 1 from ${basePackageChanges} where ${basePackageChanges.connectionId} = ${purchases.connectionId} and ${basePackageChanges.fromProductId} = ${purchases.productId} and ${basePackageChanges.status} = 'PENDING')`,
    ),
    notExists(
      sql`(select 1 from ${sentReminders} where ${sentReminders.purchaseId} = ${purchases.id} and ${sentReminders.kind} = ${kind} and ${sentReminders.periodEnd} = ${remindedDate(kind)})`,
    ),
  );

/**
 * A running subscription the sweep will renew at its period's end (renewals.ts), for a price. The
 * status, type and bundling are literals: they are what `purchases_due_renewal_idx` holds.
 */
const renews = and(
  isLiteral(purchases.status, 'PURCHASE_COMPLETE'),
  isLiteral(purchases.purchaseType, 'PURCHASE_TYPE_SUBSCRIPTION'),
  or(sql`${purchases.paymentStatus} is null`, ne(purchases.paymentStatus, 'PENDING')),
  gt(purchases.price, 0),
) as SQL;

/**
 * A purchase whose access ends with its period: a one-off, or a subscription unsubscribed (endings.ts).
 * Literals, as `purchases_due_end_idx` holds them.
 */
const ends = or(
  isLiteral(purchases.status, 'PURCHASE_PENDING_REMOVE'),
  and(
    isLiteral(purchases.status, 'PURCHASE_COMPLETE'),
    isLiteral(purchases.purchaseType, 'PURCHASE_TYPE_TRANSACTIONAL'),
  ),
) as SQL;

const isDue = (kind: ReminderKind, asOf: string) => and(remindable(kind, asOf), kind === 'renewal' ? renews : ends);

/**
 * The purchases whose reminder of `kind` is due as of `asOf`, a page at a time, by the day reminded of:
 * a renewal's from `purchases_due_renewal_idx`, an end's from `purchases_due_end_idx`.
 */
export function dueReminders(db: DbOrTx, kind: ReminderKind, asOf: string): DuePage {
  return pageByDay((after, limit) =>
    db
      .select({ id: purchases.id, day: sql<string>`(${remindedDate(kind)})::text` })
      .from(purchases)
      .innerJoin(connections, eq(connections.id, purchases.connectionId))
      .where(and(isDue(kind, asOf), afterDueRow(remindedDate(kind), purchases.id, after)))
      .orderBy(asc(remindedDate(kind)), asc(purchases.id))
      .limit(limit),
  );
}

/** 'YYYY-MM-DD' as the portal writes a day: DD/MM/YYYY. A billing day is a Sri Lanka day already. */
const portalDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/**
 * Sends the reminders of `kind` of a page's purchases, each once: in one transaction, the purchases are
 * locked (SKIP LOCKED) and checked again, each reminder is recorded under its unique key (purchase,
 * kind, period end), and the SMS (to the connection's mobile) and e-mails are queued on the durable
 * outbox, each only if the account takes that kind on that channel, in the language of its last login.
 * A second sweep, at once or later, finds the rows locked, or the keys taken, and sends nothing for
 * them. Answers the reminders this call recorded. A page's statements are a dozen, not a dozen per
 * reminder (issue 30: the reminders were the national sweep's cost).
 */
export function sendReminders(
  db: Database,
  dunning: Dunning,
  kind: ReminderKind,
  purchaseIds: readonly string[],
  asOf: string,
): Promise<ReminderSent[]> {
  if (purchaseIds.length === 0) return Promise.resolve([]);
  return db.transaction(async (tx) => {
    const locked = await tx
      .select({
        id: purchases.id,
        price: purchases.price,
        purchaseOptionId: purchases.purchaseOptionId,
        periodEnd: remindedDate(kind).mapWith(purchases.billingEndDate),
        mobile: connections.mobile,
        accountId: accounts.id,
        email: accounts.email,
        firstName: accounts.firstName,
        language: accounts.language,
        productName: products.name,
      })
      .from(purchases)
      .innerJoin(connections, eq(connections.id, purchases.connectionId))
      .innerJoin(accounts, eq(accounts.id, connections.accountId))
      .innerJoin(products, eq(products.id, purchases.productId))
      .where(and(isAnyOf(purchases.id, purchaseIds), isDue(kind, asOf)))
      .orderBy(asc(purchases.id))
      .for('update', { of: purchases, skipLocked: true });
    const due = locked.filter((row): row is typeof row & { periodEnd: string } => row.periodEnd !== null);
    if (due.length === 0) return [];
    const amounts =
      kind === 'renewal'
        ? await amountsAtRenewal(
            tx,
            due.map((row) => ({ ...row, renewalDay: row.periodEnd })),
          )
        : new Map<string, number>();
    const recorded = await tx
      .insert(sentReminders)
      .values(
        due.map((row) => ({ purchaseId: row.id, kind, periodEnd: row.periodEnd, amount: amounts.get(row.id) ?? null })),
      )
      .onConflictDoNothing()
      .returning({ purchaseId: sentReminders.purchaseId });
    const recordedIds = new Set(recorded.map((row) => row.purchaseId));
    const reminded = due.filter((row) => recordedIds.has(row.id));
    const channels = await channelsForAccounts(
      tx,
      [...new Set(reminded.map((row) => row.accountId))],
      kind === 'renewal' ? 'renewalReminders' : 'expiryReminders',
    );
    const smsMessages: SmsMessage[] = [];
    const emails: EmailMessage[] = [];
    const sent: ReminderSent[] = [];
    for (const row of reminded) {
      const choice = channels.get(row.accountId) ?? { sms: false, email: false };
      const amount = amounts.get(row.id);
      const values = {
        product: row.productName,
        date: portalDay(row.periodEnd),
        ...(amount === undefined ? {} : { amount: amount.toFixed(2) }),
      };
      const language: UiLanguage = row.language;
      const link = `${dunning.publicUrl}/profile`;
      const sms = choice.sms && row.mobile !== null;
      if (sms && row.mobile) {
        smsMessages.push({ to: row.mobile, text: smsTextIn(language, `reminder.${kind}`, { ...values, link }) });
      }
      if (choice.email) {
        const text = (key: string) => emailTextIn(language, `${kind}Reminder.${key}`, values);
        const paragraphs = [
          text('intro'),
          text('action'),
          link,
          emailTextIn(language, 'reminderChoices'),
          `${dunning.publicUrl}/profile?tab=6`,
        ];
        emails.push(composeEmail(row, language, text('subject'), paragraphs));
      }
      sent.push({ kind, sms, email: choice.email });
    }
    await dunning.sms.sendAll(tx, smsMessages);
    await dunning.email.sendAll(tx, emails);
    return sent;
  });
}

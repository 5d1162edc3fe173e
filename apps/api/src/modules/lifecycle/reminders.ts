import type { UiLanguage } from '@selfcare/contracts';
import { emailTextIn } from '@selfcare/contracts/messages/emails';
import { smsTextIn } from '@selfcare/contracts/messages/sms';
import { and, asc, eq, gt, lte, ne, notExists, or, type SQL, sql } from 'drizzle-orm';
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
import { composeEmail } from '../../lib/compose-email';
import { channelsFor } from '../notification-preferences/preferences';
import { addDays } from '../products/dates';
import type { Dunning } from './renewal-notices';
import { amountAtRenewal } from './renewal-price';

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
  kind === 'renewal'
    ? sql<string>`coalesce(${purchases.pauseResumesOn}, ${purchases.billingEndDate})`
    : sql<string>`${purchases.billingEndDate}`;

/**
 * What both kinds ask: a purchase bought (not bundled) on an active connection, whose paid period ends
 * within the next REMINDER_DAYS days and is longer than them (a period of three days or less was just
 * paid for: reminding at once would tell the subscriber what they chose a moment ago), and not reminded
 * of yet for this period. A scheduled downgrade replaces its package instead: no reminder of either kind.
 */
const remindable = (kind: ReminderKind, asOf: string) =>
  and(
    eq(purchases.isBundled, false),
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

/** A running subscription the sweep will renew at its period's end (renewals.ts), for a price. */
const renews = and(
  eq(purchases.status, 'PURCHASE_COMPLETE'),
  eq(purchases.purchaseType, 'PURCHASE_TYPE_SUBSCRIPTION'),
  or(sql`${purchases.paymentStatus} is null`, ne(purchases.paymentStatus, 'PENDING')),
  gt(purchases.price, 0),
) as SQL;

/** A purchase whose access ends with its period: a one-off, or a subscription unsubscribed (endings.ts). */
const ends = or(
  eq(purchases.status, 'PURCHASE_PENDING_REMOVE'),
  and(eq(purchases.status, 'PURCHASE_COMPLETE'), eq(purchases.purchaseType, 'PURCHASE_TYPE_TRANSACTIONAL')),
) as SQL;

const isDue = (kind: ReminderKind, asOf: string) => and(remindable(kind, asOf), kind === 'renewal' ? renews : ends);

/** One page of purchases whose reminder of `kind` is due as of `asOf`, in id order. */
export async function dueReminders(
  db: DbOrTx,
  kind: ReminderKind,
  asOf: string,
  after: string | null,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: purchases.id })
    .from(purchases)
    .innerJoin(connections, eq(connections.id, purchases.connectionId))
    .where(and(isDue(kind, asOf), after === null ? undefined : gt(purchases.id, after)))
    .orderBy(asc(purchases.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** 'YYYY-MM-DD' as the portal writes a day: DD/MM/YYYY. A billing day is a Sri Lanka day already. */
const portalDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/**
 * Sends one purchase's reminder of `kind`, once: in one transaction, the purchase is locked and checked
 * again, the reminder is recorded under its unique key (purchase, kind, period end), and the SMS (to the
 * connection's mobile) and e-mail are queued on the durable outbox, each only if the account takes that
 * kind on that channel, in the language of its last login. A second sweep, at once or later, finds the
 * row locked, or the key taken, and sends nothing. Null when this call did not record it.
 */
export function sendReminder(
  db: Database,
  dunning: Dunning,
  kind: ReminderKind,
  purchaseId: string,
  asOf: string,
): Promise<ReminderSent | null> {
  return db.transaction(async (tx) => {
    const [due] = await tx
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
      .where(and(eq(purchases.id, purchaseId), isDue(kind, asOf)))
      .for('update', { of: purchases, skipLocked: true });
    if (!due?.periodEnd) return null;
    const amount = kind === 'renewal' ? await amountAtRenewal(tx, due, due.periodEnd) : null;
    const recorded = await tx
      .insert(sentReminders)
      .values({ purchaseId, kind, periodEnd: due.periodEnd, amount })
      .onConflictDoNothing()
      .returning({ id: sentReminders.id });
    if (recorded.length === 0) return null;
    const channels = await channelsFor(tx, due.accountId, kind === 'renewal' ? 'renewalReminders' : 'expiryReminders');
    const values = {
      product: due.productName,
      date: portalDay(due.periodEnd),
      ...(amount === null ? {} : { amount: amount.toFixed(2) }),
    };
    const language: UiLanguage = due.language;
    const link = `${dunning.publicUrl}/profile`;
    const sms = channels.sms && due.mobile !== null;
    if (sms && due.mobile) {
      await dunning.sms.send(tx, {
        to: due.mobile,
        text: smsTextIn(language, `reminder.${kind}`, { ...values, link }),
      });
    }
    if (channels.email) {
      const text = (key: string) => emailTextIn(language, `${kind}Reminder.${key}`, values);
      const paragraphs = [
        text('intro'),
        text('action'),
        link,
        emailTextIn(language, 'reminderChoices'),
        `${dunning.publicUrl}/profile?tab=6`,
      ];
      await dunning.email.send(tx, composeEmail(due, language, text('subject'), paragraphs));
    }
    return { kind, sms, email: channels.email };
  });
}

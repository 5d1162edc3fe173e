import { emailTextIn } from '@selfcare/contracts/messages/emails';
import { smsTextIn } from '@selfcare/contracts/messages/sms';
import { and, asc, eq, exists, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, cardTokens, connections, purchases } from '../../db/schema';
import { composeEmail } from '../../lib/compose-email';
import { addDays } from '../products/dates';
import type { Dunning } from './renewal-notices';

/** How long before its last day the subscriber is told that the card on file expires (issue 26). */
export const CARD_EXPIRY_NOTICE_DAYS = 7;

/** PayHere's 'MM/YY' for the month of an ISO day. */
const expiryOf = (day: string) => `${day.slice(5, 7)}/${day.slice(2, 4)}`;

/**
 * Live cards on file of accounts with a running card subscription, whose last day (the end of their
 * expiry month) falls within the next seven days and whose subscriber has not been told yet.
 */
export async function expiringCards(db: Database, asOf: string, after: string | null, limit: number) {
  // A card is good to the end of its month: only this month's cards can end within the week.
  const monthEnd = new Date(Date.UTC(Number(asOf.slice(0, 4)), Number(asOf.slice(5, 7)), 0)).toISOString().slice(0, 10);
  if (monthEnd > addDays(asOf, CARD_EXPIRY_NOTICE_DAYS)) return [];
  const renewing = db
    .select({ id: purchases.id })
    .from(purchases)
    .innerJoin(connections, eq(connections.id, purchases.connectionId))
    .where(
      and(
        eq(connections.accountId, cardTokens.accountId),
        eq(purchases.paymentMethod, 'CARD'),
        eq(purchases.status, 'PURCHASE_COMPLETE'),
        eq(purchases.purchaseType, 'PURCHASE_TYPE_SUBSCRIPTION'),
      ),
    );
  const rows = await db
    .select({ id: cardTokens.id })
    .from(cardTokens)
    .where(
      and(
        isNull(cardTokens.forgottenAt),
        isNull(cardTokens.expiryWarnedAt),
        eq(cardTokens.cardExpiry, expiryOf(asOf)),
        exists(renewing),
        after === null ? undefined : gt(cardTokens.id, after),
      ),
    )
    .orderBy(asc(cardTokens.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Tells the subscriber, once, that the card their subscriptions renew on expires soon, by SMS (to the
 * card payer's mobile) and e-mail in the language of their last login, with the link to replace it.
 * The card row is locked and marked in the transaction that queues the messages, so two sweeps tell
 * once. True when this call told.
 */
export async function warnExpiringCard(db: Database, dunning: Dunning, cardId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [card] = await tx
      .select({
        accountId: cardTokens.accountId,
        method: cardTokens.method,
        cardMask: cardTokens.cardMask,
        cardExpiry: cardTokens.cardExpiry,
      })
      .from(cardTokens)
      .where(and(eq(cardTokens.id, cardId), isNull(cardTokens.expiryWarnedAt), isNull(cardTokens.forgottenAt)))
      .for('update', { skipLocked: true });
    if (!card) return false;
    const [account] = await tx
      .select({ email: accounts.email, firstName: accounts.firstName, language: accounts.language })
      .from(accounts)
      .where(eq(accounts.id, card.accountId));
    if (!account) return false;
    const [payer] = await tx
      .select({ mobile: connections.mobile })
      .from(connections)
      .where(and(eq(connections.accountId, card.accountId), eq(connections.connectionType, 7)));
    const { language } = account;
    const link = `${dunning.publicUrl}/profile?tab=3`;
    const values = { brand: card.method ?? '', lastFour: card.cardMask.slice(-4), expiry: card.cardExpiry ?? '' };
    if (payer?.mobile) {
      await dunning.sms.send(tx, {
        to: payer.mobile,
        text: smsTextIn(language, 'renewal.cardExpiring', { ...values, link }),
      });
    }
    const email = (key: string) => emailTextIn(language, `cardExpiring.${key}`, values);
    await dunning.email.send(
      tx,
      composeEmail(account, language, email('subject'), [email('intro'), email('action'), link]),
    );
    await tx.update(cardTokens).set({ expiryWarnedAt: new Date() }).where(eq(cardTokens.id, cardId));
    return true;
  });
}

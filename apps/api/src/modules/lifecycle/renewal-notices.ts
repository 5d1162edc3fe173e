import { emailTextIn } from '@selfcare/contracts/messages/emails';
import { smsTextIn } from '@selfcare/contracts/messages/sms';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts } from '../../db/schema';
import type { EmailSender } from '../../integrations/email';
import type { SmsSender } from '../../integrations/sms';
import { composeEmail } from '../../lib/compose-email';

/**
 * What a refused renewal needs (decision 0054): the days after the period's end on which it is tried
 * again before the connection is suspended, and how the subscriber is told.
 */
export interface Dunning {
  retryDays: readonly number[];
  publicUrl: string;
  sms: SmsSender;
  email: EmailSender;
}

/** The subscription whose renewal was refused, as the renewal read it. */
interface RefusedSubscription {
  accountId: string;
  mobile: string | null;
  productName: string;
}

export type RefusedRenewal =
  | { kind: 'retry'; amount: number; retryOn: string }
  | { kind: 'suspended'; amount: number; tries: number };

/**
 * Tells the subscriber that a renewal charge was refused, by SMS (to the connection's mobile, where it
 * has one) and e-mail, in the language of their last login, inside the transaction that records it:
 * the outbox delivers them once it commits (durable delivery). A retry says when it is tried again and
 * links to their payments; a suspension links to the portal, where the reactivation screen waits.
 */
export async function tellRenewalRefused(
  tx: DbOrTx,
  dunning: Dunning,
  due: RefusedSubscription,
  refused: RefusedRenewal,
): Promise<void> {
  const [account] = await tx
    .select({ email: accounts.email, firstName: accounts.firstName, language: accounts.language })
    .from(accounts)
    .where(eq(accounts.id, due.accountId));
  if (!account) return;
  const { language } = account;
  const values = {
    product: due.productName,
    amount: refused.amount.toFixed(2),
    ...(refused.kind === 'retry' ? { date: refused.retryOn } : { tries: refused.tries }),
  };
  // MY PAYMENTS, where a card payer replaces the card on file.
  const link = refused.kind === 'retry' ? `${dunning.publicUrl}/profile?tab=3` : `${dunning.publicUrl}/`;
  const smsKey = refused.kind === 'retry' ? 'renewal.retry' : 'renewal.suspended';
  if (due.mobile) {
    await dunning.sms.send(tx, { to: due.mobile, text: smsTextIn(language, smsKey, { ...values, link }) });
  }
  const email = (key: string) =>
    emailTextIn(language, `${refused.kind === 'retry' ? 'renewalRetry' : 'renewalSuspended'}.${key}`, values);
  const paragraphs = refused.kind === 'retry' ? [email('intro'), email('action'), link] : [email('intro'), link];
  await dunning.email.send(tx, composeEmail(account, language, email('subject'), paragraphs));
}

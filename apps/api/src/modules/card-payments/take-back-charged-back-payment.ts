import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { transactions } from '../../db/schema';
import type { JobQueue } from '../../jobs/job-queue';
import { recordAudit } from '../../lib/audit';
import { forgetChargedBackCard } from './keep-card-on-file';
import { type TakenBackPayment, takeBackPaidFor } from './take-back-paid-for';

/** The paid card payment a chargeback names, as the notification found it. */
export interface ChargedBackPayment extends TakenBackPayment {
  accountId: string;
}

/**
 * The bank took a paid card payment back (PayHere status -3 after a success), inside the notification's
 * transaction with the payment locked (decision 0052): the payment is marked charged back, and what it
 * paid for is taken back at once (take-back-paid-for.ts). The card is not charged again: if it is the
 * account's card on file, it is forgotten, and renewals fail until the subscriber approves another.
 */
export async function takeBackChargedBackPayment(
  tx: DbOrTx,
  jobQueue: JobQueue,
  payment: ChargedBackPayment,
  input: { description: string; ipAddress: string | null; paymentId: string },
): Promise<void> {
  const now = new Date();
  const [charged] = await tx
    .update(transactions)
    .set({ chargedBackAt: now, description: input.description, updatedAt: now })
    .where(eq(transactions.id, payment.id))
    .returning({ cardMask: transactions.cardMask });
  await forgetChargedBackCard(tx, payment.accountId, charged?.cardMask ?? null);
  const taken = await takeBackPaidFor(tx, jobQueue, payment, now);
  await recordAudit(tx, {
    action: 'payment.chargeback',
    outcome: 'success',
    accountId: payment.accountId,
    subjectType: 'transaction',
    subjectId: payment.id,
    ipAddress: input.ipAddress,
    details: { purpose: payment.purpose, paymentId: input.paymentId, ...taken },
  });
}

import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cardPreapprovals, transactions } from '../../db/schema';
import type { VerifiedNotification } from '../../integrations/card-gateway';
import { recordAudit } from '../../lib/audit';
import { applyCardOutcome, findOrder, type NotificationDeps, type NotificationEffect } from './apply-card-outcome';
import { chargePreapprovedPayment, followPreapprovedPayment } from './charge-preapproved-payment';
import { keepCardOnFile } from './keep-card-on-file';
import { retryRefusedRenewals } from './retry-refused-renewals';

const AUDIT_ACTION = 'payment.card_preapproval';
const APPROVED = 2;
const PENDING = 0;

/** A preapproval of ours by the order id it was signed with, or null. */
export async function findPreapproval(db: Database, orderId: string) {
  const [row] = await db
    .select({
      id: cardPreapprovals.id,
      accountId: cardPreapprovals.accountId,
      transactionId: cardPreapprovals.transactionId,
    })
    .from(cardPreapprovals)
    .where(eq(cardPreapprovals.orderId, orderId));
  return row ?? null;
}

type Preapproval = NonNullable<Awaited<ReturnType<typeof findPreapproval>>>;

/**
 * PayHere's notification of a preapproval (decision 0058), verified by the caller. Approved with a
 * customer token, the card is kept on file (the previous one forgotten) and, for a payment's
 * preapproval, the payment is charged on it at once, with a follow-up job queued in the same commit in
 * case that charge loses its answer. Refused, the preapproval fails and so does its payment; held by
 * the bank (0), its payment stays open. Each preapproval is decided once, under its row lock:
 * duplicates and late notifications change nothing.
 */
export async function receivePreapproval(
  deps: NotificationDeps,
  preapproval: Preapproval,
  notification: VerifiedNotification,
): Promise<NotificationEffect | 'approved'> {
  const { db } = deps;
  const audit = (tx: Parameters<typeof recordAudit>[0], effect: string) =>
    recordAudit(tx, {
      action: AUDIT_ACTION,
      outcome: 'success',
      accountId: preapproval.accountId,
      subjectType: 'card_preapproval',
      subjectId: preapproval.id,
      ipAddress: deps.ipAddress,
      details: { effect, orderId: notification.orderId, statusCode: notification.statusCode },
    });

  if (notification.statusCode === PENDING) {
    const order = await paymentOrder(db, preapproval.transactionId);
    return order ? applyCardOutcome(deps, order, notification, 'notification') : 'pending';
  }

  const approved = notification.statusCode === APPROVED && notification.customerToken && notification.cardMask;
  const decided = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ status: cardPreapprovals.status })
      .from(cardPreapprovals)
      .where(eq(cardPreapprovals.id, preapproval.id))
      .for('update');
    if (locked?.status !== 'PENDING') {
      await audit(tx, 'ignored');
      return { effect: 'ignored' as const, held: false };
    }
    const now = new Date();
    if (!approved || !notification.customerToken || !notification.cardMask) {
      await tx
        .update(cardPreapprovals)
        .set({ status: 'FAILED', description: notification.statusMessage, updatedAt: now })
        .where(eq(cardPreapprovals.id, preapproval.id));
      await audit(tx, 'failed');
      return { effect: 'failed' as const, held: false };
    }
    await keepCardOnFile(
      tx,
      { accountId: preapproval.accountId, preapprovalId: preapproval.id },
      {
        customerToken: notification.customerToken,
        method: notification.method,
        cardMask: notification.cardMask,
        cardHolderName: notification.cardHolderName,
        cardExpiry: notification.cardExpiry,
      },
    );
    await tx
      .update(cardPreapprovals)
      .set({ status: 'APPROVED', updatedAt: now })
      .where(eq(cardPreapprovals.id, preapproval.id));
    let held = false;
    if (preapproval.transactionId) {
      // From now on PayHere holds the payment: buying again must not give it up. A payment already
      // marked was held for review first, and its subscriber is told how it ends.
      const marked = await tx
        .update(transactions)
        .set({ notifiedAt: now, method: notification.method, cardMask: notification.cardMask })
        .where(and(eq(transactions.id, preapproval.transactionId), isNull(transactions.notifiedAt)))
        .returning({ id: transactions.id });
      held = marked.length === 0;
      await followPreapprovedPayment(deps, tx, preapproval.transactionId);
    } else {
      // A replaced card ends the wait of a refused renewal: it is tried on the new card at once.
      await retryRefusedRenewals(tx, preapproval.accountId, now.toISOString().slice(0, 10));
    }
    await audit(tx, 'approved');
    return { effect: 'approved' as const, held };
  });

  if (decided.effect === 'ignored') return 'ignored';
  if (decided.effect === 'failed') {
    const order = await paymentOrder(db, preapproval.transactionId);
    // A refused preapproval with no token named is the card's refusal: the payment fails with PayHere's words.
    return order
      ? applyCardOutcome(deps, order, { ...notification, statusCode: refusedCode(notification) }, 'notification')
      : 'failed';
  }
  if (!preapproval.transactionId) return 'approved';
  const charged = await chargePreapprovedPayment(deps, preapproval.transactionId, decided.held);
  return charged === 'open' ? 'pending' : charged;
}

/** PayHere's code for a refusal as the notification gave it; an approval that named no card is a failure. */
const refusedCode = (notification: VerifiedNotification) =>
  notification.statusCode === APPROVED ? -2 : notification.statusCode;

async function paymentOrder(db: Database, transactionId: string | null) {
  if (!transactionId) return null;
  const [payment] = await db
    .select({ orderId: transactions.gatewayOrderId })
    .from(transactions)
    .where(eq(transactions.id, transactionId));
  return payment?.orderId ? findOrder(db, payment.orderId) : null;
}

import type { UiLanguage } from '@selfcare/contracts';
import { messageTextIn } from '@selfcare/contracts/messages/in-language';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { connections, purchases, transactions } from '../../db/schema';
import type { CardGateway, VerifiedNotification } from '../../integrations/card-gateway';
import { recordAudit } from '../../lib/audit';
import { newReferenceNo } from '../../lib/reference-number';
import { type PaymentFor, type SettlementDeps, settlePayment } from '../settlement/settle-payment';
import { takeBackChargedBackPayment } from './take-back-charged-back-payment';

/**
 * What a notification did: settled the payment either way, left it pending, took a paid payment back
 * (a chargeback), or changed nothing.
 */
export type NotificationEffect = 'paid' | 'failed' | 'pending' | 'chargedBack' | 'ignored';

/**
 * PayHere's status codes: 2 paid; -1 cancelled, -2 failed, -3 charged back; 0 (and any other) pending.
 * A chargeback of a payment not yet settled is its failure; of a paid one, it takes the payment back.
 */
const PAID = 2;
const CHARGED_BACK = -3;
const FAILED = new Set([-1, -2, CHARGED_BACK]);

export interface NotificationDeps extends SettlementDeps {
  gateway: CardGateway;
  /** The notifying request's address; null when the sweep asked the gateway itself. */
  ipAddress: string | null;
  /** The notifying request's language (the gateway names none: English), for the descriptions written. */
  language: UiLanguage;
}

export const AUDIT_ACTION = 'payment.card_notification';

/**
 * What the gateway says of one of our card orders, verified (a signed notification, or its Retrieval API
 * asked about a notification that never came): settled, taken back or kept open, once, under the
 * payment's row lock, and audited with where the word came from.
 */
export async function applyCardOutcome(
  deps: NotificationDeps,
  order: CardOrder,
  notification: VerifiedNotification,
  source: 'notification' | 'retrieval' | 'charge',
  /**
   * Whether the bank held the payment for review before this word came; read from the payment's first
   * notification time unless given (a preapproved payment's charge: its approval set that time).
   */
  heldBefore?: boolean,
): Promise<NotificationEffect> {
  const { db } = deps;
  return settlePayment(deps, deps.language, (record) =>
    db.transaction(async (tx) => {
      const [locked] = await tx
        .select({
          status: transactions.status,
          notifiedAt: transactions.notifiedAt,
          chargedBackAt: transactions.chargedBackAt,
        })
        .from(transactions)
        .where(eq(transactions.id, order.id))
        .for('update');
      // Only a payment still PENDING is settled (a pending notification keeps it PENDING); a paid one
      // can only be charged back, once.
      const decided = decide(notification, locked, order.purpose);
      // The first verified notification's time: from then on the gateway holds the payment.
      const notifiedAt = locked?.notifiedAt ?? new Date();
      if (decided === 'paid') {
        await tx
          .update(transactions)
          .set({
            status: 'SUCCESS',
            paymentStatus: 'SUCCESS',
            referenceNo: newReferenceNo('TX'),
            gatewayPaymentId: notification.paymentId,
            ...cardOf(notification),
            description: null,
            notifiedAt,
          })
          .where(eq(transactions.id, order.id));
      } else if (decided === 'failed') {
        await tx
          .update(transactions)
          .set({
            status: 'FAILURE',
            paymentStatus: 'FAILURE',
            ...cardOf(notification),
            description: notification.statusMessage || failureText(notification.statusCode, deps.language),
            notifiedAt,
          })
          .where(eq(transactions.id, order.id));
      } else if (decided === 'chargedBack') {
        await takeBackChargedBackPayment(tx, deps.integrations.jobQueue, order, {
          description: notification.statusMessage || messageTextIn(deps.language, 'payment.chargedBack'),
          ipAddress: deps.ipAddress,
          paymentId: notification.paymentId,
        });
      } else if (decided === 'pending') {
        // Paid at the gateway but not settled (held for review): a new purchase must not give it up.
        await tx
          .update(transactions)
          .set({ ...cardOf(notification), description: notification.statusMessage, notifiedAt })
          .where(eq(transactions.id, order.id));
      }
      const paymentFor = paymentForOrder(order, deps.ipAddress, notifiedAt);
      if ((decided === 'paid' || decided === 'failed') && paymentFor) {
        // The page told the subscriber they would hear how a payment held for review ends.
        const wasHeld = heldBefore ?? (locked?.notifiedAt !== null && locked?.notifiedAt !== undefined);
        const heldPayment =
          wasHeld && order.mobile
            ? { accountId: order.accountId, mobile: order.mobile, amount: order.amount, itemName: order.itemName }
            : null;
        await record(tx, { outcome: decided, for: paymentFor, heldPayment });
      }
      await recordAudit(tx, {
        action: AUDIT_ACTION,
        outcome: 'success',
        accountId: order.accountId,
        subjectType: 'transaction',
        subjectId: order.id,
        ipAddress: deps.ipAddress,
        details: {
          effect: decided,
          source,
          orderId: notification.orderId,
          paymentId: notification.paymentId,
          statusCode: notification.statusCode,
        },
      });
      return decided;
    }),
  );
}

export type CardOrder = NonNullable<Awaited<ReturnType<typeof findOrder>>>;

/** What a card order pays for, as the settlement takes it; null for an order that names nothing to settle. */
function paymentForOrder(order: CardOrder, ipAddress: string | null, now: Date): PaymentFor | null {
  const { purchaseId, productId, connectionId } = order;
  if (order.purpose === 'REACTIVATION' && purchaseId && productId) {
    return {
      purpose: 'REACTIVATION',
      accountId: order.accountId,
      connectionId,
      purchaseId,
      productId,
      transactionId: order.id,
      channel: 'CARD',
      ipAddress,
    };
  }
  if (order.purpose === 'VOUCHER' && order.giftVoucherId) {
    return { purpose: 'VOUCHER', giftVoucherId: order.giftVoucherId, connectionId, transactionId: order.id, now };
  }
  if (order.purpose === 'PURCHASE' && purchaseId && productId) {
    return { purpose: 'PURCHASE', purchase: { id: purchaseId, connectionId, productId }, row: 'pending' };
  }
  return null;
}

/**
 * The card purchase, reactivation, gift voucher, renewal or upgrade an order id belongs to (a
 * reactivation's purchase is the base package it pays another period of; a voucher payment has no
 * purchase). Renewals and upgrades charged on the card on file are settled where they are charged;
 * here only their chargeback is taken.
 */
export async function findOrder(db: Database, orderId: string) {
  const [row] = await db
    .select({
      id: transactions.id,
      purpose: transactions.purpose,
      amount: transactions.amount,
      currency: transactions.currency,
      itemName: transactions.itemName,
      purchaseId: purchases.id,
      productId: purchases.productId,
      giftVoucherId: transactions.giftVoucherId,
      connectionId: transactions.connectionId,
      accountId: connections.accountId,
      mobile: connections.mobile,
    })
    .from(transactions)
    .leftJoin(purchases, eq(purchases.id, transactions.purchaseId))
    .innerJoin(connections, eq(connections.id, transactions.connectionId))
    .where(
      and(
        eq(transactions.gatewayOrderId, orderId),
        eq(transactions.channel, 'CARD'),
        inArray(transactions.purpose, ['PURCHASE', 'REACTIVATION', 'VOUCHER', 'RENEWAL', 'UPGRADE']),
      ),
    );
  return row ?? null;
}

function decide(
  notification: VerifiedNotification,
  locked: { status: string; chargedBackAt: Date | null } | undefined,
  purpose: string,
): NotificationEffect {
  if (locked?.status === 'SUCCESS') {
    return notification.statusCode === CHARGED_BACK && locked.chargedBackAt === null ? 'chargedBack' : 'ignored';
  }
  // A renewal or upgrade charge is settled where it was charged on the card on file (and asked about
  // it): its notification can only charge back a paid one.
  if (purpose === 'RENEWAL' || purpose === 'UPGRADE') return 'ignored';
  if (locked?.status !== 'PENDING') return 'ignored';
  if (notification.statusCode === PAID) return 'paid';
  if (FAILED.has(notification.statusCode)) return 'failed';
  return 'pending';
}

function cardOf(notification: VerifiedNotification) {
  return { method: notification.method, cardMask: notification.cardMask };
}

function failureText(statusCode: number, language: UiLanguage): string {
  return messageTextIn(language, statusCode === -1 ? 'payment.cancelled' : 'payment.declined');
}

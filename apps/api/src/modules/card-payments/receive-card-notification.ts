import { ErrorCode, type MessageKey } from '@selfcare/contracts';
import type { GatewayNotification } from '../../integrations/card-gateway';
import { gatewayAmount } from '../../integrations/payhere-card-gateway';
import { ApiError } from '../../lib/api-error';
import { recordAudit } from '../../lib/audit';
import {
  AUDIT_ACTION,
  applyCardOutcome,
  findOrder,
  type NotificationDeps,
  type NotificationEffect,
} from './apply-card-outcome';
import { findPreapproval, receivePreapproval } from './receive-preapproval';

/** A notification's effect, with a preapproval that kept a card on file and charged nothing (a card replaced). */
export type ReceivedEffect = NotificationEffect | 'approved';

/**
 * The gateway's server-to-server notification, the only thing that settles a card payment (DESIGN.md
 * section 6). It must be signed by the merchant (md5sig), name a card order of ours, and carry exactly
 * the order's amount in LKR; otherwise it is refused (400) and changes nothing. Each transaction is
 * settled once: the row is locked and a notification for one already settled (or given up when its
 * popup was dismissed) is acknowledged and ignored, so duplicate, late and out-of-order deliveries are
 * harmless. A pending notification (status 0: the payer paid, the bank has yet to decide) keeps the
 * payment open with the gateway's words on it, and marks it notified, so buying the product again does
 * not give it up (abandon-unpaid-checkout.ts). A paid or failed payment is settled by the settlement module
 * (settlement/settle-payment.ts), in the same commit and after it: what it paid for, and the SMS telling
 * the subscriber how a payment held for review ended. A chargeback (-3) of a paid payment takes back
 * what it paid for (take-back-charged-back-payment.ts), once.
 */
export async function receiveNotification(
  deps: NotificationDeps,
  fields: GatewayNotification,
): Promise<ReceivedEffect> {
  const { db } = deps;
  const refuse = async (key: MessageKey, reason: string, found?: { id: string; accountId: string }) => {
    await recordAudit(db, {
      action: AUDIT_ACTION,
      outcome: 'failure',
      accountId: found?.accountId ?? null,
      subjectType: found ? 'transaction' : 'gateway_order',
      subjectId: found?.id ?? fields.order_id?.slice(0, 100),
      ipAddress: deps.ipAddress,
      details: { reason, orderId: fields.order_id ?? null, statusCode: fields.status_code ?? null },
    });
    return new ApiError(400, ErrorCode.validation, key);
  };

  const notification = deps.gateway.verifyNotification(fields);
  if (!notification) throw await refuse('cardNotification.unverified', 'signature');
  const order = await findOrder(db, notification.orderId);
  if (!order) {
    // A preapproval charges nothing, so its notification names no amount of ours to check.
    const preapproval = await findPreapproval(db, notification.orderId);
    if (preapproval && notification.currency === 'LKR') return receivePreapproval(deps, preapproval, notification);
    throw await refuse('cardNotification.unknownOrder', 'unknown_order');
  }
  if (notification.amount !== gatewayAmount(order.amount) || notification.currency !== order.currency) {
    throw await refuse('cardNotification.amountMismatch', 'amount_or_currency', order);
  }
  return applyCardOutcome(deps, order, notification, 'notification');
}

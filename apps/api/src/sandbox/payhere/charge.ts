import { randomInt } from 'node:crypto';
import type { PayHereCardGateway } from '../../integrations/payhere-card-gateway';
import { findSandboxCard, maskCard } from '../../integrations/sandbox-cards';
import { sandboxCustomerToken } from '../../integrations/sandbox-payhere-merchant';
import type { SandboxOrder } from './order';

/** What the sandbox bank answers for a card: PayHere's status code and message. */
export interface ChargeOutcome {
  /** 2 paid, 0 pending, -2 failed. */
  statusCode: 2 | 0 | -2;
  statusMessage: string;
  /** The card brand as PayHere names the payment method; TEST for a card the sandbox does not know. */
  method: string;
  title: string;
}

/** The test card's outcome (integrations/sandbox-cards.ts); any other number is declined as unknown. */
export function chargeOutcome(cardNumber: string): ChargeOutcome {
  const card = findSandboxCard(cardNumber);
  switch (card?.outcome) {
    case 'success':
    case 'renewal-decline':
      return {
        statusCode: 2,
        statusMessage: 'Successfully completed the payment.',
        method: card.brand,
        title: 'Payment approved',
      };
    case 'decline':
      return {
        statusCode: -2,
        statusMessage: 'Payment declined: insufficient funds.',
        method: card.brand,
        title: 'Payment declined',
      };
    case 'pending':
      return {
        statusCode: 0,
        statusMessage: 'Payment held for review by the bank.',
        method: card.brand,
        title: 'Payment pending',
      };
    default:
      return {
        statusCode: -2,
        statusMessage: 'Payment declined: the card is not one of the sandbox test cards.',
        method: 'TEST',
        title: 'Payment declined',
      };
  }
}

/** PayHere's payment ids are 12-digit numbers. */
const newPaymentId = () => String(randomInt(100_000_000_000, 1_000_000_000_000));

/** What a preapproval's notification names as its amount: nothing was charged. */
const PREAPPROVAL_AMOUNT = '0.00';

/**
 * The server-to-server notification PayHere posts to the merchant's notify_url, signed with md5sig =
 * MD5(merchant_id + order_id + payhere_amount + payhere_currency + status_code + MD5(secret)). An
 * approved preapproval also carries the card's customer token.
 */
export function notificationFields(
  gateway: PayHereCardGateway,
  order: SandboxOrder,
  outcome: ChargeOutcome,
  card: { number: string; expiry: string },
): Record<string, string> {
  const statusCode = String(outcome.statusCode);
  const amount = order.preapprove ? PREAPPROVAL_AMOUNT : order.amount;
  return {
    merchant_id: order.merchantId,
    order_id: order.orderId,
    payment_id: newPaymentId(),
    payhere_amount: amount,
    payhere_currency: order.currency,
    status_code: statusCode,
    md5sig: gateway.notificationSignature({ orderId: order.orderId, amount, currency: order.currency, statusCode }),
    status_message: outcome.statusMessage,
    method: outcome.method,
    card_holder_name: order.customerName,
    card_no: maskCard(card.number),
    card_expiry: card.expiry,
    ...(order.preapprove && outcome.statusCode === 2 ? { customer_token: sandboxCustomerToken(card.number) } : {}),
  };
}

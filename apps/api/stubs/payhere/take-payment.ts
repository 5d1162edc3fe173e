import { randomInt, randomUUID } from 'node:crypto';
import type { TypedCard } from './card-form';
import type { Checkout } from './checkout-request';
import type { Ledger, NextAnswers, StubPayment } from './ledger';
import { postNotification } from './notify';
import { notificationSignature, type StubMerchant } from './signatures';
import { answerFor, type CardAnswer, maskCard } from './test-cards';

const FORCED: Record<NonNullable<NextAnswers['outcome']>, CardAnswer> = {
  success: { statusCode: 2, statusMessage: 'Successfully completed the payment.' },
  decline: { statusCode: -2, statusMessage: 'Insufficient Funds' },
  pending: { statusCode: 0, statusMessage: 'Payment is pending: held for review by the bank.' },
};

/** PayHere's payment ids are 12-digit numbers. */
const newPaymentId = () => String(randomInt(100_000_000_000, 1_000_000_000_000));

/** The notification PayHere posts for a payment, signed with the merchant's secret. */
export function notificationFields(merchant: StubMerchant, payment: StubPayment): Record<string, string> {
  return {
    merchant_id: payment.merchantId,
    order_id: payment.orderId,
    payment_id: payment.paymentId,
    payhere_amount: payment.amount,
    payhere_currency: payment.currency,
    status_code: String(payment.statusCode),
    md5sig: notificationSignature(merchant, {
      orderId: payment.orderId,
      amount: payment.amount,
      currency: payment.currency,
      statusCode: payment.statusCode,
    }),
    status_message: payment.statusMessage,
    method: payment.method,
    card_holder_name: payment.cardHolderName,
    card_no: payment.cardNo,
    card_expiry: payment.cardExpiry,
    custom_1: payment.custom.custom1,
    custom_2: payment.custom.custom2,
  };
}

/** What a preapproval's notification names as its amount: it charges nothing. */
const PREAPPROVAL_AMOUNT = '0.00';

/**
 * A preapproval's notification: signed as a payment's, for no amount, with the customer token when the
 * card was approved. The card is kept (`ledger.tokens`) for the Charging API; no payment is recorded.
 */
function preapprovalFields(checkout: Checkout, card: TypedCard, answer: CardAnswer, ledger: Ledger) {
  const testCard = answerFor(card.number);
  const approved = answer.statusCode === 2;
  const customerToken = approved ? randomUUID().replaceAll('-', '').toUpperCase() : null;
  if (customerToken) {
    ledger.tokens.push({
      customerToken,
      merchantId: checkout.merchant.merchantId,
      orderId: checkout.orderId,
      method: testCard.method,
      cardNo: maskCard(card.number),
      cardExpiry: card.expiry,
      answer: testCard.answer,
      createdAt: new Date().toISOString(),
    });
  }
  const fields: Record<string, string> = {
    merchant_id: checkout.merchant.merchantId,
    order_id: checkout.orderId,
    payment_id: newPaymentId(),
    payhere_amount: PREAPPROVAL_AMOUNT,
    payhere_currency: checkout.currency,
    status_code: String(answer.statusCode),
    md5sig: notificationSignature(checkout.merchant, {
      orderId: checkout.orderId,
      amount: PREAPPROVAL_AMOUNT,
      currency: checkout.currency,
      statusCode: answer.statusCode,
    }),
    status_message: approved ? 'Successfully preapproved the card.' : answer.statusMessage,
    method: testCard.method,
    card_holder_name: card.holderName,
    card_no: maskCard(card.number),
    card_expiry: card.expiry,
    custom_1: checkout.custom.custom1,
    custom_2: checkout.custom.custom2,
  };
  if (customerToken) fields.customer_token = customerToken;
  return fields;
}

/** Timers of delayed notifications, cleared when the stub closes. */
export type PendingDeliveries = Set<NodeJS.Timeout>;

/**
 * Charges the typed card (its test-card answer, or the outcome a test set), records the payment, and
 * notifies the merchant as the test set: at once (awaited, so the result page follows a settled
 * payment), later, twice, or never. A preapproval charges nothing: it keeps an approved card for the
 * Charging API and notifies its token. Answers what the bank said.
 */
export async function takePayment(
  checkout: Checkout,
  card: TypedCard,
  ledger: Ledger,
  pending: PendingDeliveries,
): Promise<CardAnswer> {
  const next = ledger.takePaymentAnswers();
  const testCard = answerFor(card.number);
  const answer = next.outcome ? FORCED[next.outcome] : testCard.answer;
  if (checkout.preapprove) {
    const fields = preapprovalFields(checkout, card, answer, ledger);
    await notify(checkout, fields, next, ledger, pending);
    return { statusCode: answer.statusCode, statusMessage: fields.status_message ?? answer.statusMessage };
  }
  const payment: StubPayment = {
    paymentId: newPaymentId(),
    orderId: checkout.orderId,
    merchantId: checkout.merchant.merchantId,
    items: checkout.items,
    amount: checkout.amount,
    currency: checkout.currency,
    statusCode: answer.statusCode,
    statusMessage: answer.statusMessage,
    method: testCard.method,
    cardHolderName: card.holderName,
    cardNo: maskCard(card.number),
    cardExpiry: card.expiry,
    customer: checkout.customer,
    custom: checkout.custom,
    notifyUrl: checkout.notifyUrl,
    createdAt: new Date().toISOString(),
  };
  ledger.payments.push(payment);
  await notify(checkout, notificationFields(checkout.merchant, payment), next, ledger, pending);
  return answer;
}

/** Posts a notification as the test set: at once (awaited), later, twice, or never. */
async function notify(
  checkout: Checkout,
  fields: Record<string, string>,
  next: Pick<NextAnswers, 'notification' | 'delaySeconds'>,
  ledger: Ledger,
  pending: PendingDeliveries,
): Promise<void> {
  const deliver = async () => {
    ledger.notifications.push(await postNotification(checkout.notifyUrl, fields));
  };
  switch (next.notification ?? 'delivered') {
    case 'lost':
      ledger.notifications.push({
        orderId: checkout.orderId,
        url: checkout.notifyUrl,
        fields,
        status: null,
        outcome: 'lost',
        at: new Date().toISOString(),
      });
      break;
    case 'delayed': {
      const timer = setTimeout(
        () => {
          pending.delete(timer);
          void deliver();
        },
        (next.delaySeconds ?? 5) * 1000,
      );
      pending.add(timer);
      break;
    }
    case 'duplicated':
      await deliver();
      await deliver();
      break;
    default:
      await deliver();
  }
}

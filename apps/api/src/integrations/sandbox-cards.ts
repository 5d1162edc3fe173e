import { randomUUID } from 'node:crypto';
import type {
  CardPaymentStatus,
  RecurringChargeOutcome,
  RecurringChargeRequest,
  RecurringCharges,
  RefundOutcome,
} from './card-gateway';

/**
 * The sandbox gateway's test cards (shown on its checkout page). Any other well-formed number is
 * declined as unknown.
 */
export const sandboxCards = [
  { number: '4916217501611292', brand: 'VISA', outcome: 'success', label: 'Visa: approved, renews' },
  { number: '5307732125531191', brand: 'MASTER', outcome: 'success', label: 'Mastercard: approved, renews' },
  { number: '4000000000000341', brand: 'VISA', outcome: 'renewal-decline', label: 'Visa: approved, declines renewals' },
  { number: '4024007194349121', brand: 'VISA', outcome: 'decline', label: 'Visa: declined (insufficient funds)' },
  { number: '4000000000000259', brand: 'VISA', outcome: 'pending', label: 'Visa: held for review (pending)' },
] as const;

export type SandboxCard = (typeof sandboxCards)[number];

export const findSandboxCard = (number: string) =>
  sandboxCards.find((card) => card.number === number.replace(/\D/g, ''));

/** How PayHere masks a card in its notifications: the last four digits. */
export const maskCard = (number: string) => `************${number.replace(/\D/g, '').slice(-4)}`;

/**
 * The sandbox's merchant API: a subscription renews unless it was paid with the renewal-declining card,
 * and the orders it charged are kept, so asking about one answers as PayHere's Retrieval API would.
 * They are kept in memory: after a restart an order is unknown (NOT_FOUND), which is what a charge
 * that never reached the gateway looks like; no real money moves here.
 */
export class SandboxRecurringCharges implements RecurringCharges {
  private readonly orders = new Map<string, RecurringChargeOutcome>();

  async chargeRecurring(request: RecurringChargeRequest): Promise<RecurringChargeOutcome> {
    const declining = sandboxCards.find((card) => card.outcome === 'renewal-decline');
    const outcome: RecurringChargeOutcome =
      declining && request.cardMask === maskCard(declining.number)
        ? { status: 'FAILURE', description: 'The card was declined for the renewal.' }
        : { status: 'SUCCESS', description: null };
    this.orders.set(request.orderId, outcome);
    return outcome;
  }

  async paymentStatus(orderId: string): Promise<CardPaymentStatus> {
    return this.orders.get(orderId) ?? { status: 'NOT_FOUND', description: 'No payment was made for this order.' };
  }

  /** The sandbox bank gives every refund at once; what may be refunded is the api's own rule. */
  async refund(): Promise<RefundOutcome> {
    return { status: 'SUCCESS', refundId: `SANDBOX-REFUND-${randomUUID()}`, description: null };
  }
}

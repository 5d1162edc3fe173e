import { rupees } from '../../lib/rupees';

/**
 * The SMS telling a subscriber how a card payment their bank held for review ended, as the page promised
 * them. In English: the gateway's notification, which settles it, carries no language.
 */
export function heldPaymentSettledSms(
  effect: 'paid' | 'failed',
  payment: { amount: number; itemName: string },
): string {
  const amount = rupees(payment.amount);
  return effect === 'paid'
    ? `Selfcare: your bank has approved your card payment of ${amount} for ${payment.itemName}. Enjoy watching!`
    : `Selfcare: your bank has declined your card payment of ${amount} for ${payment.itemName}. You have not been charged; you can buy it again on Selfcare.`;
}

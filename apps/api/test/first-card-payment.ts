import { randomUUID } from 'node:crypto';
import type { Database } from '../src/db/client';
import { transactions } from '../src/db/schema';
import { maskCard } from '../src/integrations/sandbox-cards';

/**
 * Records the successful card payment (Rs 531, HBO monthly with taxes) that `purchaseId` was first paid
 * with, as the gateway's notification would have; answers its gateway order id, which renewals charge
 * again.
 */
export async function firstCardPayment(
  db: Database,
  payment: { connectionId: string; purchaseId: string; cardNumber: string },
): Promise<string> {
  const gatewayOrderId = `ORD${randomUUID()}`;
  await db.insert(transactions).values({
    connectionId: payment.connectionId,
    purpose: 'PURCHASE',
    purchaseId: payment.purchaseId,
    itemName: 'HBO',
    channel: 'CARD',
    method: 'VISA',
    cardMask: maskCard(payment.cardNumber),
    amount: 531,
    status: 'SUCCESS',
    paymentStatus: 'SUCCESS',
    gatewayOrderId,
  });
  return gatewayOrderId;
}

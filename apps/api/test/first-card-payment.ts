import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { cardTokens, connections, transactions } from '../src/db/schema';
import { maskCard } from '../src/integrations/sandbox-cards';
import { sandboxCustomerToken } from '../src/integrations/sandbox-payhere-merchant';

/**
 * Records the successful card payment (Rs 531, HBO monthly with taxes) that `purchaseId` was first paid
 * with, and the card its preapproval kept on file for the account (replacing any earlier one), as the
 * gateway's notification would have; answers the payment's order id and the card's customer token,
 * which renewals charge.
 */
export async function firstCardPayment(
  db: Database,
  payment: { connectionId: string; purchaseId: string; cardNumber: string },
): Promise<{ orderId: string; customerToken: string }> {
  const orderId = `ORD${randomUUID()}`;
  const cardMask = maskCard(payment.cardNumber);
  await db.insert(transactions).values({
    connectionId: payment.connectionId,
    purpose: 'PURCHASE',
    purchaseId: payment.purchaseId,
    itemName: 'HBO',
    channel: 'CARD',
    method: 'VISA',
    cardMask,
    amount: 531,
    status: 'SUCCESS',
    paymentStatus: 'SUCCESS',
    gatewayOrderId: orderId,
  });
  const customerToken = await replaceCardOnFile(db, payment.connectionId, payment.cardNumber);
  return { orderId, customerToken };
}

/** Keeps a sandbox test card as the card on file of the connection's account, as a preapproval would; answers its token. */
export async function replaceCardOnFile(db: Database, connectionId: string, cardNumber: string): Promise<string> {
  const [connection] = await db
    .select({ accountId: connections.accountId })
    .from(connections)
    .where(eq(connections.id, connectionId));
  if (!connection) throw new Error(`no connection ${connectionId}`);
  const customerToken = sandboxCustomerToken(cardNumber);
  await db
    .update(cardTokens)
    .set({ forgottenAt: new Date() })
    .where(and(eq(cardTokens.accountId, connection.accountId), isNull(cardTokens.forgottenAt)));
  await db.insert(cardTokens).values({
    accountId: connection.accountId,
    customerToken,
    method: 'VISA',
    cardMask: maskCard(cardNumber),
    cardExpiry: '12/30',
  });
  return customerToken;
}

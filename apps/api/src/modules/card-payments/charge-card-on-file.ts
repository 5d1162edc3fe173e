import { DEFAULT_UI_LANGUAGE } from '@selfcare/contracts';
import { messageTextIn } from '@selfcare/contracts/messages/in-language';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type TransactionPurpose, transactions } from '../../db/schema';
import type { RecurringChargeOutcome, RecurringCharges } from '../../integrations/card-gateway';
import { newReferenceNo } from '../../lib/reference-number';
import { cardOnFileOfConnection } from './card-on-file';

/** A charge the api makes on a card payer's card on file, without the subscriber's browser. */
export interface CardOnFileCharge {
  connectionId: string;
  purpose: TransactionPurpose;
  purchaseId: string;
  /** Rupees, taxes included. */
  amount: number;
  taxAmount: number;
  itemName: string;
}

export interface CardOnFileChargeResult {
  /** PENDING: the gateway's answer was lost; the payment stays open and is asked about by its order id. */
  status: 'SUCCESS' | 'FAILURE' | 'PENDING';
  transactionId: string;
  description: string | null;
}

/**
 * Charges the connection's account's card on file through the gateway's Charging API (decision 0056).
 * The PENDING payment, under a new order id, is written (and, given the database, committed) before
 * the gateway is called, so a crash in between leaves an open payment, never a charge without a record.
 * An account with no card on file is refused without calling the gateway.
 */
export async function chargeCardOnFile(
  db: DbOrTx,
  gateway: RecurringCharges,
  charge: CardOnFileCharge,
): Promise<CardOnFileChargeResult> {
  const card = await cardOnFileOfConnection(db, charge.connectionId);
  const orderId = newReferenceNo('ORD');
  const [payment] = await db
    .insert(transactions)
    .values({
      connectionId: charge.connectionId,
      purpose: charge.purpose,
      purchaseId: charge.purchaseId,
      itemName: charge.itemName,
      channel: 'CARD',
      method: card?.method ?? null,
      cardMask: card?.cardMask ?? null,
      amount: charge.amount,
      taxAmount: charge.taxAmount,
      status: 'PENDING',
      paymentStatus: 'PENDING',
      gatewayOrderId: orderId,
    })
    .returning({ id: transactions.id });
  if (!payment) throw new Error('card payment insert returned no row');

  const outcome: RecurringChargeOutcome | null = card
    ? await gateway
        .chargeToken({ orderId, amount: charge.amount, itemName: charge.itemName, customerToken: card.customerToken })
        // The adapter's deadline has logged the reason; the outcome is unknown until the gateway is asked.
        .catch(() => null)
    : { status: 'FAILURE', description: messageTextIn(DEFAULT_UI_LANGUAGE, 'renewal.noCardOnFile') };
  if (outcome === null) return { status: 'PENDING', transactionId: payment.id, description: null };
  await writeChargeOutcome(db, payment.id, outcome);
  return { status: outcome.status, transactionId: payment.id, description: outcome.description };
}

/** Writes a charge's outcome on its payment, if no one has settled it yet; true when this call did. */
export async function writeChargeOutcome(
  db: DbOrTx,
  paymentId: string,
  outcome: RecurringChargeOutcome,
): Promise<boolean> {
  const settled = await db
    .update(transactions)
    .set({
      status: outcome.status,
      paymentStatus: outcome.status,
      description: outcome.description,
      referenceNo: outcome.status === 'SUCCESS' ? newReferenceNo('TX') : null,
      ...(outcome.paymentId ? { gatewayPaymentId: outcome.paymentId } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(transactions.id, paymentId), eq(transactions.status, 'PENDING')))
    .returning({ id: transactions.id });
  return settled.length > 0;
}

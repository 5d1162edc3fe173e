import { DEFAULT_UI_LANGUAGE } from '@selfcare/contracts';
import { messageTextIn } from '@selfcare/contracts/messages/in-language';
import { and, asc, desc, eq, isNotNull, notExists } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { transactions } from '../../db/schema';
import type { Integrations } from '../../integrations';
import type { RecurringChargeOutcome } from '../../integrations/card-gateway';
import { newReferenceNo } from '../../lib/reference-number';

/** One period of a card payer's subscription to charge. */
export interface CardRenewal {
  purchase: { id: string; connectionId: string };
  /** Rupees, taxes included. */
  amount: number;
  taxAmount: number;
  itemName: string;
}

const chargedBack = alias(transactions, 'charged_back');

/**
 * The card a subscription renews on: its own first successful card payment, or, for a package that
 * came through a package change (and so was never paid by card itself), the connection's latest one.
 * A card whose bank charged back any payment of the connection is never charged again.
 */
async function cardOnFile(db: DbOrTx, purchase: CardRenewal['purchase']) {
  const paid = and(
    eq(transactions.channel, 'CARD'),
    eq(transactions.status, 'SUCCESS'),
    isNotNull(transactions.gatewayOrderId),
    notExists(
      db
        .select({ id: chargedBack.id })
        .from(chargedBack)
        .where(
          and(
            eq(chargedBack.connectionId, transactions.connectionId),
            eq(chargedBack.cardMask, transactions.cardMask),
            isNotNull(chargedBack.chargedBackAt),
          ),
        ),
    ),
  );
  const columns = {
    orderId: transactions.gatewayOrderId,
    cardMask: transactions.cardMask,
    method: transactions.method,
  };
  const [own] = await db
    .select(columns)
    .from(transactions)
    .where(and(paid, eq(transactions.purchaseId, purchase.id)))
    .orderBy(asc(transactions.createdAt))
    .limit(1);
  if (own) return own;
  const [latest] = await db
    .select(columns)
    .from(transactions)
    .where(and(paid, eq(transactions.connectionId, purchase.connectionId)))
    .orderBy(desc(transactions.createdAt))
    .limit(1);
  return latest ?? null;
}

/**
 * Charges a card payer's (type 7) next period on the card of its first payment. The RENEWAL payment is
 * committed before the gateway is called, so a crash in between leaves a PENDING payment, never a charge
 * without a record. A charge that fails to answer (the adapter's deadline, a dropped connection) may or
 * may not have been taken: its payment stays PENDING, the purchase stays claimed so no sweep charges the
 * period again, and a later sweep asks the gateway about the order (open-card-renewals.ts).
 */
export async function chargeCardRenewal(
  db: DbOrTx,
  integrations: Pick<Integrations, 'cardGateway'>,
  renewal: CardRenewal,
): Promise<'SUCCESS' | 'FAILURE' | 'PENDING'> {
  const card = await cardOnFile(db, renewal.purchase);
  const orderId = newReferenceNo('ORD');
  const [payment] = await db
    .insert(transactions)
    .values({
      connectionId: renewal.purchase.connectionId,
      purpose: 'RENEWAL',
      purchaseId: renewal.purchase.id,
      itemName: renewal.itemName,
      channel: 'CARD',
      method: card?.method ?? null,
      cardMask: card?.cardMask ?? null,
      amount: renewal.amount,
      taxAmount: renewal.taxAmount,
      status: 'PENDING',
      paymentStatus: 'PENDING',
      gatewayOrderId: orderId,
    })
    .returning({ id: transactions.id });
  if (!payment) throw new Error('renewal payment insert returned no row');

  const outcome = card?.orderId
    ? await integrations.cardGateway
        .chargeRecurring({
          originalOrderId: card.orderId,
          orderId,
          amount: renewal.amount,
          cardMask: card.cardMask,
        })
        // The adapter's deadline has logged the reason; the outcome is unknown until the gateway is asked.
        .catch(() => null)
    : { status: 'FAILURE' as const, description: messageTextIn(DEFAULT_UI_LANGUAGE, 'renewal.noCardOnFile') };
  if (outcome === null) return 'PENDING';
  await writeRenewalOutcome(db, payment.id, outcome);
  return outcome.status;
}

/** Writes a renewal charge's outcome on its payment, if no one has settled it yet; true when this call did. */
export async function writeRenewalOutcome(
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
      updatedAt: new Date(),
    })
    .where(and(eq(transactions.id, paymentId), eq(transactions.status, 'PENDING')))
    .returning({ id: transactions.id });
  return settled.length > 0;
}

import type { PaymentMethod } from '@selfcare/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products, purchases } from '../../db/schema';
import { cardLastDay } from '../card-payments/card-expiry';
import { cardOnFileOfAccount } from '../card-payments/card-on-file';
import { addDays } from '../products/dates';
import type { Buyer } from '../purchasing/load-buyer';

/** How long before its last day a card on file is shown as expiring (and the subscriber told, 7 days before). */
const EXPIRES_SOON_DAYS = 30;

/**
 * The card payer's payment method: the card on file as PayHere masked it, and the connection's running
 * subscriptions with whether each renews on it (turned off: pending removal at the period's end).
 */
export async function readPaymentMethod(db: DbOrTx, buyer: Buyer, today: string): Promise<PaymentMethod> {
  const [card, subscriptions] = await Promise.all([
    cardOnFileOfAccount(db, buyer.accountId),
    db
      .select({
        purchaseId: purchases.id,
        productName: products.name,
        billingEndDate: purchases.billingEndDate,
        status: purchases.status,
        nextRenewalOn: purchases.nextRenewalOn,
      })
      .from(purchases)
      .innerJoin(products, eq(products.id, purchases.productId))
      .where(
        and(
          eq(purchases.connectionId, buyer.connectionId),
          eq(purchases.purchaseType, 'PURCHASE_TYPE_SUBSCRIPTION'),
          eq(purchases.isBundled, false),
          inArray(purchases.status, ['PURCHASE_COMPLETE', 'PURCHASE_PENDING_REMOVE']),
        ),
      )
      .orderBy(asc(purchases.billingEndDate), asc(products.name)),
  ]);
  const lastDay = cardLastDay(card?.cardExpiry ?? null);
  return {
    card: card
      ? {
          brand: card.method,
          lastFour: card.cardMask.slice(-4),
          expiry: card.cardExpiry,
          holderName: card.cardHolderName,
          expired: lastDay !== null && lastDay < today,
          expiresSoon: lastDay !== null && lastDay >= today && lastDay <= addDays(today, EXPIRES_SOON_DAYS),
        }
      : null,
    subscriptions: subscriptions.map((row) => ({
      purchaseId: row.purchaseId,
      productName: row.productName,
      billingEndDate: row.billingEndDate,
      autoRenew: row.status === 'PURCHASE_COMPLETE',
      retryOn: row.nextRenewalOn,
    })),
  };
}

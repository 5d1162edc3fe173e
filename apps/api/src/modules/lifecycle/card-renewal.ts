import type { DbOrTx } from '../../db/client';
import type { Integrations } from '../../integrations';
import { chargeCardOnFile } from '../card-payments/charge-card-on-file';

/** One period of a card payer's subscription to charge. */
export interface CardRenewal {
  purchase: { id: string; connectionId: string };
  /** Rupees, taxes included. */
  amount: number;
  taxAmount: number;
  itemName: string;
}

/**
 * Charges a card payer's (type 7) next period on the account's card on file (decision 0056). The
 * RENEWAL payment is committed before the gateway is called, so a crash in between leaves a PENDING
 * payment, never a charge without a record. A charge that fails to answer (the adapter's deadline, a
 * dropped connection) may or may not have been taken: its payment stays PENDING, the purchase stays
 * claimed so no sweep charges the period again, and a later sweep asks the gateway about the order
 * (open-card-renewals.ts). A card charged back was forgotten (decision 0052), so it is never charged.
 */
export async function chargeCardRenewal(
  db: DbOrTx,
  integrations: Pick<Integrations, 'cardGateway'>,
  renewal: CardRenewal,
): Promise<'SUCCESS' | 'FAILURE' | 'PENDING'> {
  const result = await chargeCardOnFile(db, integrations.cardGateway, {
    connectionId: renewal.purchase.connectionId,
    purpose: 'RENEWAL',
    purchaseId: renewal.purchase.id,
    amount: renewal.amount,
    taxAmount: renewal.taxAmount,
    itemName: renewal.itemName,
  });
  return result.status;
}

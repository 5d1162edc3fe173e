import { ErrorCode, type MessageKey, type ReactivationRequest } from '@selfcare/contracts';
import type { DbOrTx } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import type { Buyer, PaymentRoute } from '../purchasing/load-buyer';
import { type PurchaseQuote, quotePurchase } from '../purchasing/quote-purchase';
import { type BasePurchase, isRecurring, latestBasePurchase, lockConnection } from './base-package';

const refused = (key: MessageKey) => new ApiError(422, ErrorCode.businessRule, key);
const conflict = (key: MessageKey) => new ApiError(409, ErrorCode.conflict, key);

/** The spec's userConnectionType for each payment route that can reactivate. */
const CONNECTION_TYPE_OF: Partial<Record<PaymentRoute, ReactivationRequest['userConnectionType']>> = {
  card: 'prepaid',
  operator: 'mobitel',
};

/** Only card and operator payers reactivate here; bill payers pay their bill (409 / 422). */
export function requireReactivationRoute(buyer: Buyer, input: Pick<ReactivationRequest, 'userConnectionType'>): void {
  if (CONNECTION_TYPE_OF[buyer.route] !== input.userConnectionType) throw refused('reactivation.wrongConnectionType');
}

export interface CheckedReactivation {
  base: BasePurchase & { purchaseOptionId: string };
  quote: PurchaseQuote;
}

/**
 * Inside the reactivation's transaction, with the connection locked: it must still be suspended (409),
 * its base package a running subscription (422), and the payload's product, option, type and amount the
 * server's (422). The price is the option's today, priced as any purchase of it would be.
 */
export async function checkReactivation(
  tx: DbOrTx,
  buyer: Buyer,
  input: Omit<ReactivationRequest, 'currency'>,
): Promise<CheckedReactivation> {
  const connection = await lockConnection(tx, buyer.connectionId);
  if (connection?.status !== 'suspended') throw conflict('reactivation.notSuspended');
  const base = await latestBasePurchase(tx, buyer.connectionId);
  if (!base) throw refused('reactivation.noBasePackage');
  if (!isRecurring(base) || base.purchaseOptionId === null) throw refused('reactivation.notRecurring');
  if (
    base.productId !== input.productId ||
    base.purchaseOptionId !== input.purchaseOptionId ||
    base.productTypeId !== input.productTypeId
  ) {
    throw refused('reactivation.wrongPackage');
  }
  const quote = await quotePurchase(tx, buyer, {
    productId: base.productId,
    purchaseOptionId: base.purchaseOptionId,
    lockVoucher: false,
  });
  if (Math.abs(input.amount - quote.amountDue) >= 0.005) throw refused('reactivation.wrongAmount');
  return { base: { ...base, purchaseOptionId: base.purchaseOptionId }, quote };
}

export const reactivationInProgress = () => conflict('reactivation.inProgress');

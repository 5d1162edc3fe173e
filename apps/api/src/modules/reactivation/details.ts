import type { ReactivationDetails } from '@selfcare/contracts';
import type { DbOrTx } from '../../db/client';
import type { Buyer } from '../purchasing/load-buyer';
import { quotePurchase } from '../purchasing/quote-purchase';
import { isRecurring, latestBasePurchase, latestPayment } from './base-package';

/**
 * What the suspended screen shows for the caller's connection: whether its base package is a running
 * subscription (RE-ACTIVATE) or not (choose a new package), why the last renewal failed, and the
 * reactivation payload's product, option and amount at today's price.
 */
export async function reactivationDetails(db: DbOrTx, buyer: Buyer): Promise<ReactivationDetails> {
  const base = await latestBasePurchase(db, buyer.connectionId);
  const recurring = isRecurring(base) && buyer.route !== 'bill';
  const payment = base ? await latestPayment(db, base.id) : null;
  const failed = payment !== null && payment.status !== 'SUCCESS' ? payment.description : null;
  let basePackage: ReactivationDetails['basePackage'] = null;
  if (base?.purchaseOptionId) {
    const quote = recurring
      ? await quotePurchase(db, buyer, {
          productId: base.productId,
          purchaseOptionId: base.purchaseOptionId,
          lockVoucher: false,
        })
      : null;
    basePackage = {
      productId: base.productId,
      productTypeId: base.productTypeId,
      productName: base.productName,
      purchaseOptionId: base.purchaseOptionId,
      purchaseType: base.purchaseType,
      amount: quote?.amountDue ?? 0,
      charged: quote?.charged ?? 0,
      billingEndDate: base.billingEndDate,
    };
  }
  return {
    connectionId: buyer.connectionId,
    connectionType: buyer.connectionType,
    status: effectiveStatus(buyer.status),
    recurring,
    failureDescription: failed,
    basePackage,
  };
}

/** Any status the contract does not know reads as suspended (spec 000 section 3). */
function effectiveStatus(status: string): ReactivationDetails['status'] {
  return status === 'active' || status === 'pending_terminated' || status === 'unsubscribed' ? status : 'suspended';
}

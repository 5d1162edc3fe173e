import { getDataBundlePurchaseStatus } from '../api/get-data-bundle-purchase-status';
import type { FlowOutcome } from '../model/outcome';
import type { PaymentContext } from './payment-context';
import { verifiedOutcome, verifyPurchase } from './verify-purchase';

/**
 * A bill (types 1-5) purchase after the api took it (spec 001 section 4): a subscribe that cancelled a
 * pending unsubscription says so; a broadband data bundle is judged by its purchase status ('' went
 * through, any other text is why it did not); anything else by re-reading the product.
 */
export async function settleBillPayment(
  context: PaymentContext,
  result: { unsubscriptionCancelled: boolean; referenceNo: string | null },
): Promise<FlowOutcome> {
  if (result.unsubscriptionCancelled) return { kind: 'unsubscriptionCancelled' };
  if (context.dataBundle && context.broadband) {
    const reason = await getDataBundlePurchaseStatus(context.connectionId, context.product.id, context.signal);
    return reason === ''
      ? { kind: 'purchased', reference: result.referenceNo, provisioning: false }
      : { kind: 'purchaseFailed', message: reason, cause: 'paymentCancelled' };
  }
  return verifiedOutcome(await verifyPurchase(context), result.referenceNo);
}

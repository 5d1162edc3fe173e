import { billingOf } from '@/shared/catalogue/price';
import { getPurchaseState } from '../api/get-purchase-state';
import { unsubscribeByBill } from '../api/unsubscribe-by-bill';
import { unsubscribeByCard } from '../api/unsubscribe-by-card';
import { unsubscribeByOperator } from '../api/unsubscribe-by-operator';
import type { FlowOutcome } from '../model/outcome';
import { isUnsubscribed } from '../model/verdict';
import type { PaymentContext } from './payment-context';

type UnsubscribeContext = Pick<PaymentContext, 'product' | 'connectionId' | 'connectionType' | 'dataBundle' | 'signal'>;

function send({ product, connectionId, connectionType, dataBundle, signal }: UnsubscribeContext, key: string) {
  const { purchaseId, purchaseOption } = product;
  switch (billingOf(connectionType)) {
    case 'card':
      return purchaseId === null
        ? null
        : unsubscribeByCard({ connectionId, purchaseId, connectionType: 'prepaid' }, key, signal);
    case 'operator':
      return unsubscribeByOperator({ connectionId, productId: product.id, connectionType: 'mobitel' }, key, signal);
    case 'bill':
      return purchaseId === null || purchaseOption === null
        ? null
        : unsubscribeByBill(
            {
              connectionId,
              productId: product.id,
              productType: product.productTypeId,
              purchaseOption: purchaseOption.id,
              purchaseId,
              defaultPurchaseOptionType: purchaseOption.defaultPurchaseOptionType,
              dataBundle,
            },
            key,
            signal,
          );
  }
}

/**
 * Unsubscribes by the connection's type, then re-reads the product at once (spec 001 section 4):
 * pending removal or no longer purchased is a success. A product without a purchase to name cannot be
 * unsubscribed, which only a page older than the purchase could offer.
 */
export async function unsubscribe(context: UnsubscribeContext, idempotencyKey: string): Promise<FlowOutcome> {
  const request = send(context, idempotencyKey);
  if (request === null) return { kind: 'unsubscribeFailed', message: null };
  await request;
  const state = await getPurchaseState(context.product.id, context.connectionId, context.signal);
  return isUnsubscribed(state.purchaseStatus) ? { kind: 'unsubscribed' } : { kind: 'unsubscribeFailed', message: null };
}

import type { CancellationReason } from '@selfcare/contracts';
import { billingOf } from '@/shared/catalogue/price';
import { getPurchaseState } from '../api/get-purchase-state';
import { unsubscribeByBill } from '../api/unsubscribe-by-bill';
import { unsubscribeByCard } from '../api/unsubscribe-by-card';
import { unsubscribeByOperator } from '../api/unsubscribe-by-operator';
import type { FlowOutcome } from '../model/outcome';
import { isUnsubscribed } from '../model/verdict';
import type { PaymentContext } from './payment-context';

type UnsubscribeContext = Pick<PaymentContext, 'product' | 'connectionId' | 'connectionType' | 'dataBundle' | 'signal'>;

function send(
  { product, connectionId, connectionType, dataBundle, signal }: UnsubscribeContext,
  key: string,
  reason: CancellationReason | undefined,
) {
  const { purchaseId, purchaseOption } = product;
  switch (billingOf(connectionType)) {
    case 'card':
      return purchaseId === null
        ? null
        : unsubscribeByCard({ connectionId, purchaseId, connectionType: 'prepaid' }, key, signal, reason);
    case 'operator':
      return unsubscribeByOperator(
        { connectionId, productId: product.id, connectionType: 'mobitel' },
        key,
        signal,
        reason,
      );
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
              reason,
            },
            key,
            signal,
          );
  }
}

/**
 * Unsubscribes by the connection's type, then re-reads the product at once (spec 001 section 4):
 * pending removal or no longer purchased is a success. A product without a purchase to name cannot be
 * unsubscribed, which only a page older than the purchase could offer. The reason, when given, goes with
 * the request (decision 0071).
 */
export async function unsubscribe(
  context: UnsubscribeContext,
  idempotencyKey: string,
  reason?: CancellationReason,
): Promise<FlowOutcome> {
  const request = send(context, idempotencyKey, reason);
  if (request === null) return { kind: 'unsubscribeFailed', message: null };
  await request;
  const state = await getPurchaseState(context.product.id, context.connectionId, context.signal);
  return isUnsubscribed(state.purchaseStatus) ? { kind: 'unsubscribed' } : { kind: 'unsubscribeFailed', message: null };
}

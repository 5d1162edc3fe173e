import type { PrepaidPurchaseResponse, TransactionResult } from '@selfcare/contracts';
import { billingOf } from '@/shared/catalogue/price';
import { purchaseByCard } from '../api/purchase-by-card';
import { purchaseByOperator } from '../api/purchase-by-operator';
import { subscribeByBill } from '../api/subscribe-by-bill';
import type { PaymentContext, PurchaseOrder } from './payment-context';

/** The api's first answer, by the way the connection pays. */
export type Submitted =
  | { billing: 'bill'; result: TransactionResult }
  | { billing: 'operator'; result: TransactionResult }
  | { billing: 'card'; response: PrepaidPurchaseResponse };

function voucherFields(order: PurchaseOrder) {
  return { voucherId: order.voucher?.voucherId ?? null, voucherCode: order.voucher?.code ?? null };
}

/**
 * Sends the purchase with the payload of the connection's type (spec 001 "Subscribe payloads"; paths in
 * decision 0006). The same Idempotency-Key goes with every retry of one confirmation.
 */
export async function submitPurchase(
  context: PaymentContext,
  order: PurchaseOrder,
  pin: string,
  idempotencyKey: string,
): Promise<Submitted> {
  const { product, connectionId, userId, signal } = context;
  const common = { purchaseOptionId: order.option.id, currency: 'LKR', amount: order.amount } as const;
  switch (billingOf(context.connectionType)) {
    case 'bill': {
      const request = {
        connectionId,
        pin,
        productId: product.id,
        productType: product.productTypeId,
        purchaseOption: order.option.id,
        amount: order.amount,
        productPOGroupId: order.productGroupId,
        selectedPOGID: order.option.purchaseOptionGroupId,
        defaultPurchaseOptionType: order.option.defaultPurchaseOptionType,
        dataBundle: context.dataBundle,
        ...voucherFields(order),
      };
      return { billing: 'bill', result: await subscribeByBill(request, idempotencyKey, signal) };
    }
    case 'operator': {
      const request = {
        ...common,
        productId: product.id,
        userId,
        userConnectionId: connectionId,
        userConnectionType: 'mobitel',
        pin,
        ...voucherFields(order),
      } as const;
      return { billing: 'operator', result: await purchaseByOperator(request, idempotencyKey, signal) };
    }
    case 'card': {
      const request = {
        ...common,
        productId: product.id,
        productTypeId: product.productTypeId,
        userId,
        userConnectionId: connectionId,
        userConnectionType: 'prepaid',
        userTelephoneNumber: context.telephoneNumber || null,
        pin,
        ...voucherFields(order),
      } as const;
      return { billing: 'card', response: await purchaseByCard(request, idempotencyKey, signal) };
    }
  }
}

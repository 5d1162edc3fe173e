import type { GiftVoucherPurchaseRequest, GiftVoucherPurchaseResult } from '@selfcare/contracts';
import { apiRequest } from '@/shared/api/api-client';
import { idempotencyHeaders } from '@/shared/payment/api/idempotency';

/** Buys a gift voucher: the redeem code at once (bill), or a checkout to pay by card. */
export function purchaseGiftVoucher(request: GiftVoucherPurchaseRequest, idempotencyKey: string, signal?: AbortSignal) {
  return apiRequest<GiftVoucherPurchaseResult>('/promotions/v1/vouchers/purchase', {
    method: 'POST',
    body: request,
    headers: idempotencyHeaders(idempotencyKey),
    signal,
  });
}

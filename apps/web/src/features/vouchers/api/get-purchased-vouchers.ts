import type { PurchasedVoucher } from '@selfcare/contracts';
import { apiRequest } from '@/shared/api/api-client';

/** The vouchers a connection bought, newest first: where a card payment's redeem code is read. */
export function getPurchasedVouchers(userConnectionId: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ userConnectionId });
  return apiRequest<PurchasedVoucher[]>(`/promotions/v1/vouchers/purchases?${query}`, { signal });
}

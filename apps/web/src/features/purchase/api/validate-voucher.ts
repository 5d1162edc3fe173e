import type { VoucherValidateRequest, VoucherValidateResponse } from '@selfcare/contracts';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** Checks a promotional voucher against the chosen option; nothing is redeemed until the purchase. */
export function validateVoucher(request: VoucherValidateRequest, signal?: AbortSignal) {
  return apiRequest<VoucherValidateResponse>('/promotions/v1/vouchers/validate', {
    method: 'POST',
    body: request,
    signal,
  });
}

/**
 * A query rather than a mutation: only the answer for the code, option and price now shown counts, and
 * typing a code again reuses its answer instead of spending another of the connection's attempts.
 * Null: nothing to check yet.
 */
export function voucherQueryOptions(request: VoucherValidateRequest | null) {
  return queryOptions({
    queryKey: ['purchase', 'voucher', request],
    queryFn: request ? ({ signal }) => validateVoucher(request, signal) : skipToken,
    retry: false,
  });
}

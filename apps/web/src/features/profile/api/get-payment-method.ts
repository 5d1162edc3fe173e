import type { PaymentMethod } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** A card payer's card on file and the subscriptions that renew on it. */
export function getPaymentMethod(connectionId: string, signal?: AbortSignal): Promise<PaymentMethod> {
  return apiRequest<PaymentMethod>(`/prepaid/v1/payment-method?${new URLSearchParams({ connectionId })}`, { signal });
}

export function paymentMethodQueryOptions(connectionId: string) {
  return queryOptions({
    queryKey: ['profile', 'payment-method', connectionId],
    queryFn: ({ signal }) => getPaymentMethod(connectionId, signal),
  });
}

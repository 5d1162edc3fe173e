import type { PaymentRecord } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** Card payments of a prepaid (type 7) connection. */
export function getPrepaidPayments(connectionId: string, signal?: AbortSignal): Promise<PaymentRecord[]> {
  return apiRequest<PaymentRecord[]>(`/billing/v1/billing/prepaid/payments?${new URLSearchParams({ connectionId })}`, {
    signal,
  });
}

export function prepaidPaymentsQueryOptions(connectionId: string) {
  return queryOptions({
    // A plain key type, so MY PAYMENTS can take either kind's options.
    queryKey: ['profile', 'payments', 'prepaid', connectionId] as readonly string[],
    queryFn: ({ signal }) => getPrepaidPayments(connectionId, signal),
  });
}

import type { PaymentRecord } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** Operator-billed payments of a mobile-operator (type 6) connection. */
export function getMobilePayments(connectionId: string, signal?: AbortSignal): Promise<PaymentRecord[]> {
  return apiRequest<PaymentRecord[]>(`/billing/v1/billing/mobitel/payments?${new URLSearchParams({ connectionId })}`, {
    signal,
  });
}

export function mobilePaymentsQueryOptions(connectionId: string) {
  return queryOptions({
    // A plain key type, so MY PAYMENTS can take either kind's options.
    queryKey: ['profile', 'payments', 'mobile', connectionId] as readonly string[],
    queryFn: ({ signal }) => getMobilePayments(connectionId, signal),
  });
}

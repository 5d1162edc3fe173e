import type { DowngradeStatus } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

const PATH = '/billing/v1/billing/user-purchase/basepackage/downgrade-status';

export function getDowngradeStatus(connectionId: string, signal?: AbortSignal): Promise<DowngradeStatus> {
  return apiRequest<DowngradeStatus>(`${PATH}?${new URLSearchParams({ userConnectionId: connectionId })}`, { signal });
}

/**
 * The connection's scheduled downgrade. While it is pending, new purchases other than data bundles are
 * refused (spec 001 section 4), so both the packages page and the purchase flow read it.
 */
export function downgradeStatusQueryOptions(connectionId: string) {
  return queryOptions({
    queryKey: ['account', 'downgrade-status', connectionId],
    queryFn: ({ signal }) => getDowngradeStatus(connectionId, signal),
  });
}

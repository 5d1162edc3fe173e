import type { DowngradeAvailability } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

const PATH = '/billing/v1/billing/user-purchase/basepackage/downgrade-availability';

/** Every connection's answer sits under this key, so a change can mark them all stale at once. */
export const downgradeAvailabilityQueryKey = ['packages', 'downgrade-availability'] as const;

export function getDowngradeAvailability(
  userId: string,
  userConnectionId: string,
  signal?: AbortSignal,
): Promise<DowngradeAvailability> {
  return apiRequest<DowngradeAvailability>(`${PATH}?${new URLSearchParams({ userId, userConnectionId })}`, { signal });
}

/** May the connection move to a cheaper base package now (spec 001 section 5: downgrade only if allowed)? */
export function downgradeAvailabilityQueryOptions(userId: string, userConnectionId: string) {
  return queryOptions({
    queryKey: [...downgradeAvailabilityQueryKey, userId, userConnectionId],
    queryFn: ({ signal }) => getDowngradeAvailability(userId, userConnectionId, signal),
  });
}

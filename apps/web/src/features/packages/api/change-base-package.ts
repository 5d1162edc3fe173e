import type { PackageChangeRequest, PackageChangeResult } from '@selfcare/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { downgradeStatusQueryOptions } from '@/shared/account/api/get-downgrade-status';
import { apiRequest } from '@/shared/api/api-client';
import { downgradeAvailabilityQueryKey } from './get-downgrade-availability';

const PATH = '/billing/v1/billing/user-purchase/basepackage/change';

export interface BasePackageChange {
  request: PackageChangeRequest;
  /** One per opening of the change modal: a resent change is answered once and never applied twice. */
  idempotencyKey: string;
}

export function changeBasePackage({ request, idempotencyKey }: BasePackageChange): Promise<PackageChangeResult> {
  return apiRequest<PackageChangeResult>(PATH, {
    method: 'POST',
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/**
 * Re-reads what a change made stale (spec 001 section 4). A downgrade only takes effect on its date, so
 * the permission and the downgrade state are read again. An upgrade replaces the current package and
 * with it what the connection's products include, so the packages, the account and every read scoped to
 * the connection are.
 */
async function refreshAfterChange(queryClient: QueryClient, result: PackageChangeResult, connectionId: string) {
  if (result.changeType === 'DOWNGRADE') {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: downgradeAvailabilityQueryKey }),
      queryClient.invalidateQueries({ queryKey: downgradeStatusQueryOptions(connectionId).queryKey }),
    ]);
    return;
  }
  await queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      queryKey[0] === 'packages' || queryKey[0] === 'account' || queryKey.includes(connectionId),
  });
}

export function useChangeBasePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeBasePackage,
    // Awaited, so the result appears once the page behind the modal already shows the change.
    onSuccess: (result, { request }) => refreshAfterChange(queryClient, result, request.userConnectionId),
  });
}

import type { RegistrationCompletion } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { RegistrationState } from '../model/registration-store';
import { registrationRequest } from './registration-request';

/** The finished registration: validation code, e-mail, whether a data bundle came with it. */
export function getCompletion(registration: RegistrationState | null, signal?: AbortSignal) {
  const connectionId = registration?.connectionId ?? '';
  return registrationRequest<RegistrationCompletion>(
    `/registration/${encodeURIComponent(connectionId)}/completion`,
    registration,
    { signal },
  );
}

export function completionQueryOptions(registration: RegistrationState | null) {
  const connectionId = registration?.connectionId ?? '';
  return queryOptions({
    queryKey: ['registration', 'completion', connectionId],
    queryFn: ({ signal }) => getCompletion(registration, signal),
    enabled: connectionId !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });
}

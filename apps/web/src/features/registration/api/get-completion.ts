import type { RegistrationCompletion } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { RegistrationState } from '../model/registration-store';
import { registrationRequest } from './registration-request';

/** Which registration to ask about: its connection, and its token when it is a logged-out one. */
type CompletionSource = Pick<RegistrationState, 'connectionId' | 'registrationToken'> | null;

/** The finished registration: validation code, e-mail, whether a data bundle came with it. */
export function getCompletion(registration: CompletionSource, signal?: AbortSignal) {
  const connectionId = registration?.connectionId ?? '';
  return registrationRequest<RegistrationCompletion>(
    `/registration/${encodeURIComponent(connectionId)}/completion`,
    registration,
    { signal },
  );
}

export function completionQueryOptions(registration: CompletionSource) {
  const connectionId = registration?.connectionId ?? '';
  return queryOptions({
    queryKey: ['registration', 'completion', connectionId],
    queryFn: ({ signal }) => getCompletion(registration, signal),
    enabled: connectionId !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });
}

import { type ApiRequestOptions, apiRequest } from '@/shared/api/api-client';
import { type RegistrationState, registrationHeaders } from '../model/registration-store';

/**
 * A call of a registration in progress: a logged-out one carries its registration token (decision 0009),
 * a logged-in one the session. A 401 here is a registration token that has expired, to show on the page,
 * unless the session itself has ended.
 */
export function registrationRequest<T>(
  path: string,
  registration: Pick<RegistrationState, 'registrationToken'> | null,
  options: ApiRequestOptions = {},
): Promise<T> {
  const usesToken = Boolean(registration?.registrationToken);
  return apiRequest<T>(`/users/v1${path}`, {
    ...options,
    headers: { ...options.headers, ...registrationHeaders(registration) },
    ...(usesToken ? { redirectOnUnauthorized: false } : {}),
  });
}

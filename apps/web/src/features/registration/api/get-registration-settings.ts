import type { RegistrationSettings } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** Whether sign-up goes to the operator's registration site (EXTERNAL_REGISTRATION_URL) or stays here. */
export function getRegistrationSettings(signal?: AbortSignal) {
  return apiRequest<RegistrationSettings>('/users/v1/registration/settings', { signal });
}

export function registrationSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['registration', 'settings'] as const,
    queryFn: ({ signal }) => getRegistrationSettings(signal),
    // A deployment setting: it changes only when the server is restarted with another.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

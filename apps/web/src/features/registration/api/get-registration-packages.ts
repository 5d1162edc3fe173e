import type { BasePackage } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { RegistrationState } from '../model/registration-store';
import { registrationRequest } from './registration-request';

/** The base packages the connection may choose from (active, standalone; decision 0009). */
export function registrationPackagesQueryOptions(registration: RegistrationState) {
  const connectionId = registration.connectionId ?? '';
  return queryOptions({
    queryKey: ['registration', 'packages', connectionId],
    queryFn: ({ signal }) =>
      registrationRequest<BasePackage[]>(
        `/registration/packages?${new URLSearchParams({ connectionId })}`,
        registration,
        { signal },
      ),
    enabled: connectionId !== '',
  });
}

import { z } from 'zod';
import type { ClientCredentials } from './oauth-client-credentials';
import { readClientCredentials, serviceUrl } from './oauth-settings';

export const provisioningEnv = {
  PROVISIONING: z.enum(['sandbox', 'tmf641']).default('sandbox'),
  /** TMF641's root, e.g. https://om.example.lk/tmf-api/serviceOrdering/v4. */
  TMF641_BASE_URL: serviceUrl(),
  TMF641_TOKEN_URL: serviceUrl(),
  TMF641_CLIENT_ID: z.string().min(1).optional(),
  TMF641_CLIENT_SECRET: z.string().min(1).optional(),
  /** In the listener URL registered with the hub: an event without it is refused (401). */
  TMF641_LISTENER_SECRET: z.string().min(1).optional(),
};

type ProvisioningEnv = z.output<z.ZodObject<typeof provisioningEnv>>;

/** The TV and broadband platform: the in-process sandbox, or the provider's TMF641 service ordering. */
export type ProvisioningSettings =
  | { kind: 'sandbox' }
  | { kind: 'tmf641'; baseUrl: string; credentials: ClientCredentials; listenerSecret: string };

/** At least this long: it is all that stands between the internet and "this order completed". */
const LISTENER_SECRET_MIN = 32;

/**
 * The platform's settings, every problem pushed to `problems` (`values` undefined: the environment did
 * not parse). Production refuses the sandbox, which provisions nothing.
 */
export function readProvisioningSettings(
  values: ProvisioningEnv | undefined,
  production: boolean,
  problems: string[],
): ProvisioningSettings {
  if (!values || values.PROVISIONING === 'sandbox') {
    if (values && production) {
      problems.push('PROVISIONING: the sandbox provisions nothing; production needs PROVISIONING=tmf641');
    }
    return { kind: 'sandbox' };
  }
  const names = {
    baseUrl: 'TMF641_BASE_URL',
    tokenUrl: 'TMF641_TOKEN_URL',
    clientId: 'TMF641_CLIENT_ID',
    clientSecret: 'TMF641_CLIENT_SECRET',
  };
  const api = readClientCredentials(names, values, production, problems);
  const listenerSecret = values.TMF641_LISTENER_SECRET ?? '';
  if (listenerSecret.length < LISTENER_SECRET_MIN) {
    problems.push(`TMF641_LISTENER_SECRET: must be set to at least ${LISTENER_SECRET_MIN} characters`);
  } else if (!/^[A-Za-z0-9._~-]+$/.test(listenerSecret)) {
    problems.push('TMF641_LISTENER_SECRET: must use only letters, digits and . _ ~ - (it goes in a URL)');
  }
  return { kind: 'tmf641', ...api, listenerSecret };
}

import { z } from 'zod';
import { LOOPBACK_HOSTS } from '../lib/loopback-hosts';
import type { ClientCredentials } from './oauth-client-credentials';

/** An https URL setting (http only on this machine in production, checked by `checkServiceUrl`). */
export const serviceUrl = () => z.url({ protocol: /^https?$/ }).optional();

/**
 * Problems of a TM Forum API's settings once its real adapter is chosen: every setting present, URLs
 * https except on loopback (in production), and a client secret long enough not to be a placeholder.
 */
export function readClientCredentials(
  names: { baseUrl: string; tokenUrl: string; clientId: string; clientSecret: string },
  values: Record<string, unknown>,
  production: boolean,
  problems: string[],
): { baseUrl: string; credentials: ClientCredentials } {
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : '');
  for (const name of Object.values(names)) {
    if (text(name) === '') problems.push(`${name}: must be set`);
  }
  for (const name of [names.baseUrl, names.tokenUrl]) {
    const value = text(name);
    if (production && value.startsWith('http:') && !LOOPBACK_HOSTS.test(new URL(value).hostname)) {
      problems.push(`${name}: must be https in production (it carries tokens and customer data)`);
    }
  }
  const secret = text(names.clientSecret);
  if (production && secret !== '' && secret.length < 16) {
    problems.push(`${names.clientSecret}: must be at least 16 characters in production`);
  }
  return {
    baseUrl: text(names.baseUrl).replace(/\/+$/, ''),
    credentials: { tokenUrl: text(names.tokenUrl), clientId: text(names.clientId), clientSecret: secret },
  };
}

import { nationalNumber } from '@selfcare/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { LOOPBACK_HOSTS } from '../lib/loopback-hosts';
import { ExternalCallError, ExternalSystem, type RecordAdapterCall } from './external-system';
import type {
  OperatorConsent,
  OperatorConsentCreated,
  OperatorConsentRequest,
  OperatorConsentState,
} from './operator-consent';

/** What the subscriber consents to, shown on the operator's page. */
const CONSENT_DESCRIPTION = 'PEOTVGO packages charged to your mobile bill';

const bridgeId = z.string().regex(/^[A-Za-z0-9_-]{8,100}$/);
const status = z.enum(['PENDING', 'GRANTED', 'DENIED', 'EXPIRED']);
/** The subscriber's browser goes there: https, or http on this machine alone (the stub). */
const pageUrl = z.url({ protocol: /^https?$/ }).refine((value) => {
  const url = new URL(value);
  return url.protocol === 'https:' || LOOPBACK_HOSTS.test(url.hostname);
}, 'must be https');

// The answers of docs/integrations/operator-consent.openapi.yaml; fields a server adds are ignored.
const created = z.looseObject({ bridgeId, redirectUrl: pageUrl, expiresAt: z.string() });
const consent = z.looseObject({ bridgeId, status });

export interface HttpOperatorConsentOptions {
  /** The consent service's root, without a trailing slash. */
  url: string;
  token: string;
  log: FastifyBaseLogger;
  timeoutMs: number;
  record?: RecordAdapterCall | undefined;
}

/**
 * The consent contract this project publishes for the operator to implement
 * (docs/integrations/operator-consent.openapi.yaml), over HTTPS with a bearer token. Creating a consent
 * is not retried (a second one would leave an orphan request on the operator's side); reading one is.
 */
export class HttpOperatorConsent implements OperatorConsent {
  private readonly system: ExternalSystem;

  constructor(private readonly options: HttpOperatorConsentOptions) {
    this.system = new ExternalSystem({
      name: 'operator-consent',
      log: options.log,
      timeoutMs: options.timeoutMs,
      record: options.record,
    });
  }

  create(request: OperatorConsentRequest): Promise<OperatorConsentCreated> {
    const body = {
      msisdn: `94${nationalNumber(request.msisdn)}`,
      returnUrl: request.returnUrl,
      description: CONSENT_DESCRIPTION,
    };
    return this.system.call('create-consent', async (signal) => {
      const response = await fetch(`${this.options.url}/consents`, {
        method: 'POST',
        headers: { ...this.headers(), 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal,
      });
      if (response.status !== 201) throw failure(response.status);
      const answer = created.safeParse(await response.json().catch(() => null));
      if (!answer.success) throw new ExternalCallError('the answer does not follow the consent contract', false, 201);
      return { bridgeId: answer.data.bridgeId, redirectUrl: answer.data.redirectUrl };
    });
  }

  /** A consent the operator does not know (404) was never granted, or has been forgotten: EXPIRED. */
  state(id: string): Promise<OperatorConsentState> {
    return this.system.call(
      'read-consent',
      async (signal) => {
        const response = await fetch(`${this.options.url}/consents/${encodeURIComponent(id)}`, {
          headers: this.headers(),
          signal,
        });
        if (response.status === 404) return 'EXPIRED';
        if (response.status !== 200) throw failure(response.status);
        const answer = consent.safeParse(await response.json().catch(() => null));
        if (!answer.success || answer.data.bridgeId !== id) {
          throw new ExternalCallError('the answer does not follow the consent contract', false, 200);
        }
        return answer.data.status;
      },
      { retries: 2 },
    );
  }

  private headers(): Record<string, string> {
    return { authorization: `Bearer ${this.options.token}`, accept: 'application/json' };
  }
}

/** A refusal of the call itself: 429 and 5xx may pass, anything else is a broken integration. */
function failure(status: number): ExternalCallError {
  return new ExternalCallError(`HTTP ${status}`, status === 429 || status >= 500, status);
}

import { randomBytes } from 'node:crypto';

/**
 * The mobile operator's consent to charge a subscriber's mobile bill (type 6, decision 0009): the
 * portal asks for one, the subscriber approves or denies it on the operator's page, which returns to
 * the portal with the bridge id, and the portal reads its state before the first charge.
 */
export type OperatorConsentState = 'PENDING' | 'GRANTED' | 'DENIED' | 'EXPIRED';

export interface OperatorConsentRequest {
  /** The subscriber's mobile number, e.g. '0712345678'. */
  msisdn: string;
  /** Where the operator's page sends the subscriber back: the portal's payment status page. */
  returnUrl: string;
  /** The portal as the browser reached it (lib/portal-url.ts), for a consent page the portal serves itself. */
  portalUrl: string;
}

export interface OperatorConsentCreated {
  bridgeId: string;
  /** The operator's consent page for this request, where the subscriber's browser goes. */
  redirectUrl: string;
}

export interface OperatorConsent {
  create(request: OperatorConsentRequest): Promise<OperatorConsentCreated>;
  state(bridgeId: string): Promise<OperatorConsentState>;
}

/** The sandbox operator's consent page (src/sandbox/operator-consent.ts). */
export const SANDBOX_CONSENT_PAGE_PATH = '/sandbox/operator/consent';

/**
 * The sandbox operator: its page, served by the portal itself, writes the decision straight into the
 * portal's consent row, so a consent the portal asks about is one the page has not decided yet.
 */
export class SandboxOperatorConsent implements OperatorConsent {
  async create(request: OperatorConsentRequest): Promise<OperatorConsentCreated> {
    const bridgeId = randomBytes(18).toString('base64url');
    const query = new URLSearchParams({ bridgeID: bridgeId, returnUrl: request.returnUrl });
    return { bridgeId, redirectUrl: `${request.portalUrl}${SANDBOX_CONSENT_PAGE_PATH}?${query}` };
  }

  async state(_bridgeId: string): Promise<OperatorConsentState> {
    return 'PENDING';
  }
}

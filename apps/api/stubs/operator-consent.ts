import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * The consent contract this project publishes for the operator (docs/integrations/operator-consent.openapi.yaml),
 * served under /consent/v1, and the consent page a tester or Playwright approves or denies on.
 */

export type StubConsentStatus = 'PENDING' | 'GRANTED' | 'DENIED' | 'EXPIRED';

export interface StubConsent {
  bridgeId: string;
  msisdn: string;
  returnUrl: string;
  description: string;
  expiresAt: Date;
  decidedAt: Date | null;
  decision: 'GRANTED' | 'DENIED' | null;
}

export interface ConsentOptions {
  token: string;
  /** How long a request waits for the subscriber before it is EXPIRED. */
  ttlMs: number;
}

export const CONSENT_API = '/consent/v1';
const PAGE = '/consent/page';

const MSISDN = /^94\d{9}$/;
const BRIDGE_ID = /^[A-Za-z0-9_-]{8,100}$/;

const problem = (reply: FastifyReply, status: number, code: string, message: string) =>
  reply.code(status).send({ code, message });

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function isWebUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 2000) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

export class ConsentStub {
  readonly consents = new Map<string, StubConsent>();

  constructor(
    private readonly options: ConsentOptions,
    /** The stub's own root, for the consent page's address. */
    private readonly baseUrl: () => string,
  ) {}

  setTtlMs(ttlMs: number): void {
    this.options.ttlMs = ttlMs;
  }

  statusOf(consent: StubConsent, now = new Date()): StubConsentStatus {
    if (consent.decision) return consent.decision;
    return consent.expiresAt <= now ? 'EXPIRED' : 'PENDING';
  }

  /** The subscriber's answer on the page (or a tester's through the control API); false when it is too late. */
  decide(bridgeId: string, decision: 'approve' | 'deny'): StubConsent | null {
    const consent = this.consents.get(bridgeId);
    if (!consent || this.statusOf(consent) !== 'PENDING') return null;
    consent.decision = decision === 'approve' ? 'GRANTED' : 'DENIED';
    consent.decidedAt = new Date();
    return consent;
  }

  reset(): void {
    this.consents.clear();
  }

  routes(app: FastifyInstance): void {
    app.post(`${CONSENT_API}/consents`, (request, reply) => {
      if (!this.authorised(request.headers.authorization)) return unauthorised(reply);
      const body = (request.body ?? {}) as Record<string, unknown>;
      const extra = Object.keys(body).filter((key) => !['msisdn', 'returnUrl', 'description'].includes(key));
      const description = body.description;
      if (
        typeof body.msisdn !== 'string' ||
        !MSISDN.test(body.msisdn) ||
        !isWebUrl(body.returnUrl) ||
        typeof description !== 'string' ||
        description.length < 1 ||
        description.length > 200 ||
        extra.length > 0
      ) {
        return problem(reply, 400, 'INVALID_REQUEST', 'msisdn (94XXXXXXXXX), returnUrl and description are required');
      }
      const consent: StubConsent = {
        bridgeId: randomBytes(18).toString('base64url'),
        msisdn: body.msisdn,
        returnUrl: body.returnUrl,
        description,
        expiresAt: new Date(Date.now() + this.options.ttlMs),
        decidedAt: null,
        decision: null,
      };
      this.consents.set(consent.bridgeId, consent);
      return reply.code(201).send({
        bridgeId: consent.bridgeId,
        redirectUrl: `${this.baseUrl()}${PAGE}/${consent.bridgeId}`,
        expiresAt: consent.expiresAt.toISOString(),
        status: 'PENDING',
      });
    });

    app.get<{ Params: { bridgeId: string } }>(`${CONSENT_API}/consents/:bridgeId`, (request, reply) => {
      if (!this.authorised(request.headers.authorization)) return unauthorised(reply);
      const { bridgeId } = request.params;
      if (!BRIDGE_ID.test(bridgeId)) return problem(reply, 400, 'INVALID_REQUEST', 'not a bridge id');
      const consent = this.consents.get(bridgeId);
      if (!consent) return problem(reply, 404, 'NOT_FOUND', 'no consent with this bridge id');
      return {
        bridgeId,
        status: this.statusOf(consent),
        expiresAt: consent.expiresAt.toISOString(),
        decidedAt: consent.decidedAt?.toISOString() ?? null,
      };
    });

    app.get<{ Params: { bridgeId: string } }>(`${PAGE}/:bridgeId`, (request, reply) => {
      const consent = this.consents.get(request.params.bridgeId);
      reply.type('text/html; charset=utf-8');
      if (!consent || this.statusOf(consent) !== 'PENDING') {
        return reply.code(410).send(page('<p role="alert">This consent request has expired or was answered.</p>'));
      }
      return page(`<p>Allow ${escapeHtml(consent.description)} for <strong>${escapeHtml(consent.msisdn)}</strong>?</p>
<form method="post" action="${PAGE}/${consent.bridgeId}">
<button type="submit" name="decision" value="approve">Approve</button>
<button type="submit" name="decision" value="deny">Deny</button>
</form>`);
    });

    app.post<{ Params: { bridgeId: string } }>(`${PAGE}/:bridgeId`, (request, reply) => {
      const decision = (request.body as Record<string, unknown> | undefined)?.decision;
      const consent =
        decision === 'approve' || decision === 'deny' ? this.decide(request.params.bridgeId, decision) : null;
      if (!consent) {
        return reply
          .code(410)
          .type('text/html; charset=utf-8')
          .send(page('<p role="alert">This consent request has expired or was answered.</p>'));
      }
      const back = new URL(consent.returnUrl);
      if (consent.decision === 'GRANTED') back.searchParams.set('bridgeID', consent.bridgeId);
      return reply.code(303).redirect(back.toString());
    });
  }

  private authorised(header: string | undefined): boolean {
    return header === `Bearer ${this.options.token}`;
  }
}

const unauthorised = (reply: FastifyReply) =>
  problem(reply.header('www-authenticate', 'Bearer'), 401, 'UNAUTHORIZED', 'a valid bearer token is required');

function page(body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Operator consent (stub)</title></head><body><h1>Operator consent</h1>${body}</body></html>`;
}

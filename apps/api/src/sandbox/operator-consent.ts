import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { operatorConsents } from '../db/schema';
import { recordAudit } from '../lib/audit';
import { portalUrlFor } from '../lib/portal-url';
import { recordConsentDecision } from '../modules/registration/record-consent-decision';
import { acceptFormBodies } from '../plugins/form-bodies';
import { html, page } from './html';

const htmlPage = z.string().describe('An HTML page');
const consentQuery = z.object({
  bridgeID: z.string().trim().max(100).default(''),
  returnUrl: z.string().trim().max(2000).default(''),
});
const decisionBody = z.object({
  bridgeID: z.string().trim().max(100).default(''),
  returnUrl: z.string().trim().max(2000).default(''),
  decision: z.enum(['approve', 'deny']).optional(),
});

/**
 * The return address must be on the portal itself, as the browser reaches it (lib/portal-url.ts:
 * PUBLIC_URL, or in development the loopback origin in use), never elsewhere (an open redirect).
 */
export function safeReturnUrl(returnUrl: string, portalUrl: string): URL | null {
  try {
    const url = new URL(returnUrl);
    const home = new URL(portalUrl);
    return url.origin === home.origin ? url : null;
  } catch {
    return null;
  }
}

function problemPage(message: string): string {
  return page('Operator consent', html`<p role="alert">${message}</p>`);
}

/**
 * The mobile operator's consent page (DESIGN.md section 7, decision 0009): Approve marks the consent
 * GRANTED and returns with the bridge id; Deny marks it DENIED and returns without one ('Consent not
 * granted'). Plain form posts, no script (the Content-Security-Policy forbids inline script).
 */
export const sandboxOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptFormBodies(app);

  app.get(
    '/consent',
    { schema: { hide: true, querystring: consentQuery, response: { 200: htmlPage, 400: htmlPage } } },
    async (request, reply) => {
      reply.type('text/html; charset=utf-8');
      const { bridgeID, returnUrl } = request.query;
      const [consent] = await app.db.select().from(operatorConsents).where(eq(operatorConsents.bridgeId, bridgeID));
      if (consent?.status !== 'PENDING' || !safeReturnUrl(returnUrl, portalUrlFor(request, app.config))) {
        reply.code(400);
        return problemPage('This consent request is not valid or has already been answered.');
      }
      return page(
        'Operator consent',
        html`<p>Allow PEOTVGO to charge your package to the mobile bill of <strong>${consent.msisdn}</strong>?</p>
<form method="post" action="/sandbox/operator/consent">
<input type="hidden" name="bridgeID" value="${bridgeID}">
<input type="hidden" name="returnUrl" value="${returnUrl}">
<button type="submit" name="decision" value="approve">Approve</button>
<button type="submit" name="decision" value="deny">Deny</button>
</form>`,
      );
    },
  );

  app.post(
    '/consent',
    { schema: { hide: true, body: decisionBody, response: { 303: z.null(), 400: htmlPage } } },
    async (request, reply) => {
      const { bridgeID, returnUrl, decision } = request.body;
      const target = safeReturnUrl(returnUrl, portalUrlFor(request, app.config));
      if (!target || !decision) {
        reply.code(400).type('text/html; charset=utf-8');
        return problemPage('This consent request is not valid.');
      }
      const status = decision === 'approve' ? 'GRANTED' : 'DENIED';
      const decided = await app.db.transaction(async (tx) => {
        const [consent] = await tx
          .select()
          .from(operatorConsents)
          .where(and(eq(operatorConsents.bridgeId, bridgeID), eq(operatorConsents.status, 'PENDING')))
          .for('update');
        if (!consent) return false;
        await recordConsentDecision(tx, consent, status);
        await recordAudit(tx, {
          action: 'registration.consent_decision',
          outcome: 'success',
          ipAddress: request.ip,
          subjectType: 'connection',
          subjectId: consent.connectionId,
          details: { status },
        });
        return true;
      });
      if (!decided) {
        reply.code(400).type('text/html; charset=utf-8');
        return problemPage('This consent request is not valid or has already been answered.');
      }
      if (status === 'GRANTED') target.searchParams.set('bridgeID', bridgeID);
      return reply.code(303).redirect(target.toString());
    },
  );
};

import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { portalUrlFor } from '../../lib/portal-url';
import { choice, credentials, mobileEndingIn, REGISTER, signedUp, subscribe } from './test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createSeededTestApp();
});
afterAll(() => t.close());

/** A type 6 sign-up up to its consent request, made by a browser whose headers are `headers`. */
async function consentAskedFrom(headers: Record<string, string>) {
  const mobile = mobileEndingIn(5);
  const reg = await signedUp(t, { connectionType: 6, firstName: 'Ruwan', mobile, contactNo: mobile, ...credentials() });
  const chosen = await subscribe(t, reg.headers, await choice(t, reg.headers, reg.connectionId));
  expect(chosen.json()).toMatchObject({ kind: 'consent' });
  const consent = await t.app.inject({
    method: 'POST',
    url: `${REGISTER}/consent`,
    headers: { ...reg.headers, ...headers },
    payload: { connectionId: reg.connectionId, msisdn: mobile },
  });
  expect(consent.statusCode, consent.body).toBe(200);
  const { bridgeID, consentUrl } = consent.json<{ bridgeID: string; consentUrl: string }>();
  return { bridgeID, consentUrl: new URL(consentUrl) };
}

describe('the operator consent returns to the portal as the browser reached it', () => {
  it('on 127.0.0.1 while PUBLIC_URL says localhost, the consent page and the return stay on 127.0.0.1', async () => {
    expect(t.app.config.publicUrl).toBe('http://localhost:8080');
    const browser = { host: '127.0.0.1:8080', origin: 'http://127.0.0.1:8080' };
    const { bridgeID, consentUrl } = await consentAskedFrom(browser);
    expect(consentUrl.origin).toBe('http://127.0.0.1:8080');
    const returnUrl = consentUrl.searchParams.get('returnUrl') ?? '';
    expect(returnUrl).toBe('http://127.0.0.1:8080/paymentStatus');

    const page = await t.app.inject({
      url: `${consentUrl.pathname}${consentUrl.search}`,
      headers: { host: browser.host },
    });
    expect(page.statusCode, page.body).toBe(200);
    const approved = await t.app.inject({
      method: 'POST',
      url: '/sandbox/operator/consent',
      headers: { ...browser, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ bridgeID, returnUrl, decision: 'approve' }).toString(),
    });
    expect(approved.statusCode, approved.body).toBe(303);
    expect(approved.headers.location).toBe(`http://127.0.0.1:8080/paymentStatus?bridgeID=${bridgeID}`);
  });

  it('never follows a Host or Origin that is not this machine: PUBLIC_URL stays the return', async () => {
    const byHost = await consentAskedFrom({ host: 'evil.example' });
    expect(byHost.consentUrl.searchParams.get('returnUrl')).toBe('http://localhost:8080/paymentStatus');
    const byOrigin = await consentAskedFrom({ host: '127.0.0.1:8080', origin: 'https://evil.example' });
    expect(byOrigin.consentUrl.origin).toBe('http://localhost:8080');
    expect(byOrigin.consentUrl.searchParams.get('returnUrl')).toBe('http://localhost:8080/paymentStatus');
  });

  it('the consent page refuses a return to a loopback origin other than the one the browser is on', async () => {
    const { bridgeID, consentUrl } = await consentAskedFrom({ host: '127.0.0.1:8080' });
    const decided = await t.app.inject({
      method: 'POST',
      url: '/sandbox/operator/consent',
      headers: { host: 'localhost:8080', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        bridgeID,
        returnUrl: consentUrl.searchParams.get('returnUrl') ?? '',
        decision: 'approve',
      }).toString(),
    });
    expect(decided.statusCode).toBe(400);
  });
});

describe('portalUrlFor', () => {
  const request = (headers: Record<string, string>) => ({ headers, protocol: 'http' }) as unknown as FastifyRequest;
  const development = { env: 'development' as const, publicUrl: 'http://localhost:8080' };

  it('takes any loopback origin in development: localhost, 127.x and [::1]', () => {
    expect(portalUrlFor(request({ host: '127.0.0.2:9000' }), development)).toBe('http://127.0.0.2:9000');
    expect(portalUrlFor(request({ origin: 'http://[::1]:8080' }), development)).toBe('http://[::1]:8080');
    expect(portalUrlFor(request({ host: 'localhost:8080' }), development)).toBe('http://localhost:8080');
  });

  it('answers PUBLIC_URL in production whatever the browser says, and for a malformed header', () => {
    const production = { env: 'production' as const, publicUrl: 'https://selfcare.example.lk' };
    expect(portalUrlFor(request({ host: '127.0.0.1:8080', origin: 'http://127.0.0.1:8080' }), production)).toBe(
      'https://selfcare.example.lk',
    );
    expect(portalUrlFor(request({ host: '127.0.0.1:8080:x' }), development)).toBe('http://localhost:8080');
    expect(portalUrlFor(request({ origin: 'null', host: 'evil.example' }), development)).toBe('http://localhost:8080');
  });
});

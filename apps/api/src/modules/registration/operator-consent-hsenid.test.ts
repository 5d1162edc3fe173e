import type { TransactionResult } from '@selfcare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_STUB, type OperatorStub, startOperatorStub } from '../../../stubs/operator';
import { CONSENT_API } from '../../../stubs/operator-consent';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { askedForConsent, REGISTER } from './test-kit';

/** Type 6 registration with OPERATOR_BILLING=hsenid: consent and the charge go to the operator stub. */
let stub: OperatorStub;
let t: TestApp;
beforeAll(async () => {
  stub = await startOperatorStub();
  t = await createSeededTestApp({
    operatorBilling: {
      kind: 'hsenid',
      caas: { url: stub.url, applicationId: OPERATOR_STUB.applicationId, password: OPERATOR_STUB.password },
      consent: { url: `${stub.url}${CONSENT_API}`, token: OPERATOR_STUB.consentToken },
    },
  });
});
afterAll(async () => {
  await t.close();
  await stub.close();
});

/** A type 6 sign-up up to the operator's consent page. */
async function consentAsked() {
  return askedForConsent(t, 5);
}

/** The subscriber's answer on the operator's page; where the page sends the browser back. */
async function answer(consentUrl: string, decision: 'approve' | 'deny') {
  const page = await fetch(consentUrl);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Approve');
  const decided = await fetch(consentUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ decision }).toString(),
    redirect: 'manual',
  });
  expect(decided.status).toBe(303);
  return new URL(decided.headers.get('location') ?? '');
}

function validate(flow: Awaited<ReturnType<typeof consentAsked>>) {
  return t.app.inject({
    method: 'POST',
    url: `${REGISTER}/consent/validate?bridgeId=${flow.bridgeID}&msisdn=${flow.mobile}`,
    headers: flow.reg.headers,
  });
}

const chargesTo = (mobile: string) =>
  [...stub.caas.charges.values()].filter((charge) => charge.subscriberId === `tel:94${mobile.slice(-9)}`);

describe('type 6 registration against the operator (OPERATOR_BILLING=hsenid)', () => {
  it('approved on the operator page: back with the bridge id, charged once through CaaS, registration done', async () => {
    const flow = await consentAsked();
    expect(flow.consentUrl).toBe(`${stub.url}/consent/page/${flow.bridgeID}`);
    const back = await answer(flow.consentUrl, 'approve');
    expect(back.pathname).toBe('/paymentStatus');
    expect(back.searchParams.get('bridgeID')).toBe(flow.bridgeID);

    const validated = await validate(flow);
    expect(validated.statusCode, validated.body).toBe(200);
    const result = validated.json<TransactionResult>();
    expect(result).toMatchObject({ status: 'SUCCESS', paymentStatus: 'SUCCESS' });
    const charges = chargesTo(flow.mobile);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ debited: true, amount: result.amount.toFixed(2) });
  });

  it('denied on the operator page: back without a bridge id, "Consent not granted", nothing charged', async () => {
    const flow = await consentAsked();
    const back = await answer(flow.consentUrl, 'deny');
    expect(back.searchParams.has('bridgeID')).toBe(false);
    const validated = await validate(flow);
    expect(validated.statusCode).toBe(400);
    expect(validated.json()).toMatchObject({ code: 'CONSENT_NOT_GRANTED' });
    expect(chargesTo(flow.mobile)).toHaveLength(0);
  });

  it('left unanswered past its time: the page is gone, "Consent not granted", nothing charged', async () => {
    stub.consent.setTtlMs(0);
    const flow = await consentAsked();
    stub.consent.setTtlMs(600_000);
    expect((await fetch(flow.consentUrl)).status).toBe(410);
    const validated = await validate(flow);
    expect(validated.statusCode).toBe(400);
    expect(validated.json()).toMatchObject({ code: 'CONSENT_NOT_GRANTED' });
    expect(chargesTo(flow.mobile)).toHaveLength(0);
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { OPERATOR_STUB, type OperatorStub, startOperatorStub } from '../../stubs/operator';
import { CONSENT_API } from '../../stubs/operator-consent';
import { apiRoot } from '../lib/api-root';
import { HttpOperatorConsent } from './http-operator-consent';

/** The contract the operator implements, read from the published file itself. */
const contract = parse(
  readFileSync(join(apiRoot(), '..', '..', 'docs', 'integrations', 'operator-consent.openapi.yaml'), 'utf8'),
);
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ $id: 'contract', components: contract.components });
const schema = (name: string) => {
  const validate = ajv.getSchema(`contract#/components/schemas/${name}`);
  if (!validate) throw new Error(`${name} is not in the contract`);
  return (value: unknown) => (validate(value) ? [] : (validate.errors ?? []));
};

/** What the adapter sent and what the stub answered, each checked against the contract. */
interface Exchange {
  method: string;
  path: string;
  authorization: string | null;
  body: unknown;
  status: number;
  answer: unknown;
}

let stub: OperatorStub;
let exchanges: Exchange[] = [];
beforeAll(async () => {
  stub = await startOperatorStub();
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const response = await realFetch(input, init);
    const url = new URL(String(input));
    exchanges.push({
      method: init?.method ?? 'GET',
      path: url.pathname.slice(CONSENT_API.length),
      authorization: new Headers(init?.headers).get('authorization'),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      status: response.status,
      answer: await response.clone().json(),
    });
    return response;
  });
});
afterEach(() => {
  exchanges = [];
});
afterAll(async () => {
  vi.restoreAllMocks();
  await stub.close();
});

const adapter = (token: string = OPERATOR_STUB.consentToken) =>
  new HttpOperatorConsent({ url: `${stub.url}${CONSENT_API}`, token, log: pino({ level: 'silent' }), timeoutMs: 2000 });
const request = { msisdn: '0712345678', returnUrl: 'http://localhost:8080/paymentStatus', portalUrl: '' };

describe('the operator consent contract (docs/integrations/operator-consent.openapi.yaml)', () => {
  it('names the operations the adapter calls, with bearer authentication', () => {
    expect(contract.openapi).toBe('3.1.0');
    expect(contract.paths['/consents'].post.operationId).toBe('createConsent');
    expect(contract.paths['/consents/{bridgeId}'].get.operationId).toBe('getConsent');
    expect(contract.components.securitySchemes.bearerToken).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('create: the request and the 201 answer follow the contract', async () => {
    const created = await adapter().create(request);
    const [exchange] = exchanges;
    expect(exchange).toMatchObject({ method: 'POST', path: '/consents', status: 201 });
    expect(exchange?.authorization).toBe(`Bearer ${OPERATOR_STUB.consentToken}`);
    expect(schema('ConsentRequest')(exchange?.body)).toEqual([]);
    expect(exchange?.body).toMatchObject({ msisdn: '94712345678', returnUrl: request.returnUrl });
    expect(schema('ConsentCreated')(exchange?.answer)).toEqual([]);
    expect(created.redirectUrl).toBe(`${stub.url}/consent/page/${created.bridgeId}`);
  });

  it('read: PENDING, then GRANTED or DENIED as decided, EXPIRED past its time, each answer per contract', async () => {
    const consent = adapter();
    const approved = await consent.create(request);
    expect(await consent.state(approved.bridgeId)).toBe('PENDING');
    stub.consent.decide(approved.bridgeId, 'approve');
    expect(await consent.state(approved.bridgeId)).toBe('GRANTED');
    const denied = await consent.create(request);
    stub.consent.decide(denied.bridgeId, 'deny');
    expect(await consent.state(denied.bridgeId)).toBe('DENIED');
    stub.consent.setTtlMs(0);
    const expired = await consent.create(request);
    stub.consent.setTtlMs(600_000);
    expect(await consent.state(expired.bridgeId)).toBe('EXPIRED');

    const reads = exchanges.filter((exchange) => exchange.method === 'GET');
    expect(reads).toHaveLength(4);
    for (const read of reads) {
      expect(read.path).toMatch(/^\/consents\/[A-Za-z0-9_-]{8,100}$/);
      expect(schema('Consent')(read.answer)).toEqual([]);
    }
  });

  it('an unknown bridge id is 404 in the contract, EXPIRED to the portal', async () => {
    expect(await adapter().state('no-such-bridge-id')).toBe('EXPIRED');
    expect(exchanges[0]?.status).toBe(404);
    expect(schema('Problem')(exchanges[0]?.answer)).toEqual([]);
  });

  it('a wrong token is 401 with a Problem, and the call fails instead of answering a state', async () => {
    await expect(adapter('not-the-agreed-token-not-the-agreed').create(request)).rejects.toThrow('HTTP 401');
    expect(exchanges[0]?.status).toBe(401);
    expect(schema('Problem')(exchanges[0]?.answer)).toEqual([]);
  });

  it('the stub refuses a request outside the contract with a 400 Problem', async () => {
    const response = await fetch(`${stub.url}${CONSENT_API}/consents`, {
      method: 'POST',
      headers: { authorization: `Bearer ${OPERATOR_STUB.consentToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ msisdn: '0712345678', returnUrl: 'javascript:alert(1)', description: 'x' }),
    });
    expect(response.status).toBe(400);
    expect(
      schema('ConsentRequest')({ msisdn: '0712345678', returnUrl: 'javascript:alert(1)', description: 'x' }),
    ).not.toEqual([]);
    expect(schema('Problem')(exchanges[0]?.answer)).toEqual([]);
  });
});

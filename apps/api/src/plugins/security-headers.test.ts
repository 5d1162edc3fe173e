import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { loadConfig } from '../config';

/** The CSP as a map of directive to its sources. */
async function policyOf(t: TestApp, url: string): Promise<Map<string, string[]>> {
  const header = String((await t.app.inject({ url })).headers['content-security-policy']);
  return new Map(
    header.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const PAYHERE = ['https://www.payhere.lk', 'https://sandbox.payhere.lk'];
const GATEWAY_DIRECTIVES = ['script-src', 'frame-src', 'form-action', 'connect-src'];
const payhereEnv = {
  CARD_GATEWAY: 'payhere',
  PAYHERE_MERCHANT_ID: '1234567',
  PAYHERE_MERCHANT_SECRET: 'a-real-merchant-secret',
};

describe('Content-Security-Policy with the sandbox card gateway', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("sends helmet's headers on every answer: a read, a 400, an unknown address's 404, the router's own refusals", async () => {
    for (const [url, status] of [
      ['/api/products/v1/products/product-types', 200],
      ['/api/products/v1/products/all/active/by-type?typeid=nope', 400],
      ['/api/no-such-thing', 404],
      // Answered by the router before any hook runs (plugins/errors.ts answerFrameworkError).
      [`/api/users/v1/connection/details/${'a'.repeat(200)}`, 414],
      ['/api/users/v1/connection/details/%E0%A4%A', 400],
    ] as const) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(status);
      expect(response.headers, url).toMatchObject({
        'content-security-policy': expect.stringContaining("default-src 'self'"),
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'referrer-policy': 'no-referrer',
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
      });
    }
  });

  it('gives another origin no CORS permission: a preflight and a read carry no Access-Control header', async () => {
    const origin = 'https://evil.example';
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/v1/login',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    const read = await t.app.inject({ url: '/api/products/v1/products/product-types', headers: { origin } });
    expect(read.statusCode).toBe(200);
    for (const answer of [preflight, read]) {
      const corsHeaders = Object.keys(answer.headers).filter((name) => name.startsWith('access-control-'));
      expect(corsHeaders).toEqual([]);
    }
    expect(preflight.statusCode).toBe(404);
  });

  it('lets the app frame, load and post to its own origin only, and never be framed', async () => {
    const policy = await policyOf(t, '/api/products/v1/products/product-types');
    for (const directive of GATEWAY_DIRECTIVES) expect(policy.get(directive)).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('script-src-attr')).toEqual(["'none'"]);
  });
});

describe('Content-Security-Policy with PayHere itself', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ cardGateway: loadConfig(payhereEnv).cardGateway });
  });
  afterAll(() => t.close());

  it("allows PayHere's script, frame, form and calls, and nothing inline", async () => {
    const policy = await policyOf(t, '/api/products/v1/products/product-types');
    for (const directive of GATEWAY_DIRECTIVES) expect(policy.get(directive)).toEqual(["'self'", ...PAYHERE]);
    expect(policy.get('style-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect([...policy.values()].flat()).not.toContain("'unsafe-inline'");
  });
});

describe('Content-Security-Policy with PayHere at PAYHERE_BASE_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      cardGateway: loadConfig({ ...payhereEnv, PAYHERE_BASE_URL: 'http://127.0.0.1:7105/' }).cardGateway,
    });
  });
  afterAll(() => t.close());

  it("allows that address's script, frame and form instead of PayHere's sites", async () => {
    const policy = await policyOf(t, '/api/products/v1/products/product-types');
    for (const directive of GATEWAY_DIRECTIVES) {
      expect(policy.get(directive)).toEqual(["'self'", 'http://127.0.0.1:7105']);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cardGatewayEnv, readCardGatewaySettings } from './card-gateway-settings';

const merchant = {
  CARD_GATEWAY: 'payhere',
  PAYHERE_MERCHANT_ID: '1221149',
  PAYHERE_MERCHANT_SECRET: 'm'.repeat(40),
};

function read(env: Record<string, string>, production = false) {
  const problems: string[] = [];
  const settings = readCardGatewaySettings(z.object(cardGatewayEnv).parse(env), production, problems);
  return { settings, problems };
}

describe('card gateway settings', () => {
  it("talks to PayHere's sandbox by default, and its live site when PAYHERE_SANDBOX is false", () => {
    expect(read(merchant).settings).toMatchObject({
      baseUrl: 'https://sandbox.payhere.lk',
      sdkUrl: 'https://www.payhere.lk/lib/payhere.js',
      origins: ['https://www.payhere.lk', 'https://sandbox.payhere.lk'],
    });
    expect(read({ ...merchant, PAYHERE_SANDBOX: 'false' }).settings).toMatchObject({
      baseUrl: 'https://www.payhere.lk',
      sdkUrl: 'https://www.payhere.lk/lib/payhere.js',
      origins: ['https://www.payhere.lk'],
    });
  });

  it('takes the SDK, the checkout and the merchant API from PAYHERE_BASE_URL when it is set', () => {
    expect(read({ ...merchant, PAYHERE_BASE_URL: 'http://127.0.0.1:7105/' }, true)).toEqual({
      settings: expect.objectContaining({
        baseUrl: 'http://127.0.0.1:7105',
        sdkUrl: 'http://127.0.0.1:7105/lib/payhere.js',
        origins: ['http://127.0.0.1:7105'],
      }),
      problems: [],
    });
  });

  it('refuses a plain-http PayHere address off this machine in production, and names what is missing', () => {
    expect(read({ ...merchant, PAYHERE_BASE_URL: 'http://payhere.test' }, true).problems).toEqual([
      'PAYHERE_BASE_URL: must be https in production (but on this machine); got http://payhere.test',
    ]);
    expect(read({ ...merchant, PAYHERE_BASE_URL: 'http://payhere.test' }, false).problems).toEqual([]);
    expect(read({ CARD_GATEWAY: 'payhere', PAYHERE_APP_ID: 'app' }, true).problems).toEqual([
      'PAYHERE_APP_ID and PAYHERE_APP_SECRET: set both or neither',
      'PAYHERE_MERCHANT_ID and PAYHERE_MERCHANT_SECRET: must be set when CARD_GATEWAY is payhere',
    ]);
  });

  it('keeps the in-process sandbox on its own origin', () => {
    expect(read({}).settings).toMatchObject({ kind: 'sandbox', sdkUrl: '/sandbox/payhere/payhere.js', origins: [] });
  });
});

import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { ExternalSystem } from './external-system';
import { PayHereMerchantApi } from './payhere-merchant-api';

const app = { appId: '4OVx3HULuKW4J9Lg', appSecret: 'an-app-secret' };
const system = () => new ExternalSystem({ name: 'payhere', log: pino({ level: 'silent' }), timeoutMs: 1000 });
const sandbox = () => ({ baseUrl: 'https://sandbox.payhere.lk', system: system() });
const live = () => ({ baseUrl: 'https://www.payhere.lk', system: system() });

/** PayHere's token and payment search endpoints, answering `search`; records what was asked. */
function payhere(search: { status: number; body: unknown }) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    if (url.endsWith('/oauth/token')) {
      return Response.json({ access_token: 'token-1', token_type: 'bearer', expires_in: 599, scope: 'SANDBOX' });
    }
    return Response.json(search.body, { status: search.status });
  };
  return { calls, fetch: fetch as typeof globalThis.fetch };
}

describe('PayHere payment retrieval', () => {
  it('asks with a client-credentials token and reads a received payment as charged', async () => {
    const gateway = payhere({
      status: 200,
      body: {
        status: 1,
        msg: 'Payments with order_id:ORD-1',
        data: [
          {
            payment_id: 320025071278,
            order_id: 'ORD-1',
            status: 'RECEIVED',
            currency: 'LKR',
            amount: 531,
            payment_method: { method: 'MASTER', card_customer_name: 'N Perera', card_no: '************4444' },
          },
        ],
      },
    });
    const api = new PayHereMerchantApi({ app, ...sandbox(), fetch: gateway.fetch });
    expect(await api.paymentStatus('ORD-1')).toEqual({
      status: 'SUCCESS',
      description: null,
      payment: { paymentId: '320025071278', method: 'MASTER', cardMask: '************4444' },
    });
    const [token, search] = gateway.calls;
    expect(token?.url).toBe('https://sandbox.payhere.lk/merchant/v1/oauth/token');
    expect(token?.init).toMatchObject({
      method: 'POST',
      body: 'grant_type=client_credentials',
      headers: { Authorization: `Basic ${Buffer.from(`${app.appId}:${app.appSecret}`).toString('base64')}` },
    });
    expect(search?.url).toBe('https://sandbox.payhere.lk/merchant/v1/payment/search?order_id=ORD-1');
    expect(search?.init?.headers).toMatchObject({ Authorization: 'Bearer token-1' });
  });

  it('reads no payment for the order as never received, and an unknown status as undecided', async () => {
    const none = payhere({ status: 200, body: { status: -1, msg: 'No payments found', data: null } });
    expect(await new PayHereMerchantApi({ app, ...live(), fetch: none.fetch }).paymentStatus('ORD-2')).toEqual({
      status: 'NOT_FOUND',
      description: 'No payments found',
    });
    expect(none.calls[1]?.url).toBe('https://www.payhere.lk/merchant/v1/payment/search?order_id=ORD-2');
    const odd = payhere({ status: 200, body: { status: 1, data: [{ order_id: 'ORD-3', status: 'ON HOLD' }] } });
    expect(await new PayHereMerchantApi({ app, ...sandbox(), fetch: odd.fetch }).paymentStatus('ORD-3')).toEqual({
      status: 'PENDING',
      description: 'ON HOLD',
    });
  });

  it('throws, leaving the payment open, when PayHere cannot be asked', async () => {
    const down = payhere({ status: 503, body: {} });
    await expect(
      new PayHereMerchantApi({ app, ...sandbox(), fetch: down.fetch }).paymentStatus('ORD-4'),
    ).rejects.toThrow('PayHere payment search answered 503');
    await expect(new PayHereMerchantApi({ app: null, ...sandbox() }).paymentStatus('ORD-4')).rejects.toThrow(
      'PAYHERE_APP_ID and PAYHERE_APP_SECRET',
    );
  });
});

describe('PayHere refunds', () => {
  it('sends the payment id, the reason and a partial amount once, with the bearer token', async () => {
    const gateway = payhere({
      status: 200,
      body: { status: 1, msg: 'Successfully processed the refund', data: 560034010257 },
    });
    const api = new PayHereMerchantApi({ app, ...sandbox(), fetch: gateway.fetch });
    expect(await api.refund({ paymentId: '320027150501', amount: 100.5, description: 'Double charged' })).toEqual({
      status: 'SUCCESS',
      refundId: '560034010257',
      description: null,
    });
    const [, refund] = gateway.calls;
    expect(refund?.url).toBe('https://sandbox.payhere.lk/merchant/v1/payment/refund');
    expect(refund?.init?.headers).toMatchObject({ Authorization: 'Bearer token-1' });
    expect(JSON.parse(String(refund?.init?.body))).toEqual({
      payment_id: '320027150501',
      description: 'Double charged',
      amount: 100.5,
    });
    // The whole payment: no amount.
    const whole = payhere({ status: 200, body: { status: 1, data: 1 } });
    await new PayHereMerchantApi({ app, ...sandbox(), fetch: whole.fetch }).refund({
      paymentId: '1',
      amount: null,
      description: 'Goodwill',
    });
    expect(JSON.parse(String(whole.calls[1]?.init?.body))).toEqual({ payment_id: '1', description: 'Goodwill' });
  });

  it("reads a refusal as FAILURE with PayHere's words, and a 5xx as an unknown outcome", async () => {
    const refused = payhere({
      status: 400,
      body: { status: -1, msg: 'Refund amount exceeds the refundable amount', data: null },
    });
    expect(
      await new PayHereMerchantApi({ app, ...sandbox(), fetch: refused.fetch }).refund({
        paymentId: '1',
        amount: 9999,
        description: 'x',
      }),
    ).toEqual({ status: 'FAILURE', refundId: null, description: 'Refund amount exceeds the refundable amount' });
    const down = payhere({ status: 502, body: {} });
    await expect(
      new PayHereMerchantApi({ app, ...sandbox(), fetch: down.fetch }).refund({
        paymentId: '1',
        amount: null,
        description: 'x',
      }),
    ).rejects.toThrow('PayHere refund answered 502');
    // One try only: PayHere does not deduplicate refunds.
    expect(down.calls.filter((call) => call.url.endsWith('/payment/refund'))).toHaveLength(1);
    expect(
      await new PayHereMerchantApi({ app: null, ...sandbox() }).refund({
        paymentId: '1',
        amount: null,
        description: 'x',
      }),
    ).toMatchObject({ status: 'FAILURE', refundId: null });
  });
});

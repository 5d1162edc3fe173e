import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../test/app';
import { demo, demoToken } from '../../test/catalogue';
import { bearer } from '../../test/factories';

const PRODUCTS = '/api/products/v1/products';

describe('response compression', () => {
  let t: TestApp;
  let token: Record<string, string>;
  const myChannels = () =>
    `${PRODUCTS}/all/active/by-types?typeid=${demo.typeId('channel')}&conid=${demo.connectionId('nimal-home')}`;

  beforeAll(async () => {
    t = await createSeededTestApp();
    token = bearer(await demoToken(t.app, 'tv@selfcare.lk'));
  });
  afterAll(() => t.close());

  it("compresses a subscriber's answer in the encoding asked for, with the same JSON inside", async () => {
    const plain = await t.app.inject({ url: myChannels(), headers: token });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await t.app.inject({ url: myChannels(), headers: { ...token, 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('private, no-store');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await t.app.inject({ url: myChannels(), headers: { ...token, 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves answers under 1 KB as they are', async () => {
    const small = await t.app.inject({
      url: `${PRODUCTS}/${demo.productId('peo-premium')}/not-a-route`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.statusCode).toBe(404);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toHaveProperty('message');
  });

  it('does not inflate a compressed request body: it is read as the bytes sent, a 400', async () => {
    const body = gzipSync(JSON.stringify({ productTypes: [demo.typeId('channel')], tags: ['featured'] }));
    const response = await t.app.inject({
      method: 'POST',
      url: `${PRODUCTS}/by-product-types-and-tags`,
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('message');
  });
});

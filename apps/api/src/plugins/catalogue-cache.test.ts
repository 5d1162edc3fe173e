import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { GiftVoucher, ProductDetail } from '@selfcare/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSeededTestApp, type TestApp, testConfig } from '../../test/app';
import { countStatements, demo, demoToken } from '../../test/catalogue';
import { bearer } from '../../test/factories';
import { ConfigError, loadConfig } from '../config';
import { giftVoucherId } from '../db/seed/promotions/gift-vouchers';
import {
  type CachedAnswer,
  compressBody,
  ON_THE_FLY_EFFORT,
  ResponseCache,
  SHARED_ANSWER_EFFORT,
} from './catalogue-cache';
import type { ResponseEncoding } from './compression';

const PRODUCTS = '/api/products/v1/products';
const VOUCHERS = '/api/promotions/v1/vouchers';
const BANNERS = '/api/promotions/v1/promotions/all/banners';
const ON = { ttlSeconds: 60, maxEntries: 1000, maxBytes: 32 * 1024 * 1024 };

const answer = (body: string): CachedAnswer => ({ body, etag: 'W/"x"', contentType: 'application/json' });

describe('ResponseCache', () => {
  it('answers what it stored until the time to live has passed', () => {
    let now = 1_000;
    const cache = new ResponseCache({ ttlMs: 60_000, maxEntries: 10, maxBytes: 1_000_000, now: () => now });
    cache.set('GET /a', answer('{"a":1}'));
    now += 59_999;
    expect(cache.get('GET /a')?.body).toBe('{"a":1}');
    now += 1;
    expect(cache.get('GET /a')).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('expires an entry when the clock goes backwards', () => {
    let now = 1_000;
    const cache = new ResponseCache({ ttlMs: 60_000, maxEntries: 10, maxBytes: 1_000_000, now: () => now });
    cache.set('GET /a', answer('{}'));
    now -= 1;
    expect(cache.get('GET /a')).toBeUndefined();
  });

  it('drops the least recently used entry beyond its entry count', () => {
    const cache = new ResponseCache({ ttlMs: 60_000, maxEntries: 2, maxBytes: 1_000_000 });
    cache.set('GET /a', answer('a'));
    cache.set('GET /b', answer('b'));
    expect(cache.get('GET /a')?.body).toBe('a'); // /b is now the least recently used
    cache.set('GET /c', answer('c'));
    expect(cache.size).toBe(2);
    expect(cache.get('GET /b')).toBeUndefined();
    expect(cache.get('GET /a')?.body).toBe('a');
    expect(cache.get('GET /c')?.body).toBe('c');
  });

  it('holds at most its byte bound, and never an answer larger than it', () => {
    const size = (key: string, body: string) => 2 * (key.length + body.length + 'W/"x"'.length + 16);
    const body = 'x'.repeat(100);
    const cache = new ResponseCache({ ttlMs: 60_000, maxEntries: 100, maxBytes: 2 * size('GET /a', body) });
    cache.set('GET /a', answer(body));
    cache.set('GET /b', answer(body));
    expect(cache.bytes).toBe(2 * size('GET /a', body));
    cache.set('GET /c', answer(body));
    expect(cache.size).toBe(2);
    expect(cache.bytes).toBeLessThanOrEqual(cache.options.maxBytes);
    expect(cache.get('GET /a')).toBeUndefined();
    cache.set('GET /huge', answer('x'.repeat(1_000)));
    expect(cache.get('GET /huge')).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it('counts a compressed body with its entry and drops it with the entry', () => {
    const cache = new ResponseCache({ ttlMs: 60_000, maxEntries: 10, maxBytes: 1_000_000 });
    const body = JSON.stringify(Array.from({ length: 200 }, (_, index) => ({ index, name: 'a product' })));
    cache.set('GET /a', answer(body));
    const stored = cache.get('GET /a');
    if (!stored) throw new Error('not stored');
    const plainBytes = cache.bytes;
    const gzip = cache.encodedBody(stored, 'gzip');
    expect(gunzipSync(gzip).toString()).toBe(body);
    expect(cache.bytes).toBe(plainBytes + gzip.length);
    expect(cache.encodedBody(stored, 'gzip')).toBe(gzip);
    const br = cache.encodedBody(stored, 'br');
    expect(brotliDecompressSync(br).toString()).toBe(body);
    expect(cache.bytes).toBe(plainBytes + gzip.length + br.length);
    cache.clear();
    expect(cache.bytes).toBe(0);
    // An answer no longer held is still compressed for its request, but not counted.
    expect(gunzipSync(cache.encodedBody(stored, 'gzip')).toString()).toBe(body);
    expect(cache.bytes).toBe(0);
  });

  it("compresses with the cache's effort: a visitors' answer harder than a subscriber's", () => {
    const body = JSON.stringify(Array.from({ length: 200 }, (_, index) => ({ index, name: `product ${index}` })));
    const encodedIn = (cache: ResponseCache, encoding: ResponseEncoding) => {
      cache.set('GET /a', answer(body));
      const stored = cache.get('GET /a');
      if (!stored) throw new Error('not stored');
      return cache.encodedBody(stored, encoding);
    };
    const options = { ttlMs: 60_000, maxEntries: 10, maxBytes: 1_000_000 };
    const shared = new ResponseCache(options);
    const subscribers = new ResponseCache({ ...options, compression: ON_THE_FLY_EFFORT });
    for (const encoding of ['br', 'gzip'] as const) {
      expect(encodedIn(shared, encoding)).toEqual(compressBody(body, encoding, SHARED_ANSWER_EFFORT));
      expect(encodedIn(subscribers, encoding)).toEqual(compressBody(body, encoding, ON_THE_FLY_EFFORT));
    }
    expect(compressBody(body, 'br', SHARED_ANSWER_EFFORT)).not.toEqual(compressBody(body, 'br', ON_THE_FLY_EFFORT));
    expect(brotliDecompressSync(compressBody(body, 'br', SHARED_ANSWER_EFFORT)).toString()).toBe(body);
  });

  it('replaces an entry under the same key without counting it twice, and clears', () => {
    const cache = new ResponseCache({ ttlMs: 60_000, maxEntries: 10, maxBytes: 1_000_000 });
    cache.set('GET /a', answer('one'));
    const bytes = cache.bytes;
    cache.set('GET /a', answer('two'));
    expect(cache.bytes).toBe(bytes);
    expect(cache.get('GET /a')?.body).toBe('two');
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('stores nothing when off', () => {
    const cache = new ResponseCache({ ttlMs: 0, maxEntries: 10, maxBytes: 1_000_000 });
    cache.set('GET /a', answer('a'));
    expect(cache.enabled).toBe(false);
    expect(cache.get('GET /a')).toBeUndefined();
  });
});

describe('CATALOGUE_CACHE_* settings', () => {
  const base = { JWT_SECRET: 'a-secret-that-is-at-least-32-characters-long' };

  it('is on for a minute by default and off under NODE_ENV=test', () => {
    expect(loadConfig(base).catalogueCache).toEqual(ON);
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).catalogueCache.ttlSeconds).toBe(0);
    expect(testConfig().catalogueCache.ttlSeconds).toBe(0);
  });

  it('takes a time to live of 0 (off) to 60 seconds and positive bounds', () => {
    const config = loadConfig({
      ...base,
      NODE_ENV: 'test',
      CATALOGUE_CACHE_TTL_SECONDS: '30',
      CATALOGUE_CACHE_MAX_ENTRIES: '50',
      CATALOGUE_CACHE_MAX_MEGABYTES: '4',
    });
    expect(config.catalogueCache).toEqual({ ttlSeconds: 30, maxEntries: 50, maxBytes: 4 * 1024 * 1024 });
    expect(loadConfig({ ...base, CATALOGUE_CACHE_TTL_SECONDS: '0' }).catalogueCache.ttlSeconds).toBe(0);
  });

  it('refuses to start with a bad value', () => {
    const bad: [string, string][] = [
      ['CATALOGUE_CACHE_TTL_SECONDS', '61'],
      ['CATALOGUE_CACHE_TTL_SECONDS', '-1'],
      ['CATALOGUE_CACHE_TTL_SECONDS', 'a minute'],
      ['CATALOGUE_CACHE_MAX_ENTRIES', '0'],
      ['CATALOGUE_CACHE_MAX_MEGABYTES', '1.5'],
    ];
    for (const [name, value] of bad) {
      expect(() => loadConfig({ ...base, [name]: value }), `${name}=${value}`).toThrow(ConfigError);
    }
  });
});

/** The headers that must not differ between a miss and a hit (the date does). */
function headersOf(response: LightMyRequestResponse) {
  // Each request's own: the date, and the trace id (none on a replayed hit, which has no request).
  const { date: _date, 'x-trace-id': _traceId, ...rest } = response.headers;
  return rest;
}

describe('the catalogue cache on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createSeededTestApp({ catalogueCache: ON });
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
    t.app.catalogueCache.clear();
  });

  async function timed(url: string, headers: Record<string, string> = {}) {
    let response: LightMyRequestResponse | undefined;
    const statements = await countStatements(t.db, async () => {
      response = await t.app.inject({ url, headers });
    });
    if (!response) throw new Error('no response');
    return { response, statements };
  }

  const publicReads = [
    `${PRODUCTS}/all/active/by-type?typeid=${demo.typeId('vod')}&page=1&pageSize=20`,
    `${PRODUCTS}/all-vods?page=1&pageSize=20`,
    `${PRODUCTS}/${demo.productId('peo-premium')}`,
    `${PRODUCTS}/product-types`,
    `${PRODUCTS}/languages`,
    `${BANNERS}`,
    `${BANNERS}?voucherType=gift`,
    `${VOUCHERS}/gifts`,
    `${VOUCHERS}/gifts/${giftVoucherId('movie-lover-1000')}`,
    `${VOUCHERS}/discounts`,
  ];

  it.each(publicReads)("serves a visitor's second %s without the database, as the first", async (url) => {
    const miss = await timed(url);
    expect(miss.response.statusCode, miss.response.body).toBe(200);
    expect(miss.statements).toBeGreaterThan(0);
    const hit = await timed(url);
    expect(hit.statements).toBe(0);
    expect(hit.response.statusCode).toBe(200);
    expect(hit.response.body).toBe(miss.response.body);
    expect(headersOf(hit.response)).toEqual(headersOf(miss.response));
    expect(hit.response.headers).toMatchObject({
      'cache-control': 'public, max-age=60',
      'content-type': 'application/json; charset=utf-8',
      etag: expect.stringMatching(/^W\/"/),
    });
  });

  it('keys on the address as sent: another query string is another entry', async () => {
    const url = `${PRODUCTS}/all/active/by-type?typeid=${demo.typeId('vod')}&pageSize=10`;
    await timed(url);
    const second = await timed(`${url}&page=2`);
    expect(second.response.statusCode).toBe(200);
    expect(second.statements).toBeGreaterThan(0);
    expect((await timed(url)).statements).toBe(0);
    // The same query in another order is another address: it costs a miss, never a wrong answer.
    const reordered = await timed(`${PRODUCTS}/all/active/by-type?pageSize=10&typeid=${demo.typeId('vod')}`);
    expect(reordered.statements).toBeGreaterThan(0);
    expect(reordered.response.body).toBe((await timed(url)).response.body);
  });

  it('answers a conditional request on a hit with a 304, still without the database', async () => {
    const url = `${PRODUCTS}/${demo.productId('peo-premium')}`;
    const miss = await timed(url);
    const etag = String(miss.response.headers.etag);
    const revalidated = await timed(url, { 'if-none-match': etag });
    expect(revalidated.statements).toBe(0);
    expect(revalidated.response.statusCode).toBe(304);
    expect(revalidated.response.body).toBe('');
    expect(revalidated.response.headers.etag).toBe(etag);
    expect(revalidated.response.headers['cache-control']).toBe('public, max-age=60');
    const changed = await timed(url, { 'if-none-match': 'W/"something-else"' });
    expect(changed.response.statusCode).toBe(200);
    expect(changed.statements).toBe(0);
  });

  it('does not store the 304 of a conditional miss, and stores the next 200', async () => {
    const url = `${PRODUCTS}/product-types`;
    const { response } = await timed(url);
    t.app.catalogueCache.clear();
    const conditional = await timed(url, { 'if-none-match': String(response.headers.etag) });
    expect(conditional.response.statusCode).toBe(304);
    expect(t.app.catalogueCache.size).toBe(0);
    await timed(url);
    expect((await timed(url)).statements).toBe(0);
  });

  it("never serves nor stores a logged-in caller's answer, so purchase marks do not cross", async () => {
    const family = demo.productId('peo-family');
    const token = bearer(await demoToken(t.app, 'tv@selfcare.lk'));
    const marked = `${PRODUCTS}/${family}?conid=${demo.connectionId('nimal-home')}`;

    const subscriber = await timed(marked, token);
    expect(subscriber.response.json<ProductDetail>()).toMatchObject({
      isPurchased: true,
      currentPurchasedPackage: true,
    });
    expect(subscriber.response.headers['cache-control']).toBe('private, no-store');
    expect(t.app.catalogueCache.size).toBe(0);
    // The same address without the token is a visitor asking about a connection: 401, as before.
    expect((await timed(marked)).response.statusCode).toBe(401);

    const visitorUrl = `${PRODUCTS}/${family}`;
    const visitor = await timed(visitorUrl);
    expect(visitor.response.json<ProductDetail>()).toMatchObject({
      isPurchased: false,
      currentPurchasedPackage: false,
    });
    expect(t.app.catalogueCache.size).toBe(1);
    expect((await timed(visitorUrl)).statements).toBe(0);

    const again = await timed(marked, token);
    expect(again.statements).toBeGreaterThan(0);
    expect(again.response.json<ProductDetail>()).toMatchObject({ isPurchased: true, currentPurchasedPackage: true });
    // A token on the visitor's own address is still answered by the route, privately.
    const tokenOnVisitorUrl = await timed(visitorUrl, token);
    expect(tokenOnVisitorUrl.statements).toBeGreaterThan(0);
    expect(tokenOnVisitorUrl.response.headers['cache-control']).toBe('private, no-store');
    expect(t.app.catalogueCache.size).toBe(1);
    expect((await timed(visitorUrl)).response.json<ProductDetail>().isPurchased).toBe(false);
  });

  it('answers a bad, malformed or logged-out token 401 on an address the cache holds', async () => {
    const url = `${PRODUCTS}/all/active/by-type?typeid=${demo.typeId('channel')}`;
    await timed(url);
    expect((await timed(url)).statements).toBe(0);
    const token = await demoToken(t.app, 'fibre@selfcare.lk');
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/v1/logout', headers: bearer(token) });
    expect(logout.statusCode).toBeLessThan(300);
    for (const authorization of ['Bearer not-a-token', 'Basic dXNlcjpwYXNz', '', `Bearer ${token}`]) {
      const response = await t.app.inject({ url, headers: { authorization } });
      expect(response.statusCode, authorization).toBe(401);
    }
    expect(t.app.catalogueCache.size).toBe(1);
  });

  it('stores no error: a missing product (404) and a bad query (400) are answered by the route every time', async () => {
    const missing = `${PRODUCTS}/${randomUUID()}`;
    const bad = `${PRODUCTS}/all/active/by-type?typeid=not-a-type`;
    for (const [url, status] of [
      [missing, 404],
      [bad, 400],
      [`${VOUCHERS}/gifts/${giftVoucherId('avurudu-gift-2025')}`, 404],
    ] as const) {
      const first = await timed(url);
      expect(first.response.statusCode, url).toBe(status);
      expect(first.response.headers['cache-control']).toBeUndefined();
      const second = await timed(url);
      expect(second.response.statusCode, url).toBe(status);
    }
    expect((await timed(missing)).statements).toBeGreaterThan(0);
    expect(t.app.catalogueCache.size).toBe(0);
  });

  it("serves a visitor's POST read (the featured lists) by its body, after the body is validated", async () => {
    const featured = (body: unknown, headers: Record<string, string> = {}) => {
      let response: LightMyRequestResponse | undefined;
      return countStatements(t.db, async () => {
        response = await t.app.inject({
          method: 'POST',
          url: `${PRODUCTS}/by-product-types-and-tags`,
          payload: body as object,
          headers,
        });
      }).then((statements) => ({ statements, response: response as LightMyRequestResponse }));
    };
    const channels = { productTypes: [demo.typeId('channel')], tags: ['featured'] };
    const packages = { productTypes: [demo.typeId('package')], tags: ['featured'] };
    const miss = await featured(channels);
    expect(miss.response.statusCode).toBe(200);
    expect(miss.statements).toBeGreaterThan(0);
    const hit = await featured(channels);
    expect(hit.statements).toBe(0);
    expect(hit.response.body).toBe(miss.response.body);
    // No HTTP caching of a POST: the process keeps it, browsers and CDNs do not.
    expect(hit.response.headers['cache-control']).toBeUndefined();
    expect(hit.response.headers.etag).toBeUndefined();

    const other = await featured(packages);
    expect(other.statements).toBeGreaterThan(0);
    expect(other.response.body).not.toBe(miss.response.body);

    const bad = await featured({ productTypes: ['not-a-type'], tags: ['featured'] });
    expect(bad.response.statusCode).toBe(400);
    expect((await featured({ productTypes: ['not-a-type'], tags: ['featured'] })).response.statusCode).toBe(400);

    const token = bearer(await demoToken(t.app, 'tv@selfcare.lk'));
    const subscriber = await featured(channels, token);
    expect(subscriber.statements).toBeGreaterThan(0);
    expect(t.app.catalogueCache.size).toBe(2);
  });

  it('leaves routes that did not opt in alone', async () => {
    await t.app.inject({ url: '/api/users/v1/allowedPrimaryPackages/not-an-id' });
    const token = bearer(await demoToken(t.app, 'tv@selfcare.lk'));
    const tax = await t.app.inject({
      method: 'POST',
      url: '/api/promotions/v1/tax/calculate',
      headers: token,
      payload: { productId: demo.productId('peo-premium'), connectionId: demo.connectionId('nimal-home'), price: 1000 },
    });
    expect(tax.statusCode).toBe(200);
    expect(t.app.catalogueCache.size).toBe(0);
  });

  it('sends a hit in the encoding the caller accepts, compressed once and kept with the answer', async () => {
    const url = `${PRODUCTS}/all/active/by-type?typeid=${demo.typeId('vod')}&page=1&pageSize=20`;
    const plain = await timed(url);
    const bytesBefore = t.app.catalogueCache.bytes;
    const br = await timed(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.statements).toBe(0);
    expect(br.response.headers['content-encoding']).toBe('br');
    expect(br.response.headers.vary).toBe('Authorization, Accept-Encoding');
    expect(br.response.headers.etag).toBe(plain.response.headers.etag);
    expect(brotliDecompressSync(br.response.rawPayload).toString()).toBe(plain.response.body);
    expect(br.response.rawPayload.length).toBeLessThan(plain.response.body.length / 4);
    expect(Number(br.response.headers['content-length'])).toBe(br.response.rawPayload.length);
    expect(t.app.catalogueCache.bytes).toBe(bytesBefore + br.response.rawPayload.length);
    // Kept: the second brotli hit adds nothing.
    await timed(url, { 'accept-encoding': 'br' });
    expect(t.app.catalogueCache.bytes).toBe(bytesBefore + br.response.rawPayload.length);

    const gzip = await timed(url, { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(gzip.response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.response.rawPayload).toString()).toBe(plain.response.body);

    for (const acceptEncoding of ['identity', 'deflate', 'br;q=0, gzip;q=0']) {
      const identity = await timed(url, { 'accept-encoding': acceptEncoding });
      expect(identity.response.headers['content-encoding'], acceptEncoding).toBeUndefined();
      expect(identity.response.body).toBe(plain.response.body);
    }
    const revalidated = await timed(url, {
      'accept-encoding': 'br',
      'if-none-match': String(plain.response.headers.etag),
    });
    expect(revalidated.response.statusCode).toBe(304);
    expect(revalidated.response.rawPayload.length).toBe(0);
  });

  it('serves an answer for its minute, then the catalogue as it is now (a gift voucher whose sale ended)', async () => {
    const url = `${VOUCHERS}/gifts`;
    const movieLover = giftVoucherId('movie-lover-1000');
    const list = (await timed(url)).response.json<GiftVoucher[]>();
    const purchaseEnd = Date.parse(list.find((voucher) => voucher.id === movieLover)?.purchaseEnd ?? '');
    t.app.catalogueCache.clear();

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(purchaseEnd - 30_000);
    const before = await timed(url);
    expect(before.response.json<GiftVoucher[]>().map((voucher) => voucher.id)).toContain(movieLover);
    vi.setSystemTime(purchaseEnd + 29_999); // its sale has ended, the answer is 59.999 s old
    const stale = await timed(url);
    expect(stale.statements).toBe(0);
    expect(stale.response.body).toBe(before.response.body);
    vi.setSystemTime(purchaseEnd + 30_000);
    const fresh = await timed(url);
    expect(fresh.statements).toBeGreaterThan(0);
    expect(fresh.response.json<GiftVoucher[]>().map((voucher) => voucher.id)).not.toContain(movieLover);
  });

  it('reads the database again after clear()', async () => {
    const url = `${PRODUCTS}/genres`;
    await timed(url);
    expect((await timed(url)).statements).toBe(0);
    t.app.catalogueCache.clear();
    expect((await timed(url)).statements).toBeGreaterThan(0);
  });
});

describe('the catalogue cache bounds', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createSeededTestApp({ catalogueCache: { ...ON, maxEntries: 2 } });
  });
  afterAll(() => t.close());

  it('keeps the two most recently used answers', async () => {
    const reads = ['product-types', 'languages', 'genres'].map((path) => `${PRODUCTS}/${path}`);
    const statementsOf = (url: string) => countStatements(t.db, () => t.app.inject({ url }));
    for (const url of reads) await statementsOf(url);
    expect(t.app.catalogueCache.size).toBe(2);
    expect(await statementsOf(reads[2] as string)).toBe(0);
    expect(await statementsOf(reads[1] as string)).toBe(0);
    expect(await statementsOf(reads[0] as string)).toBeGreaterThan(0);
    // Storing the first again dropped the least recently used: the third.
    expect(await statementsOf(reads[2] as string)).toBeGreaterThan(0);
  });
});

describe('the catalogue cache off (the default under NODE_ENV=test)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createSeededTestApp();
  });
  afterAll(() => t.close());

  it('reads the database every time', async () => {
    const url = `${PRODUCTS}/product-types`;
    await t.app.inject({ url });
    expect(await countStatements(t.db, () => t.app.inject({ url }))).toBeGreaterThan(0);
    expect(t.app.catalogueCache.size).toBe(0);
  });
});

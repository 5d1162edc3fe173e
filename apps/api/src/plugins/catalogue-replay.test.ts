import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../test/app';
import { demo } from '../../test/catalogue';
import { productTypes } from '../db/schema';
import { isSubscriberRead, replayCatalogueAnswer, replayCatalogueRead } from './catalogue-replay';

// Decision 0042: a visitor's GET the catalogue cache has already sent through Fastify in the
// caller's encoding is sent again by the HTTP server itself, with the same status, headers and bytes.

const ON = { ttlSeconds: 60, maxEntries: 1000, maxBytes: 32 * 1024 * 1024 };
const url = '/api/products/v1/products/product-types';
const brotli = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** What the replay wrote, if it answered. */
function replayed(t: TestApp, headers: IncomingHttpHeaders, method = 'GET', address = url) {
  const written: { status?: number; headers?: Record<string, unknown>; body?: Buffer } = {};
  const response = {
    writeHead(status: number, sent: Record<string, unknown>) {
      written.status = status;
      written.headers = sent;
      return response;
    },
    end(body: Buffer) {
      written.body = body;
      return response;
    },
  };
  const request = { method, url: address, headers } as IncomingMessage;
  const answered = replayCatalogueAnswer(t.app.catalogueCache, request, response as unknown as ServerResponse);
  return { answered, ...written };
}

/** The headers a response carries that the replay must repeat: all but those Node adds per connection. */
/** A hit's headers as a replay sends them: without the connection's, and without the request's trace id. */
function replayable(headers: Record<string, unknown>) {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, 'x-trace-id': _traceId, ...rest } = headers;
  return rest;
}

describe('replaying a stored catalogue answer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createSeededTestApp({ catalogueCache: ON });
  });
  afterAll(() => t.close());
  beforeEach(() => t.app.catalogueCache.clear());

  it("sends a Fastify hit's headers and bytes again, once the hit has gone out in that encoding", async () => {
    await t.app.inject({ url, headers: brotli });
    expect(replayed(t, brotli).answered).toBe(false);

    const hit = await t.app.inject({ url, headers: brotli });
    expect(hit.headers['content-encoding']).toBe('br');
    const replay = replayed(t, brotli);
    expect(replay.answered).toBe(true);
    expect(replay.status).toBe(200);
    expect(replay.headers).toEqual(replayable({ ...hit.headers, 'content-length': String(hit.rawPayload.length) }));
    expect(replay.body?.equals(hit.rawPayload)).toBe(true);
    expect(replay.headers?.['content-security-policy']).toBeDefined();

    // Kept from the first hit in that encoding: a later hit through Fastify records nothing again.
    const kept = t.app.catalogueCache.get(`GET ${url}`)?.sent.get('br');
    await t.app.inject({ url, headers: brotli });
    expect(t.app.catalogueCache.get(`GET ${url}`)?.sent.get('br')).toBe(kept);
  });

  it('keeps each encoding apart: a gzip caller waits for a gzip hit', async () => {
    await t.app.inject({ url, headers: brotli });
    await t.app.inject({ url, headers: brotli });
    const gzip = { 'accept-encoding': 'gzip' };
    expect(replayed(t, gzip).answered).toBe(false);
    const hit = await t.app.inject({ url, headers: gzip });
    const replay = replayed(t, gzip);
    expect(replay.headers?.['content-encoding']).toBe('gzip');
    expect(replay.body?.equals(hit.rawPayload)).toBe(true);
  });

  it('leaves tokens, conditional requests, plain callers and other methods to Fastify', async () => {
    await t.app.inject({ url, headers: brotli });
    await t.app.inject({ url, headers: brotli });
    expect(replayed(t, { ...brotli, authorization: 'Bearer expired' }).answered).toBe(false);
    expect(replayed(t, { ...brotli, 'if-none-match': 'W/"x"' }).answered).toBe(false);
    expect(replayed(t, {}).answered).toBe(false);
    expect(replayed(t, { 'accept-encoding': 'identity' }).answered).toBe(false);
    expect(replayed(t, brotli, 'HEAD').answered).toBe(false);
    expect(replayed(t, brotli, 'GET', `${url}?other=1`).answered).toBe(false);
    expect(replayed(t, brotli).answered).toBe(true);
  });

  it('forgets with the cache: after clear() the next answer is read again, with the change', async () => {
    await t.app.inject({ url, headers: brotli });
    await t.app.inject({ url, headers: brotli });
    expect(replayed(t, brotli).answered).toBe(true);

    const [first] = await t.db.select().from(productTypes).limit(1);
    if (!first) throw new Error('the seed has product types');
    await t.db.update(productTypes).set({ name: 'Renamed type' }).where(eq(productTypes.id, first.id));
    t.app.catalogueCache.clear();
    expect(replayed(t, brotli).answered).toBe(false);

    const fresh = await t.app.inject({ url });
    expect(fresh.body).toContain('Renamed type');
  });
});

describe('the api listening on a socket', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createSeededTestApp({ catalogueCache: ON });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it("answers a visitor's repeated read the same every time, through Fastify and then replayed", async () => {
    const answers = [];
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${base}${url}`, { headers: brotli });
      answers.push({
        status: response.status,
        type: response.headers.get('content-type'),
        body: await response.text(),
      });
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]?.status).toBe(200);
    expect(replayed(t, brotli).answered).toBe(true);
  });

  it("keeps Fastify's timeouts on its own server", () => {
    expect(t.app.server.keepAliveTimeout).toBe(72_000);
    expect(t.app.server.requestTimeout).toBe(0);
  });

  describe("a visitor's catalogue POST read", () => {
    beforeEach(() => t.app.catalogueCache.clear());

    const featuredPath = '/api/products/v1/products/by-product-types-and-tags';
    const featured = (types: Parameters<typeof demo.typeId>[0][]) =>
      JSON.stringify({ productTypes: types.map(demo.typeId), tags: ['featured'] });
    const post = (body: string, headers: Record<string, string> = {}, path = featuredPath) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { ...brotli, 'content-type': 'application/json', ...headers },
        body,
      });
    /** What the HTTP server would send for `body` without asking Fastify, as the GET tests read it. */
    function replayedRead(body: string) {
      const written: { headers?: Record<string, unknown>; body?: Buffer } = {};
      const response = {
        writeHead: (_status: number, sent: Record<string, unknown>) => {
          written.headers = sent;
          return response;
        },
        end: (sent: Buffer) => {
          written.body = sent;
          return response;
        },
      };
      const request = { method: 'POST', url: featuredPath, headers: brotli } as IncomingMessage;
      const answered = replayCatalogueRead(
        t.app.catalogueCache,
        request,
        Buffer.from(body),
        response as unknown as ServerResponse,
      );
      return { answered, ...written };
    }

    it('is answered from the body sent before, byte for byte, once a hit has gone out through Fastify', async () => {
      const body = featured(['channel', 'svod']);
      const answers = [];
      for (let i = 0; i < 3; i++) {
        const response = await post(body);
        answers.push({ status: response.status, body: await response.text() });
        if (i === 0) expect(replayedRead(body).answered).toBe(false);
      }
      expect(answers[0]?.status).toBe(200);
      expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
      const names = JSON.parse(answers[0]?.body ?? '[]').map((product: { name: string }) => product.name);
      expect(names.length).toBeGreaterThan(0);

      const replay = replayedRead(body);
      expect(replay.answered).toBe(true);
      expect(replay.headers?.['content-encoding']).toBe('br');
      // The same ids with other spacing are other bytes: Fastify answers them.
      expect(replayedRead(body.replace(':', ': ')).answered).toBe(false);
    });

    it('gives Fastify the body it read: another body its own answer, a bad one a 400, an unknown path a 404', async () => {
      const channels = await post(featured(['channel']));
      const svods = await post(featured(['svod']));
      const typesOf = async (response: Response) =>
        new Set(((await response.json()) as { productTypeTypeName: string }[]).map((item) => item.productTypeTypeName));
      expect(await typesOf(channels)).toEqual(new Set(['channel']));
      expect(await typesOf(svods)).toEqual(new Set(['svod']));

      const malformed = await post('{"productTypes": [');
      expect(malformed.status).toBe(400);
      expect(((await malformed.json()) as { message: string }).message).toMatch(/JSON/i);

      const invalid = await post(JSON.stringify({ productTypes: ['not-an-id'], tags: ['featured'] }));
      expect(invalid.status).toBe(400);

      const unknown = await post(featured(['channel']), {}, '/api/products/v1/products/no-such-list');
      expect(unknown.status).toBe(404);
    });

    it('leaves a caller with a token to Fastify, which checks the token', async () => {
      const body = featured(['channel']);
      await post(body);
      await post(body);
      const withToken = await post(body, { authorization: 'Bearer not-a-token' });
      expect(withToken.status).toBe(401);
    });
  });

  describe("which subscribers' POST bodies the HTTP server reads ahead", () => {
    const request = (url: string, headers: IncomingHttpHeaders = {}, method = 'POST') =>
      ({
        method,
        url,
        headers: { authorization: 'Bearer x', 'content-type': 'application/json', 'content-length': '40', ...headers },
      }) as unknown as IncomingMessage;

    it('reads the catalogue POSTs and tax calculate of a caller with a token, and nothing else', () => {
      expect(isSubscriberRead(request('/api/products/v1/products/by-product-types-and-tags?conid=x'))).toBe(true);
      expect(isSubscriberRead(request('/api/promotions/v1/tax/calculate'))).toBe(true);
      expect(isSubscriberRead(request('/api/promotions/v1/tax/calculate?a=1'))).toBe(true);

      expect(isSubscriberRead(request('/api/promotions/v1/tax/calculate/public'))).toBe(false);
      expect(isSubscriberRead(request('/api/promotions/v1/tax/calculated'))).toBe(false);
      expect(isSubscriberRead(request('/api/billing/v1/billing/user-purchase/subscribe'))).toBe(false);
      expect(isSubscriberRead(request('/api/promotions/v1/tax/calculate', {}, 'PUT'))).toBe(false);
      expect(isSubscriberRead(request('/api/promotions/v1/tax/calculate', { authorization: undefined }))).toBe(false);
      expect(isSubscriberRead(request('/api/promotions/v1/tax/calculate', { 'content-length': '20000' }))).toBe(false);
      expect(isSubscriberRead(request('/api/promotions/v1/tax/calculate', { 'content-type': 'text/plain' }))).toBe(
        false,
      );
    });
  });
});

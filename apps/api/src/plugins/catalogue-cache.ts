import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { RESPONSE_ENCODINGS, type ResponseEncoding } from './compression';
import { bodyKeyPart, keptBodyOf } from './kept-request-body';

/** A visitor's answer as onSend saw it: the serialised body and the headers that describe it. */
export interface CachedAnswer {
  body: string;
  /** GETs only: a POST read is not cacheable by HTTP caches, so it has no validator. */
  etag: string | undefined;
  contentType: string;
}

/** What Fastify sent for a hit in one encoding: what catalogue-replay.ts sends again as it is. */
export interface SentAnswer {
  headers: Record<string, string | string[]>;
  body: Buffer;
}

/** A stored answer, with the compressed bodies made for it so far and the hits sent in each. */
export interface StoredAnswer extends CachedAnswer {
  readonly key: string;
  readonly encoded: Map<ResponseEncoding, Buffer>;
  readonly sent: Map<ResponseEncoding, SentAnswer>;
}

interface Entry extends StoredAnswer {
  storedAt: number;
  bytes: number;
}

/** How hard a cache compresses a stored answer: once per answer per encoding, on its first hit. */
export interface CompressionEffort {
  brotliQuality: number;
  /** Brotli's window, as a power of two; zlib's default (22) when not given. */
  brotliWindowBits?: number;
  gzipLevel: number;
}

/**
 * A visitors' answer is sent to every visitor for a minute, so it pays to compress it harder than on
 * the fly (@fastify/compress uses brotli 4). Brotli 9 with its default 4 MB window took 50 ms for a
 * page of 20 products (32 KB) and 120 ms for 320 KB on the bench machine, most of it preparing its
 * tables; with a 64 KB window, 0.5 and 5 ms, and the answer as small (3.2 KB: brotli 4 is 1% larger).
 */
export const SHARED_ANSWER_EFFORT: CompressionEffort = { brotliQuality: 9, brotliWindowBits: 16, gzipLevel: 9 };

/**
 * A subscriber's answer is sent again only to that subscriber, a few times a minute at most, so it is
 * compressed as a miss is sent: @fastify/compress's effort (brotli 4, gzip 6).
 */
export const ON_THE_FLY_EFFORT: CompressionEffort = { brotliQuality: 4, gzipLevel: 6 };

/** `body` compressed in `encoding` with `effort`. */
export function compressBody(body: string, encoding: ResponseEncoding, effort: CompressionEffort): Buffer {
  if (encoding === 'gzip') return gzipSync(body, { level: effort.gzipLevel });
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: effort.brotliQuality,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
      ...(effort.brotliWindowBits === undefined ? {} : { [constants.BROTLI_PARAM_LGWIN]: effort.brotliWindowBits }),
    },
  });
}

export interface ResponseCacheOptions {
  /** How long an answer is served; 0 turns the cache off. */
  ttlMs: number;
  maxEntries: number;
  /** Bound on the memory the answers hold, counted as 2 bytes per character of key and body. */
  maxBytes: number;
  /** Milliseconds; tests pass their own clock. */
  now?: () => number;
  /** When given, the cache stores nothing while it answers false (decision 0017: the change feed is down). */
  active?: () => boolean;
  /** Told of each lookup while the cache is on: whether it was a hit (the metrics count them). */
  record?: (hit: boolean) => void;
  /** How hard stored answers are compressed: SHARED_ANSWER_EFFORT unless given. */
  compression?: CompressionEffort;
}

/**
 * A size-bounded LRU of serialised answers with a time to live (decision 0013). A Map keeps insertion
 * order, so re-inserting on a hit makes the first key the least recently used one.
 */
export class ResponseCache {
  readonly #entries = new Map<string, Entry>();
  readonly #now: () => number;
  #bytes = 0;

  constructor(readonly options: ResponseCacheOptions) {
    this.#now = options.now ?? (() => Date.now());
  }

  get enabled(): boolean {
    return this.options.ttlMs > 0 && (this.options.active?.() ?? true);
  }

  /** Entries held (some may have expired and not been looked at since). */
  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get(key: string): StoredAnswer | undefined {
    const entry = this.#fresh(key);
    if (this.options.ttlMs > 0) this.options.record?.(entry !== undefined);
    return entry;
  }

  #fresh(key: string): StoredAnswer | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    const age = this.#now() - entry.storedAt;
    // A clock that went backwards (a wall-clock adjustment) expires the entry rather than extending it.
    if (age >= this.options.ttlMs || age < 0) {
      this.#delete(key, entry);
      return undefined;
    }
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry;
  }

  set(key: string, answer: CachedAnswer): void {
    if (!this.enabled) return;
    const bytes = 2 * (key.length + answer.body.length + (answer.etag?.length ?? 0) + answer.contentType.length);
    if (bytes > this.options.maxBytes) return;
    const previous = this.#entries.get(key);
    if (previous) this.#delete(key, previous);
    this.#entries.set(key, { ...answer, key, encoded: new Map(), sent: new Map(), storedAt: this.#now(), bytes });
    this.#bytes += bytes;
    this.#evict();
  }

  /**
   * The answer's body in `encoding`: compressed on first use, then kept with the entry and counted in
   * its bytes (an answer evicted meanwhile is still compressed for this request, just not kept).
   */
  encodedBody(answer: StoredAnswer, encoding: ResponseEncoding): Buffer {
    const kept = answer.encoded.get(encoding);
    if (kept) return kept;
    const body = compressBody(answer.body, encoding, this.options.compression ?? SHARED_ANSWER_EFFORT);
    const entry = this.#entries.get(answer.key);
    if (entry === answer) {
      entry.encoded.set(encoding, body);
      entry.bytes += body.length;
      this.#bytes += body.length;
      this.#evict();
    }
    return body;
  }

  /**
   * Keeps what a hit was sent with in `encoding`, for catalogue-replay.ts; its body is the encoded one
   * already counted, and an answer evicted or replaced meanwhile keeps nothing.
   */
  recordSent(answer: StoredAnswer, encoding: ResponseEncoding, sent: SentAnswer): void {
    if (this.#entries.get(answer.key) === answer && !answer.sent.has(encoding)) answer.sent.set(encoding, sent);
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }

  /** Least recently used first, until both bounds hold. */
  #evict(): void {
    for (const [oldKey, oldEntry] of this.#entries) {
      if (this.#entries.size <= this.options.maxEntries && this.#bytes <= this.options.maxBytes) break;
      this.#delete(oldKey, oldEntry);
    }
  }

  #delete(key: string, entry: Entry): void {
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Visitors' public catalogue answers (decision 0013); `clear()` after writing the catalogue. */
    catalogueCache: ResponseCache;
  }
}

export function createCatalogueCache(config: Config, record?: (hit: boolean) => void): ResponseCache {
  return new ResponseCache({
    ttlMs: config.catalogueCache.ttlSeconds * 1000,
    maxEntries: config.catalogueCache.maxEntries,
    maxBytes: config.catalogueCache.maxBytes,
    record,
  });
}

/** `cache` as the app's catalogue cache: made before the app, as its HTTP server replays from it too. */
export function registerCatalogueCache(app: FastifyInstance, cache: ResponseCache): void {
  app.decorate('catalogueCache', cache);
}

/** Requests answered from a cache, with the cache and the answer (onSend reuses the ETag and encodings). */
const served = new WeakMap<FastifyRequest, { cache: ResponseCache; answer: StoredAnswer }>();

/** POST requests of routes that only read (the spec's POST lists), which `serveCachedRead` looked at. */
const postReads = new WeakSet<FastifyRequest>();

/** The ETag of a cached answer being sent, so the cache headers need not hash the body again. */
export function cachedEtagOf(request: FastifyRequest): string | undefined {
  return served.get(request)?.answer.etag;
}

/** No Authorization header at all (a token, valid or not, goes to the route, so an expired one gets its 401). */
const isVisitor = (request: FastifyRequest) =>
  request.headers.authorization === undefined && !request.account && request.server.catalogueCache.enabled;

/** A visitor's GET, or a visitor's POST to a route that opted in with `serveCachedRead`. */
const cacheable = (request: FastifyRequest) =>
  isVisitor(request) && (request.method === 'GET' || postReads.has(request));

/**
 * A POST read's key when the HTTP server read its body first (kept-request-body.ts): the address and
 * the body's exact bytes, so catalogue-replay.ts finds it before any parsing.
 */
export const readKey = (url: string, body: Buffer) => `POST ${url} ${bodyKeyPart(body)}`;

/**
 * The method and the address as sent, path and query string, and for a POST read its body: the bytes
 * as sent when the HTTP server kept them, else (app.inject) the validated body; nothing else.
 */
function keyOf(request: FastifyRequest): string {
  if (request.method === 'GET') return `${request.method} ${request.url}`;
  const kept = keptBodyOf(request);
  return kept ? readKey(request.url, kept) : `${request.method} ${request.url} json:${JSON.stringify(request.body)}`;
}

/** Sends the answer `cache` holds under `key`, if any, as it was stored. */
export function answerFrom(
  cache: ResponseCache,
  key: string,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply | undefined {
  const answer = cache.get(key);
  if (!answer) return undefined;
  served.set(request, { cache, answer });
  // A string with a JSON content type is sent as it is: no serializer.
  return reply.header('content-type', answer.contentType).send(answer.body);
}

/** Whether the request is being answered from a cache (nothing is stored for it, then). */
export const isServedFromCache = (request: FastifyRequest) => served.has(request);

const answerFromCache = (request: FastifyRequest, reply: FastifyReply) =>
  answerFrom(request.server.catalogueCache, keyOf(request), request, reply);

/**
 * onRequest hook of an opted-in route, after optional authentication: a visitor's GET hit is sent as
 * it was stored, so neither the handler, the database nor the serializer runs. The onSend hooks still
 * do (the Cache-Control, ETag and 304 of http-cache.ts, then `sendStoredEncoding`).
 */
export async function serveCachedCatalogue(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  if (request.method !== 'GET' || !cacheable(request)) return undefined;
  return answerFromCache(request, reply);
}

/**
 * preHandler hook for routes that read with POST (the featured lists, trending, the id list): the body
 * is part of the key, so it must have been parsed and validated first; a bad body is the route's 400.
 */
export async function serveCachedRead(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  if (request.method !== 'POST' || !isVisitor(request)) return undefined;
  postReads.add(request);
  return answerFromCache(request, reply);
}

/**
 * onSend hook of an opted-in route, after `catalogueCacheHeaders` (which sets a GET's ETag): stores a
 * visitor's 200. A 304 to a conditional miss is not stored (its body is empty); the next miss is.
 */
export async function storeCatalogueAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (served.has(request) || !cacheable(request)) return payload;
  if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
  const etag = reply.getHeader('etag');
  const contentType = reply.getHeader('content-type');
  if (typeof contentType !== 'string') return payload;
  if (request.method === 'GET' && typeof etag !== 'string') return payload;
  request.server.catalogueCache.set(keyOf(request), {
    body: payload,
    etag: typeof etag === 'string' ? etag : undefined,
    contentType,
  });
  return payload;
}

const encodings = new Negotiator<ResponseEncoding>({ supportedValues: [...RESPONSE_ENCODINGS] });

/** The caller's best accepted encoding of those stored answers are sent in; null for none (identity). */
export function negotiateEncoding(acceptEncoding: string | undefined): ResponseEncoding | null {
  return encodings.negotiate(acceptEncoding ?? '');
}

/**
 * Last onSend hook of an opted-in route: a hit goes out in the caller's best accepted encoding,
 * compressed once per stored answer rather than once per request. The Content-Encoding it sets tells
 * @fastify/compress (which runs after) to leave the body alone. A GET hit's headers and body are then
 * final, and are kept for catalogue-replay.ts to send the next hits in that encoding itself (a POST
 * read's too, when its body was read by the HTTP server).
 */
export async function sendStoredEncoding(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  const hit = served.get(request);
  if (!hit || reply.statusCode !== 200) return payload;
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  if (encoding === null) return payload;
  reply.header('content-encoding', encoding);
  const body = hit.cache.encodedBody(hit.answer, encoding);
  // Only a visitor's catalogue answer is ever replayed (a GET, or a POST read whose body the HTTP
  // server read), and only its first hit per encoding is kept: a subscriber's hits
  // (connection-answers.ts) and later hits build nothing.
  const replayable =
    hit.cache === request.server.catalogueCache && (request.method === 'GET' || keptBodyOf(request) !== undefined);
  if (replayable && !hit.answer.sent.has(encoding)) {
    const headers: Record<string, string | string[]> = { 'content-length': String(body.length) };
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      // The request's own trace id: a replayed hit has no request, log line or trace to point at.
      if (value !== undefined && name !== 'x-trace-id')
        headers[name] = typeof value === 'number' ? String(value) : value;
    }
    hit.cache.recordSent(hit.answer, encoding, { headers, body });
  }
  return body;
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** A visitor's answer as onSend saw it: the serialised body and the headers that describe it. */
export interface CachedAnswer {
  body: string;
  etag: string;
  contentType: string;
}

interface Entry extends CachedAnswer {
  storedAt: number;
  bytes: number;
}

export interface ResponseCacheOptions {
  /** How long an answer is served; 0 turns the cache off. */
  ttlMs: number;
  maxEntries: number;
  /** Bound on the memory the answers hold, counted as 2 bytes per character of key and body. */
  maxBytes: number;
  /** Milliseconds; tests pass their own clock. */
  now?: () => number;
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
    return this.options.ttlMs > 0;
  }

  /** Entries held (some may have expired and not been looked at since). */
  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get(key: string): CachedAnswer | undefined {
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
    const bytes = 2 * (key.length + answer.body.length + answer.etag.length + answer.contentType.length);
    if (bytes > this.options.maxBytes) return;
    const previous = this.#entries.get(key);
    if (previous) this.#delete(key, previous);
    this.#entries.set(key, { ...answer, storedAt: this.#now(), bytes });
    this.#bytes += bytes;
    for (const [oldKey, oldEntry] of this.#entries) {
      if (this.#entries.size <= this.options.maxEntries && this.#bytes <= this.options.maxBytes) break;
      this.#delete(oldKey, oldEntry);
    }
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
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

export function registerCatalogueCache(app: FastifyInstance, config: Config): void {
  app.decorate(
    'catalogueCache',
    new ResponseCache({
      ttlMs: config.catalogueCache.ttlSeconds * 1000,
      maxEntries: config.catalogueCache.maxEntries,
      maxBytes: config.catalogueCache.maxBytes,
    }),
  );
}

/** Requests answered from the cache, with what they were answered (onSend reuses the ETag). */
const served = new WeakMap<FastifyRequest, CachedAnswer>();

/** The ETag of a cached answer being sent, so the cache headers need not hash the body again. */
export function cachedEtagOf(request: FastifyRequest): string | undefined {
  return served.get(request)?.etag;
}

/**
 * Only a visitor's GET: no Authorization header at all (a token that is sent, valid or not, goes to
 * the route as before, so an expired one still gets its 401) and no account.
 */
function cacheable(request: FastifyRequest): boolean {
  return (
    request.method === 'GET' &&
    request.headers.authorization === undefined &&
    !request.account &&
    request.server.catalogueCache.enabled
  );
}

/** The key is the method and the address as sent, path and query string, and nothing else. */
const keyOf = (request: FastifyRequest) => `${request.method} ${request.url}`;

/**
 * onRequest hook of an opted-in route, after optional authentication: a visitor's hit is sent as it
 * was stored, so neither the handler, the database nor the serializer runs. The onSend hooks still do
 * (the Cache-Control, ETag and 304 of http-cache.ts).
 */
export async function serveCachedCatalogue(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  if (!cacheable(request)) return undefined;
  const answer = request.server.catalogueCache.get(keyOf(request));
  if (!answer) return undefined;
  served.set(request, answer);
  // A string with a JSON content type is sent as it is: no serializer.
  return reply.header('content-type', answer.contentType).send(answer.body);
}

/**
 * onSend hook of an opted-in route, after `catalogueCacheHeaders` (which sets the ETag): stores a
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
  if (typeof etag !== 'string' || typeof contentType !== 'string') return payload;
  request.server.catalogueCache.set(keyOf(request), { body: payload, etag, contentType });
  return payload;
}

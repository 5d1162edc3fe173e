import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import { negotiateEncoding, type ResponseCache, readKey } from './catalogue-cache';
import { hasSmallJsonBody, readBody } from './kept-request-body';

/** The catalogue's routes; every POST among them only reads (the spec's method for some lists). */
const CATALOGUE_PREFIX = '/api/products/v1/products/';

/**
 * Sends a visitor's GET from the catalogue cache before Fastify sees the request, when the cache holds
 * the answer already sent once through Fastify in the caller's encoding (decision 0042): the
 * same status, headers and bytes, without routing, hooks or a reply object. Anything else (a token, a
 * conditional request, an encoding not sent yet, a miss) goes to Fastify, which answers and, for a hit,
 * records what it sent. Returns whether the request was answered.
 */
export function replayCatalogueAnswer(
  cache: ResponseCache,
  request: IncomingMessage,
  response: ServerResponse,
): boolean {
  const { method, url } = request;
  if (method !== 'GET' || url === undefined) return false;
  return replayStored(cache, `GET ${url}`, request, response);
}

/**
 * A visitor's catalogue POST (a read) whose body the HTTP server reads first, to look the answer up
 * as a GET is: by its address and its body's exact bytes. Everything else goes to Fastify unread.
 */
export function isReplayableRead(cache: ResponseCache, request: IncomingMessage): boolean {
  return (
    request.method === 'POST' &&
    request.url?.startsWith(CATALOGUE_PREFIX) === true &&
    request.headers.authorization === undefined &&
    cache.enabled &&
    hasSmallJsonBody(request)
  );
}

/** The one POST read outside the catalogue a subscriber's answers are kept for (decision 0017). */
const TAX_CALCULATE = '/api/promotions/v1/tax/calculate';

/**
 * A subscriber's POST read (a token; a catalogue POST, or tax calculate, which only reads) whose body
 * the HTTP server reads first, so the subscriber cache can look the answer up by its exact bytes in an
 * onRequest hook after authentication, before Fastify parses and validates the body (decision
 * 0046). Only read ahead: Fastify authenticates and answers every one of them.
 */
export function isSubscriberRead(request: IncomingMessage): boolean {
  const { method, url, headers } = request;
  if (method !== 'POST' || headers.authorization === undefined || url === undefined) return false;
  // Not /tax/calculate/public: a visitors' route, never in the subscriber cache.
  const read = url.startsWith(CATALOGUE_PREFIX) || url === TAX_CALCULATE || url.startsWith(`${TAX_CALCULATE}?`);
  return read && hasSmallJsonBody(request);
}

/** Sends the stored answer to a POST read with this body, as `replayCatalogueAnswer` does a GET's. */
export function replayCatalogueRead(
  cache: ResponseCache,
  request: IncomingMessage,
  body: Buffer,
  response: ServerResponse,
): boolean {
  return replayStored(cache, readKey(request.url ?? '', body), request, response);
}

function replayStored(cache: ResponseCache, key: string, request: IncomingMessage, response: ServerResponse): boolean {
  const { headers } = request;
  if (headers.authorization !== undefined || headers['if-none-match'] !== undefined) return false;
  if (!cache.enabled) return false;
  const encoding = negotiateEncoding(headers['accept-encoding']);
  if (encoding === null) return false;
  const sent = cache.get(key)?.sent.get(encoding);
  if (!sent) return false;
  response.writeHead(200, sent.headers);
  response.end(sent.body);
  return true;
}

/**
 * The api's HTTP server: Node's, set up as Fastify sets up its own (its timeouts and `http` options),
 * with the catalogue's replay in front of Fastify's handler. With `subscriberReads` (the subscriber
 * cache is on) it also reads the body of a subscriber's POST read before handing it to Fastify.
 */
export function catalogueReplayServer(cache: ResponseCache, subscriberReads: boolean): FastifyServerFactory {
  return (handler, options) => {
    // Fastify has filled in its defaults by the time it calls the factory.
    const { keepAliveTimeout, requestTimeout, connectionTimeout, maxRequestsPerSocket } = options as Required<
      Record<'keepAliveTimeout' | 'requestTimeout' | 'connectionTimeout' | 'maxRequestsPerSocket', number>
    >;
    const server: Server = createServer(options.http ?? {}, (request, response) => {
      if (isReplayableRead(cache, request)) {
        // Fastify parses the body read here (kept-request-body.ts) when the answer is not stored.
        readBody(request, (body) => {
          if (!replayCatalogueRead(cache, request, body, response)) handler(request, response);
        });
        return;
      }
      if (subscriberReads && isSubscriberRead(request)) {
        // Never answered here: Fastify checks the token first (connection-answers.ts).
        readBody(request, () => handler(request, response));
        return;
      }
      if (!replayCatalogueAnswer(cache, request, response)) handler(request, response);
    });
    server.keepAliveTimeout = keepAliveTimeout;
    server.requestTimeout = requestTimeout;
    server.setTimeout(connectionTimeout);
    if (maxRequestsPerSocket > 0) server.maxRequestsPerSocket = maxRequestsPerSocket;
    return server;
  };
}

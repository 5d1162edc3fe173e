import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import { negotiateEncoding, type ResponseCache } from './catalogue-cache';

/**
 * Sends a visitor's GET from the catalogue cache before Fastify sees the request, when the cache holds
 * the answer already sent once through Fastify in the caller's encoding (decision 0013's addendum): the
 * same status, headers and bytes, without routing, hooks or a reply object. Anything else (a token, a
 * conditional request, an encoding not sent yet, a miss) goes to Fastify, which answers and, for a hit,
 * records what it sent. Returns whether the request was answered.
 */
export function replayCatalogueAnswer(
  cache: ResponseCache,
  request: IncomingMessage,
  response: ServerResponse,
): boolean {
  const { method, url, headers } = request;
  if (method !== 'GET' || url === undefined) return false;
  if (headers.authorization !== undefined || headers['if-none-match'] !== undefined) return false;
  if (!cache.enabled) return false;
  const encoding = negotiateEncoding(headers['accept-encoding']);
  if (encoding === null) return false;
  const answer = cache.get(`GET ${url}`);
  const sent = answer?.sent.get(encoding);
  if (!sent) return false;
  response.writeHead(200, sent.headers);
  response.end(sent.body);
  return true;
}

/**
 * The api's HTTP server: Node's, set up as Fastify sets up its own (its timeouts and `http` options),
 * with the catalogue's replay in front of Fastify's handler.
 */
export function catalogueReplayServer(cache: ResponseCache): FastifyServerFactory {
  return (handler, options) => {
    // Fastify has filled in its defaults by the time it calls the factory.
    const { keepAliveTimeout, requestTimeout, connectionTimeout, maxRequestsPerSocket } = options as Required<
      Record<'keepAliveTimeout' | 'requestTimeout' | 'connectionTimeout' | 'maxRequestsPerSocket', number>
    >;
    const server: Server = createServer(options.http ?? {}, (request, response) => {
      if (!replayCatalogueAnswer(cache, request, response)) handler(request, response);
    });
    server.keepAliveTimeout = keepAliveTimeout;
    server.requestTimeout = requestTimeout;
    server.setTimeout(connectionTimeout);
    if (maxRequestsPerSocket > 0) server.maxRequestsPerSocket = maxRequestsPerSocket;
    return server;
  };
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import { answerFrom, isServedFromCache } from './catalogue-cache';

/**
 * A subscriber's catalogue reads (the catalogue as one connection sees it) kept in the process
 * (decision 0017). The key holds the caller's account, the address (and a POST read's validated body)
 * and the connection's generation, read before the route reads the database: a purchase, a change to
 * the connection or a discount of its own bumps that generation when it commits (the change feed), so
 * an answer read before the change is never served after it. Catalogue edits reach these answers within
 * the time to live, as they reach visitors'.
 */
const keys = new WeakMap<FastifyRequest, string>();

/**
 * The connection asked about, as sent: `conid` in the query, or a POST read's `connectionId` (tax
 * calculate). Only a validated one (the route answered 200) is ever stored.
 */
function connectionIdOf(request: FastifyRequest): string | undefined {
  const conid = (request.query as { conid?: unknown } | undefined)?.conid;
  if (typeof conid === 'string') return conid;
  const connectionId =
    request.method === 'POST' ? (request.body as { connectionId?: unknown } | undefined)?.connectionId : undefined;
  return typeof connectionId === 'string' ? connectionId : undefined;
}

function keyOf(request: FastifyRequest): string | undefined {
  const { connectionAnswers, changeGenerations } = request.server;
  const connectionId = connectionIdOf(request);
  if (!request.account || connectionId === undefined || !connectionAnswers.enabled) return undefined;
  // PostgreSQL notifies the uuid in lower case; a caller may have sent it in upper case.
  const generation = changeGenerations.of(connectionId.toLowerCase());
  const address = `${generation} ${request.account.id} ${request.method} ${request.url}`;
  return request.method === 'GET' ? address : `${address} ${JSON.stringify(request.body)}`;
}

function serve(request: FastifyRequest, reply: FastifyReply): FastifyReply | undefined {
  const key = keyOf(request);
  if (key === undefined) return undefined;
  keys.set(request, key);
  return answerFrom(request.server.connectionAnswers, key, request, reply);
}

/** onRequest hook, after authentication: a subscriber's GET answered as stored. */
export async function serveConnectionAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  if (request.method !== 'GET') return undefined;
  return serve(request, reply);
}

/** preHandler hook for routes that read with POST: the validated body is part of the key. */
export async function serveConnectionRead(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  if (request.method !== 'POST') return undefined;
  return serve(request, reply);
}

/** onSend hook: keeps a subscriber's 200 under the key taken before the route read the database. */
export async function storeConnectionAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  const key = keys.get(request);
  if (key === undefined || isServedFromCache(request)) return payload;
  if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
  const contentType = reply.getHeader('content-type');
  if (typeof contentType !== 'string') return payload;
  request.server.connectionAnswers.set(key, { body: payload, etag: undefined, contentType });
  return payload;
}

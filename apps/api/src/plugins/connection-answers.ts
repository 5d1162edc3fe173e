import type { FastifyReply, FastifyRequest } from 'fastify';
import { answerFrom, isServedFromCache } from './catalogue-cache';
import { bodyKeyPart, keptBodyOf } from './kept-request-body';

/**
 * A subscriber's catalogue reads (the catalogue as one connection sees it) kept in the process
 * (decision 0017). The key holds the caller's account, the address (and a POST read's body) and the
 * connection's generation, read before the route reads the database: a purchase, a change to the
 * connection or a discount of its own bumps that generation when it commits (the change feed), so an
 * answer read before the change is never served after it. Catalogue edits reach these answers within
 * the time to live, as they reach visitors'.
 */
const keys = new WeakMap<FastifyRequest, string>();

/** A body read ahead that is not JSON: Fastify answers its 400, and nothing is looked up or stored. */
const UNREADABLE = Symbol('unreadable');

/**
 * A POST read's body as the route will get it: the bytes the HTTP server read ahead, parsed here as
 * Fastify's JSON parser parses them (it runs later, and not at all on a hit), else the validated body
 * (app.inject, or a body the server did not read ahead).
 */
function postedBody(request: FastifyRequest): unknown {
  const kept = keptBodyOf(request);
  if (kept === undefined) return request.body;
  try {
    return JSON.parse(kept.toString());
  } catch {
    return UNREADABLE;
  }
}

/**
 * The connection the route reads, from the bytes or the address the key holds: a POST read's
 * `connectionId` when its body names one (tax calculate, whose route ignores the query string), else
 * `conid` in the query (the catalogue's reads, whose strict bodies have no connectionId). Only a
 * request the route answered 200 (valid, and the connection the caller's) is ever stored.
 */
function connectionIdOf(request: FastifyRequest): string | undefined {
  if (request.method === 'POST') {
    const body = postedBody(request);
    if (body === UNREADABLE) return undefined;
    const connectionId = (body as { connectionId?: unknown } | null | undefined)?.connectionId;
    if (typeof connectionId === 'string') return connectionId;
  }
  const conid = (request.query as { conid?: unknown } | undefined)?.conid;
  return typeof conid === 'string' ? conid : undefined;
}

function keyOf(request: FastifyRequest): string | undefined {
  const { connectionAnswers, changeGenerations } = request.server;
  if (!request.account || !connectionAnswers.enabled) return undefined;
  const connectionId = connectionIdOf(request);
  if (connectionId === undefined) return undefined;
  // PostgreSQL notifies the uuid in lower case; a caller may have sent it in upper case.
  const generation = changeGenerations.of(connectionId.toLowerCase());
  const address = `${generation} ${request.account.id} ${request.method} ${request.url}`;
  if (request.method === 'GET') return address;
  // The body's exact bytes when the HTTP server read them (as readKey does a visitor's), so the key is
  // known before parsing; else the validated body. Tagged apart: bytes never match a validated body.
  const kept = keptBodyOf(request);
  return kept ? `${address} ${bodyKeyPart(kept)}` : `${address} json:${JSON.stringify(request.body)}`;
}

function serve(request: FastifyRequest, reply: FastifyReply): FastifyReply | undefined {
  const key = keyOf(request);
  if (key === undefined) return undefined;
  keys.set(request, key);
  return answerFrom(request.server.connectionAnswers, key, request, reply);
}

/**
 * onRequest hook, after authentication: a subscriber's GET, or a POST read whose body the HTTP server
 * read ahead (catalogue-replay.ts), answered as stored, before Fastify parses or validates anything.
 */
export async function serveConnectionAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  const keyKnown = request.method === 'GET' || (request.method === 'POST' && keptBodyOf(request) !== undefined);
  return keyKnown ? serve(request, reply) : undefined;
}

/**
 * preHandler hook for routes that read with POST, when the body was not read ahead (app.inject has no
 * HTTP server in front): the validated body is part of the key.
 */
export async function serveConnectionRead(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  if (request.method !== 'POST' || keptBodyOf(request) !== undefined) return undefined;
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

import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest, RequestPayload } from 'fastify';

/**
 * Request bodies the HTTP server read before Fastify (catalogue-replay.ts reads a visitor's catalogue
 * POST to look it up, and a subscriber's POST read for connection-answers.ts): Fastify parses them
 * from here instead of the request stream, already drained.
 */
const keptBodies = new WeakMap<IncomingMessage, Buffer>();

/** The largest body read ahead: the POST reads are a few ids and tag names (tax calculate: two ids and a price). */
const MAX_KEPT_BODY_BYTES = 16 * 1024;

/** JSON as the web and the spec's callers send it; other types are left to Fastify's parsers. */
const JSON_TYPES = new Set(['application/json', 'application/json; charset=utf-8']);

/** Whether the request announces a small JSON body of known length, which `readBody` may read ahead. */
export function hasSmallJsonBody(request: IncomingMessage): boolean {
  const { headers } = request;
  if (headers['transfer-encoding'] !== undefined) return false;
  if (!JSON_TYPES.has(headers['content-type']?.toLowerCase() ?? '')) return false;
  const length = Number(headers['content-length']);
  return Number.isInteger(length) && length > 0 && length <= MAX_KEPT_BODY_BYTES;
}

/**
 * Reads the request's whole body, keeps it for Fastify and gives it to `done`. A request that fails
 * or is closed before its body has arrived is destroyed and `done` is not called: nobody is there to
 * answer.
 */
export function readBody(request: IncomingMessage, done: (body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  let received = 0;
  const stop = () => {
    request.off('data', onData);
    request.off('end', onEnd);
    request.off('error', onFailure);
    request.off('close', onFailure);
  };
  const onData = (chunk: Buffer) => {
    chunks.push(chunk);
    received += chunk.length;
  };
  const onEnd = () => {
    stop();
    const body = Buffer.concat(chunks, received);
    keptBodies.set(request, body);
    done(body);
  };
  const onFailure = () => {
    stop();
    request.destroy();
  };
  request.on('data', onData);
  request.on('end', onEnd);
  request.on('error', onFailure);
  request.on('close', onFailure);
}

/**
 * A body read ahead as part of a cache key: its exact bytes (latin1 maps each byte to one character),
 * tagged so it never equals a key made from a validated body.
 */
export const bodyKeyPart = (body: Buffer) => `body:${body.toString('latin1')}`;

/** The body read ahead for this request, if the HTTP server read one. */
export function keptBodyOf(request: FastifyRequest): Buffer | undefined {
  return keptBodies.get(request.raw);
}

/**
 * preParsing hook of the whole app: a body read ahead is handed to Fastify's parser as a fresh stream
 * (with the same bytes, so Content-Length and the body limit are checked as usual). It runs on every
 * request, so it takes a callback rather than making a promise.
 */
export function supplyKeptBody(
  request: FastifyRequest,
  _reply: FastifyReply,
  payload: RequestPayload,
  done: (error: Error | null, payload: RequestPayload) => void,
): void {
  const body = keptBodies.get(request.raw);
  done(null, body ? new PassThrough().end(body) : payload);
}

import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cachedEtagOf } from './catalogue-cache';

/** Public catalogue answers change only when the catalogue is edited; a minute of staleness is fine. */
export const PUBLIC_MAX_AGE_SECONDS = 60;

/**
 * onSend hook for public routes that personalise. A logged-in caller's answer may carry purchase marks,
 * so it is never stored. A visitor's successful GET is cacheable by anyone, with a weak ETag of the
 * body so a revalidation costs a 304 instead of the payload.
 */
export async function catalogueCacheHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (request.account) {
    reply.header('cache-control', 'private, no-store');
    return payload;
  }
  if (request.method !== 'GET' || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
  // An answer from the catalogue cache carries the ETag computed when it was stored.
  const etag = cachedEtagOf(request) ?? `W/"${createHash('sha256').update(payload).digest('base64url')}"`;
  reply
    .header('cache-control', `public, max-age=${PUBLIC_MAX_AGE_SECONDS}`)
    .header('etag', etag)
    // The same address answers differently once a token is sent (banners of the caller's package),
    // and in another encoding to a caller that accepts another.
    .header('vary', 'Authorization, Accept-Encoding');
  if (!matchesEtag(request.headers['if-none-match'], etag)) return payload;
  reply.code(304);
  return '';
}

/** If-None-Match holds '*' or a list of (possibly weak) tags; weak comparison is what GET revalidation uses. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

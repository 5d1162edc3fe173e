import type { FastifyRequest } from 'fastify';
import { authenticate } from './auth';

/**
 * onRequest hook for public routes that personalise when the caller is logged in. Without an
 * Authorization header the caller is a visitor; a token that is sent must be valid (401 otherwise), so
 * an expired session is noticed instead of being quietly shown the visitor's view.
 */
export async function optionalAuthenticate(request: FastifyRequest): Promise<void> {
  if (request.headers.authorization === undefined) return;
  await authenticate(request);
}

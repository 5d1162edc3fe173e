import type { FastifyRequest } from 'fastify';
import { accountOf } from '../../plugins/auth';

/** The Idempotency-Key scope of a money call: the caller, the key, and the request without its PIN. */
export function idempotencyScope(
  request: FastifyRequest<{ Headers: { 'idempotency-key'?: string | undefined } }>,
  body: object,
) {
  const { pin: _pin, ...rest } = body as { pin?: unknown };
  return {
    accountId: accountOf(request).id,
    key: request.headers['idempotency-key'],
    request: { route: request.routeOptions.url, ...rest },
  };
}

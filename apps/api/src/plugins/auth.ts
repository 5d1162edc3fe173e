import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../lib/api-error';
import { noteSessionActivity } from '../modules/auth/session-activity';
import type { SessionCache } from '../modules/auth/session-cache';
import { isSessionActive } from '../modules/auth/sessions';
import type { SessionClaims, SessionTokens } from '../modules/auth/tokens';

export interface AuthenticatedAccount {
  id: string;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionTokens: SessionTokens;
    sessionCache: SessionCache;
  }
  interface FastifyRequest {
    /** Set by `authenticate`; null on routes that do not require it. */
    account: AuthenticatedAccount | null;
  }
}

export function registerAuth(app: FastifyInstance, sessionTokens: SessionTokens): void {
  app.decorate('sessionTokens', sessionTokens);
  app.decorateRequest('account', null);
}

/**
 * onRequest hook for routes behind login: runs before the body is even parsed, so a caller without a
 * valid session learns nothing about the route's input rules.
 */
export async function authenticate(request: FastifyRequest): Promise<void> {
  const token = bearerToken(request.headers.authorization);
  const claims = token ? await request.server.sessionTokens.verify(token) : null;
  if (!claims || !(await isActive(request, claims))) throw unauthorized();
  request.account = { id: claims.accountId, sessionId: claims.sessionId };
  await noteSessionActivity(request.server.db, claims.sessionId);
}

/** From the session cache when it knows the session (decision 0017), else from the database. */
async function isActive(request: FastifyRequest, claims: SessionClaims): Promise<boolean> {
  const { sessionCache, db } = request.server;
  if (sessionCache.isKnownActive(claims)) return true;
  const stamp = sessionCache.stampOf(claims);
  const active = await isSessionActive(db, claims);
  if (active) sessionCache.remember(claims, stamp);
  return active;
}

/** The caller of a route that uses `authenticate`. */
export function accountOf(request: FastifyRequest): AuthenticatedAccount {
  if (!request.account) throw unauthorized();
  return request.account;
}

function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer ([A-Za-z0-9._~+/-]+=*)$/i);
  return match?.[1] ?? null;
}

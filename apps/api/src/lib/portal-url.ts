import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { LOOPBACK_HOSTS } from './loopback-hosts';

/** The origin the browser says it is on: its Origin header, else the Host it asked for. */
function browserOrigin(request: FastifyRequest): URL | null {
  const { origin, host } = request.headers;
  const stated = typeof origin === 'string' && origin !== 'null' ? origin : host ? `${request.protocol}://${host}` : '';
  try {
    return new URL(stated);
  } catch {
    return null;
  }
}

/**
 * Where a browser is sent back to the portal (the operator consent's return): PUBLIC_URL, except in
 * development when the browser is on another loopback origin (127.0.0.1 while PUBLIC_URL says
 * localhost). The registration in progress and the session are kept per origin, so a return to the
 * other name would find neither. Only a loopback origin is taken, and never in production: a forged
 * Host or Origin header can point the return at this machine alone, never at another site.
 */
export function portalUrlFor(request: FastifyRequest, config: Pick<Config, 'env' | 'publicUrl'>): string {
  if (config.env === 'production') return config.publicUrl;
  const origin = browserOrigin(request);
  const http = origin?.protocol === 'http:' || origin?.protocol === 'https:';
  return origin && http && LOOPBACK_HOSTS.test(origin.hostname) ? origin.origin : config.publicUrl;
}

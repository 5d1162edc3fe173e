import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The browser's device key travels in a cookie of its own, HttpOnly: page scripts never see it (so
 * an injected script cannot carry it off to look like a known device), it outlives the logout's
 * clearing of the browser's storage, and the web app carries no code for it. Only the login path gets it.
 */
const COOKIE = 'selfcare_device';
const PATH = '/api/auth/v1/login';
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60;
const KEY = /^[A-Za-z0-9_-]{43}$/;

/** The key the browser's cookie holds, if it holds a well-formed one. */
export function deviceKeyOfCookie(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === COOKIE && value && KEY.test(value)) return value;
  }
  return undefined;
}

export function setDeviceCookie(reply: FastifyReply, key: string, secure: boolean): void {
  const attributes = [`${COOKIE}=${key}`, `Path=${PATH}`, `Max-Age=${MAX_AGE_SECONDS}`, 'HttpOnly', 'SameSite=Strict'];
  reply.header('set-cookie', secure ? [...attributes, 'Secure'].join('; ') : attributes.join('; '));
}

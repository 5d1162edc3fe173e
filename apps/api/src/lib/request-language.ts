import { AsyncLocalStorage } from 'node:async_hooks';
import { DEFAULT_UI_LANGUAGE, type UiLanguage, uiLanguageOfAcceptLanguage } from '@selfcare/contracts';
import type { FastifyRequest } from 'fastify';

/**
 * The language of the request being answered (issue 9), for the messages services write deep below
 * the route, where the request is not at hand: set around each request's hooks and handler by
 * plugins/request-language.ts.
 */
const current = new AsyncLocalStorage<UiLanguage>();

/** The language the caller asked for with Accept-Language (the web app sends its chosen one). */
export function languageOf(request: FastifyRequest): UiLanguage {
  return uiLanguageOfAcceptLanguage(request.headers['accept-language']);
}

/** Runs `work` with `request`'s language as the current one. */
export function inLanguageOf<T>(request: FastifyRequest, work: () => T): T {
  return current.run(languageOf(request), work);
}

/** The current request's language; English outside a request (the lifecycle sweep, start-up). */
export function requestLanguage(): UiLanguage {
  return current.getStore() ?? DEFAULT_UI_LANGUAGE;
}

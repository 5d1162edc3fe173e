import { type UiLanguage, uiLanguageOfAcceptLanguage } from '@selfcare/contracts';
import type { FastifyRequest } from 'fastify';

/**
 * The language the caller asked for with Accept-Language (the web app sends its chosen one). Every
 * message the api writes takes it explicitly (decision 0043): a route passes it down to the services
 * that write messages, and the error handler writes a refusal's message in it.
 */
export function languageOf(request: FastifyRequest): UiLanguage {
  return uiLanguageOfAcceptLanguage(request.headers['accept-language']);
}

import type { FastifyInstance } from 'fastify';
import { inLanguageOf } from '../lib/request-language';

/**
 * Every request's hooks, handler and error handler run in its language (lib/request-language.ts):
 * entered before any other hook, so a refusal of the authentication hooks is in it too. The router's
 * own refusals, which run no hook, enter it themselves (plugins/errors.ts).
 */
export function registerRequestLanguage(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => inLanguageOf(request, done));
}

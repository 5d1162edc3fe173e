import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../lib/api-error';
import { sandboxLifecycleRoutes } from './lifecycle-routes';
import { sandboxOperatorRoutes } from './operator-consent';
import { indexPage, outboxPage } from './outbox';
import { sandboxPayHereRoutes } from './payhere/routes';
import { sandboxCss } from './styles';

const htmlPage = z.string().describe('An HTML page');

/** Pages for testers, not part of the API: kept out of the OpenAPI document. */
export const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(sandboxPayHereRoutes, { prefix: '/payhere' });
  await app.register(sandboxLifecycleRoutes, { prefix: '/lifecycle' });
  await app.register(sandboxOperatorRoutes, { prefix: '/operator' });

  app.get('/', { schema: { hide: true, response: { 200: htmlPage } } }, (_request, reply) => {
    reply.type('text/html; charset=utf-8');
    return indexPage();
  });

  app.get(
    '/outbox',
    {
      schema: {
        hide: true,
        querystring: z.strictObject({ recipient: z.string().trim().max(254).optional() }),
        response: { 200: htmlPage, ...errorResponses(400, 500) },
      },
    },
    async (request, reply) => {
      reply.type('text/html; charset=utf-8');
      return outboxPage(app.db, request.query.recipient || undefined);
    },
  );

  app.get('/sandbox.css', { schema: { hide: true, response: { 200: z.string() } } }, (_request, reply) => {
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache');
    return sandboxCss;
  });
};

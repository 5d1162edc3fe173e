import {
  accountDetailsSchema,
  connectionDetailsSchema,
  connectionIdParamsSchema,
  connectionListSchema,
  viewerLocationSchema,
} from '@selfcare/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/api-error';
import { accountOf, authenticate } from '../../plugins/auth';
import { accountDetails, connectionDetails, listConnections } from './service';

const bearer = [{ bearerAuth: [] }];

const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', authenticate);

  app.get(
    '/account/details',
    {
      schema: {
        tags: ['users'],
        summary: "The logged-in subscriber's account",
        security: bearer,
        response: { 200: accountDetailsSchema, ...errorResponses(401, 404, 500) },
      },
    },
    (request) => accountDetails(app.db, accountOf(request).id),
  );

  // POST although it only reads: the spec's path and method, kept so the portal's calls stay as specified.
  app.post(
    '/account/connections',
    {
      schema: {
        tags: ['users'],
        summary: "The account's connections, in selector order",
        security: bearer,
        response: { 200: connectionListSchema, ...errorResponses(401, 500) },
      },
    },
    (request) => listConnections(app.db, accountOf(request).id),
  );

  app.get(
    '/connection/details/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'One connection of the account, with its profiles (default first) and validation code',
        security: bearer,
        params: connectionIdParamsSchema,
        response: { 200: connectionDetailsSchema, ...errorResponses(400, 401, 404, 500) },
      },
    },
    (request) => connectionDetails(app.db, { accountId: accountOf(request).id, connectionId: request.params.id }),
  );
};

/** For visitors too: region-limited content is shown to everyone. */
const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/location',
    {
      schema: {
        tags: ['users'],
        summary: "The caller's country by IP address, for region-limited content",
        response: { 200: viewerLocationSchema, ...errorResponses(500) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { country: await app.integrations.ipLocation.countryOf(request) };
    },
  );
};

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(locationRoutes);
  await app.register(accountRoutes);
};

import {
  notificationPreferencesSavedSchema,
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
} from '@selfcare/contracts';
import { messageTextIn } from '@selfcare/contracts/messages/in-language';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/api-error';
import { languageOf } from '../../lib/request-language';
import { accountOf, authenticate } from '../../plugins/auth';
import { readPreferences } from './preferences';
import { savePreferences } from './save-preferences';

const security = [{ bearerAuth: [] }];
const tags = ['profile'];
const PATH = '/account/notification-preferences';

/**
 * The caller's own notification preferences, under /api/users/v1 beside /account/details: the account
 * is the token's, so there is no id another account could name (decision 0066).
 */
export const notificationPreferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', authenticate);

  app.get(
    PATH,
    {
      schema: {
        tags,
        security,
        summary:
          "The account's notification choices per kind and channel; security notices and payment problems are always on",
        response: { 200: notificationPreferencesSchema, ...errorResponses(401, 500) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return readPreferences(app.db, accountOf(request).id);
    },
  );

  app.put(
    PATH,
    {
      schema: {
        tags,
        security,
        summary:
          'Save the notification choices: every settable kind, both channels; turning off security notices or payment problems answers 400',
        body: notificationPreferencesUpdateSchema,
        response: { 200: notificationPreferencesSavedSchema, ...errorResponses(400, 401, 500) },
      },
    },
    async (request) => {
      const preferences = await savePreferences(app.db, {
        accountId: accountOf(request).id,
        choices: request.body,
        ipAddress: request.ip,
      });
      return { message: messageTextIn(languageOf(request), 'notificationPreferences.saved'), preferences };
    },
  );
};

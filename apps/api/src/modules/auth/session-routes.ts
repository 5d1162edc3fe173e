import {
  accountSessionListSchema,
  messageResponseSchema,
  sessionIdParamsSchema,
  signOutOthersResponseSchema,
} from '@selfcare/contracts';
import { messageTextIn } from '@selfcare/contracts/messages/in-language';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/api-error';
import { languageOf } from '../../lib/request-language';
import { accountOf, authenticate } from '../../plugins/auth';
import { listSessions } from './list-sessions';
import { sessionKey } from './session-cache';
import { signOutOtherSessions } from './sign-out-other-sessions';
import { signOutSession } from './sign-out-session';

const security = [{ bearerAuth: [] }];
const tags = ['auth'];

/** "Sign-in and security": the account's sessions, under /api/auth/v1/sessions (issue 31). */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sessions',
    {
      onRequest: authenticate,
      schema: {
        tags,
        security,
        summary: "The account's active sessions: browser, system, country, signed in, last seen, this device",
        response: { 200: accountSessionListSchema, ...errorResponses(401, 500) },
      },
    },
    async (request, reply) => {
      const account = accountOf(request);
      reply.header('cache-control', 'private, no-store');
      return listSessions(app.db, { accountId: account.id, sessionId: account.sessionId });
    },
  );

  app.delete(
    '/sessions/:sessionId',
    {
      onRequest: authenticate,
      schema: {
        tags,
        security,
        summary: "Sign out one of the account's sessions; its token stops working on every api instance",
        description: "404 for another account's session, an ended one or none.",
        params: sessionIdParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 404, 500) },
      },
    },
    async (request) => {
      const account = accountOf(request);
      await signOutSession(app.db, {
        accountId: account.id,
        sessionId: request.params.sessionId,
        callerSessionId: account.sessionId,
        ipAddress: request.ip,
      });
      app.changeGenerations.bump(sessionKey(request.params.sessionId));
      return { message: messageTextIn(languageOf(request), 'accountSecurity.sessionSignedOut') };
    },
  );

  app.post(
    '/sessions/sign-out-others',
    {
      onRequest: authenticate,
      schema: {
        tags,
        security,
        summary: "Sign out every session of the account but the caller's",
        response: { 200: signOutOthersResponseSchema, ...errorResponses(401, 500) },
      },
    },
    async (request) => {
      const account = accountOf(request);
      const ended = await signOutOtherSessions(app.db, {
        accountId: account.id,
        sessionId: account.sessionId,
        ipAddress: request.ip,
      });
      // This instance forgets them before it answers; the others hear it through the change feed. Without
      // it a request right after the answer could still be let in from the cache, the feed being a moment behind.
      for (const sessionId of ended) app.changeGenerations.bump(sessionKey(sessionId));
      return {
        message: messageTextIn(languageOf(request), 'accountSecurity.otherSessionsSignedOut'),
        signedOut: ended.length,
      };
    },
  );
};

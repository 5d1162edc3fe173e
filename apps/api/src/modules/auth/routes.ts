import {
  loginOrSecondStepResponseSchema,
  loginResponseSchema,
  loginWithDeviceRequestSchema,
  messageResponseSchema,
  passwordUpdateRequestSchema,
} from '@selfcare/contracts';
import { messageTextIn } from '@selfcare/contracts/messages/in-language';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/api-error';
import { languageOf } from '../../lib/request-language';
import { TotpSecretBox } from '../../lib/totp-secret-box';
import { accountOf, authenticate } from '../../plugins/auth';
import { deviceKeyOfCookie, setDeviceCookie } from './device-cookie';
import { type AuthContext, changePassword, login, logout, renewSession } from './service';
import { sessionRoutes } from './session-routes';
import { twoStepRoutes } from './two-step-routes';

const bearer = [{ bearerAuth: [] }];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const context: AuthContext = {
    tokens: app.sessionTokens,
    tokenTtlMinutes: app.config.jwt.ttlMinutes,
    limits: app.config.loginRateLimit,
    alerts: { email: app.integrations.email, sms: app.integrations.sms, publicUrl: app.config.publicUrl },
    sms: app.integrations.sms,
    secretBox: new TotpSecretBox(app.config.jwt.secret, 'subscriber'),
  };
  await app.register(sessionRoutes);
  await app.register(twoStepRoutes(context));

  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in with e-mail and password; answers a session token',
        description:
          '400 for a wrong e-mail or password (the same for both) and for a sign-up whose package is not paid yet; 403 EMAIL_NOT_CONFIRMED for the right password of an address not confirmed yet (decision 0032): POST /email/confirmation sends a new link; 429 with Retry-After. With two-step sign-in on and a browser not remembered, the answer is `secondStep` instead of a token: POST /login/second-step with its code (decision 0065).',
        body: loginWithDeviceRequestSchema,
        response: { 200: loginOrSecondStepResponseSchema, ...errorResponses(400, 403, 429, 500) },
      },
    },
    async (request, reply) => {
      const { deviceKey, ...credentials } = request.body;
      const origin = {
        userAgent: request.headers['user-agent'] ?? null,
        country: await app.integrations.ipLocation.countryOf(request),
        deviceKey: deviceKey ?? deviceKeyOfCookie(request),
      };
      const answer = await login(
        app.db,
        { ...credentials, ipAddress: request.ip, language: languageOf(request), origin },
        context,
      );
      setDeviceCookie(reply, answer.deviceKey, app.config.publicUrl.startsWith('https:'));
      return answer;
    },
  );

  app.post(
    '/logout',
    {
      onRequest: authenticate,
      schema: {
        tags: ['auth'],
        summary: 'End this session; its token stops working',
        security: bearer,
        response: { 204: z.undefined(), ...errorResponses(401, 500) },
      },
    },
    async (request, reply) => {
      const account = accountOf(request);
      await logout(app.db, { accountId: account.id, sessionId: account.sessionId, ipAddress: request.ip });
      return reply.code(204).send();
    },
  );

  app.post(
    '/session',
    {
      onRequest: authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Stay signed in: this session lasts a full term from now; answers a token with the new end',
        security: bearer,
        response: { 200: loginResponseSchema, ...errorResponses(401, 500) },
      },
    },
    (request) => {
      const account = accountOf(request);
      return renewSession(
        app.db,
        { accountId: account.id, sessionId: account.sessionId, ipAddress: request.ip },
        context,
      );
    },
  );

  app.post(
    '/password-update',
    {
      onRequest: authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Change the password; every session of the account ends',
        security: bearer,
        body: passwordUpdateRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 429, 500) },
      },
    },
    async (request) => {
      const account = accountOf(request);
      await changePassword(app.db, { accountId: account.id, ...request.body, ipAddress: request.ip }, context);
      return { message: messageTextIn(languageOf(request), 'password.changedBody') };
    },
  );
};

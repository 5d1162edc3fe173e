import {
  emailConfirmationParamsSchema,
  emailConfirmationRequestSchema,
  forgotPasswordRequestSchema,
  loginAlertNotMeRequestSchema,
  loginAlertNotMeResponseSchema,
  messageResponseSchema,
  passwordResetRequestSchema,
  recoverUsernameQuerySchema,
} from '@selfcare/contracts';
import { messageTextIn } from '@selfcare/contracts/messages/in-language';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/api-error';
import { languageOf } from '../../lib/request-language';
import type { AccountAccessContext } from './account-access-context';
import { BackgroundWork } from './background';
import { confirmEmail, limitEmailConfirmationRequests, resendEmailConfirmation } from './email-confirmation';
import { limitPasswordResetRequests, resetPassword, sendPasswordResetLink } from './password-reset';
import { signOutAlertedLogin } from './sign-out-alerted-login';
import { limitUsernameRecovery, sendUsernameReminders } from './username-recovery';

/**
 * Forgot password, password recovery, e-mail confirmation and username recovery, under /api/auth/v1
 * (docs/decisions/0008-account-access.md). None needs a session: each is reached from an e-mail or
 * from the login page.
 */
export const accountAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  const context: AccountAccessContext = {
    email: app.integrations.email,
    publicUrl: app.config.publicUrl,
    limits: app.config.accountEmailRateLimit,
  };
  const tags = ['auth'];
  // Mails about an account go out after the answer, which therefore cannot depend on the account.
  const background = new BackgroundWork();
  app.addHook('onClose', () => background.drain());

  app.post(
    '/forgot-password',
    {
      schema: {
        tags,
        summary: 'E-mail a password reset link; the same answer whether or not an account has the address',
        body: forgotPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429, 500) },
      },
    },
    async (request) => {
      const language = languageOf(request);
      const input = { username: request.body.username, ipAddress: request.ip, language };
      await limitPasswordResetRequests(app.db, input, context);
      background.run(request.log, 'password reset link', () => sendPasswordResetLink(app.db, input, context));
      return { message: messageTextIn(language, 'accountAccess.resetLinkSent') };
    },
  );

  app.post(
    '/pwd-recovery',
    {
      schema: {
        tags,
        summary: 'Set a new password with the token of a reset link; every session of the account ends',
        body: passwordResetRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429, 500) },
      },
    },
    async (request) => {
      const language = languageOf(request);
      await resetPassword(app.db, { ...request.body, ipAddress: request.ip, language }, context);
      return { message: messageTextIn(language, 'accountAccess.passwordReset') };
    },
  );

  app.post(
    '/email/confirmation',
    {
      schema: {
        tags,
        summary: 'E-mail a new confirmation link to an unconfirmed address; the same answer for any address',
        body: emailConfirmationRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429, 500) },
      },
    },
    async (request) => {
      const language = languageOf(request);
      const input = { username: request.body.username, ipAddress: request.ip, language };
      await limitEmailConfirmationRequests(app.db, input, context);
      background.run(request.log, 'e-mail confirmation link', () => resendEmailConfirmation(app.db, input, context));
      return { message: messageTextIn(language, 'accountAccess.confirmationSent') };
    },
  );

  app.get(
    '/email/confirmation/:token',
    {
      schema: {
        tags,
        summary: "Confirm the account's e-mail address with the token of a confirmation link (single use)",
        params: emailConfirmationParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429, 500) },
      },
    },
    async (request, reply) => {
      await confirmEmail(app.db, { token: request.params.token, ipAddress: request.ip }, context);
      reply.header('cache-control', 'no-store');
      return { message: messageTextIn(languageOf(request), 'accountAccess.confirmed') };
    },
  );

  app.get(
    '/recover',
    {
      schema: {
        tags,
        summary: 'Recover username: e-mail the username of the accounts with this mobile or telephone number',
        querystring: recoverUsernameQuerySchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429, 500) },
      },
    },
    async (request, reply) => {
      const language = languageOf(request);
      const input = { number: request.query.username, ipAddress: request.ip, language };
      await limitUsernameRecovery(app.db, input, context);
      background.run(request.log, 'username reminder', () => sendUsernameReminders(app.db, input, context));
      reply.header('cache-control', 'no-store');
      return { message: messageTextIn(language, 'accountAccess.usernameSent') };
    },
  );

  app.post(
    '/login-alerts/not-me',
    {
      schema: {
        tags,
        summary: 'A login alert\'s "Not you?" link: signs that login out and answers a password reset token',
        description:
          "The token is the one of the alert (e-mail or SMS), good once for 7 days; 400 for any other. The answer's resetToken is for POST /pwd-recovery.",
        body: loginAlertNotMeRequestSchema,
        response: { 200: loginAlertNotMeResponseSchema, ...errorResponses(400, 429, 500) },
      },
    },
    async (request, reply) => {
      const answer = await signOutAlertedLogin(
        app.db,
        { token: request.body.token, ipAddress: request.ip, language: languageOf(request) },
        context,
      );
      reply.header('cache-control', 'no-store');
      return answer;
    },
  );
};

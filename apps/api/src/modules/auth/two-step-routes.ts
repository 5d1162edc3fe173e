import {
  authenticatorSetupSchema,
  messageResponseSchema,
  recoveryCodesResponseSchema,
  secondStepRequestSchema,
  secondStepResendRequestSchema,
  secondStepResponseSchema,
  turnOffTwoStepRequestSchema,
  twoStepCodeRequestSchema,
  twoStepSetupConfirmRequestSchema,
  twoStepStatusSchema,
} from '@selfcare/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/api-error';
import { languageOf } from '../../lib/request-language';
import { accountOf, authenticate } from '../../plugins/auth';
import { finishSecondStep, resendSignInCode } from './finish-second-step';
import { renewRecoveryCodes, sendManageCode, turnOffTwoStep, twoStepStatus } from './manage-two-step';
import type { AuthContext } from './service';
import { confirmAuthenticatorSetup, startAuthenticatorSetup } from './set-up-authenticator';
import { confirmSmsSetup, sendSmsSetupCode } from './set-up-sms-two-step';

const security = [{ bearerAuth: [] }];
const tags = ['auth'];

/**
 * Two-step sign-in (issue 31, decision 0065): its set-up, turning it off and the recovery codes under
 * /api/auth/v1/two-step, and the login's second step under /api/auth/v1/login/second-step, where the
 * browser's device cookie (path /api/auth/v1/login) goes too.
 */
export function twoStepRoutes(context: AuthContext): FastifyPluginAsyncZod {
  return async (app) => {
    const caller = (request: Parameters<typeof accountOf>[0]) => ({
      accountId: accountOf(request).id,
      ipAddress: request.ip,
      language: languageOf(request),
    });

    app.get(
      '/two-step',
      {
        onRequest: authenticate,
        schema: {
          tags,
          security,
          summary: "Whether two-step sign-in is on, how, the recovery codes left and the mobile's ending",
          response: { 200: twoStepStatusSchema, ...errorResponses(401, 500) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return twoStepStatus(app.db, accountOf(request).id);
      },
    );

    app.post(
      '/two-step/authenticator',
      {
        onRequest: authenticate,
        schema: {
          tags,
          security,
          summary: 'Start setting up an authenticator app: a new secret, as an otpauth URI and in base32',
          description: '409 when two-step sign-in is on already. The secret is kept sealed until a code confirms it.',
          response: { 200: authenticatorSetupSchema, ...errorResponses(401, 409, 500) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return startAuthenticatorSetup(app.db, caller(request), context);
      },
    );

    app.post(
      '/two-step/authenticator/confirm',
      {
        onRequest: authenticate,
        schema: {
          tags,
          security,
          summary: "Turn two-step sign-in on with the authenticator's first code; answers ten recovery codes, once",
          description:
            "400 for a wrong code (counted with the login's limits); 409 when on already; 422 when no set-up was started; 429 with Retry-After.",
          body: twoStepSetupConfirmRequestSchema,
          response: { 200: recoveryCodesResponseSchema, ...errorResponses(400, 401, 409, 422, 429, 500) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return confirmAuthenticatorSetup(app.db, { ...caller(request), code: request.body.code }, context);
      },
    );

    app.post(
      '/two-step/sms',
      {
        onRequest: authenticate,
        schema: {
          tags,
          security,
          summary: "Start setting up two-step sign-in by SMS: a 6-digit code to the account's mobile",
          description:
            '409 when two-step sign-in is on already; 422 when no connection of the account has a mobile; 429 with Retry-After.',
          response: { 200: messageResponseSchema, ...errorResponses(401, 409, 422, 429, 500) },
        },
      },
      (request) => sendSmsSetupCode(app.db, caller(request), context),
    );

    app.post(
      '/two-step/sms/confirm',
      {
        onRequest: authenticate,
        schema: {
          tags,
          security,
          summary: 'Turn two-step sign-in on by SMS with the texted code',
          description:
            "400 for a wrong code (counted with the login's limits); 409 when on already; 422 when no code is awaited (none sent, expired or out of tries); 429 with Retry-After.",
          body: twoStepSetupConfirmRequestSchema,
          response: { 200: messageResponseSchema, ...errorResponses(400, 401, 409, 422, 429, 500) },
        },
      },
      (request) => confirmSmsSetup(app.db, { ...caller(request), code: request.body.code }, context),
    );

    app.post(
      '/two-step/sms/code',
      {
        onRequest: authenticate,
        schema: {
          tags,
          security,
          summary: 'Text a code for turning off two-step sign-in by SMS',
          description: '409 unless two-step sign-in by SMS is on; 422 without a mobile; 429 with Retry-After.',
          response: { 200: messageResponseSchema, ...errorResponses(401, 409, 422, 429, 500) },
        },
      },
      (request) => sendManageCode(app.db, caller(request), context),
    );

    app.post(
      '/two-step/turn-off',
      {
        onRequest: authenticate,
        schema: {
          tags,
          security,
          summary: 'Turn two-step sign-in off with the current password and a code',
          description:
            "400 for a wrong password, a wrong code (both counted with the login's limits) or a recovery code with SMS; 409 when it is not on; 429 with Retry-After.",
          body: turnOffTwoStepRequestSchema,
          response: { 200: messageResponseSchema, ...errorResponses(400, 401, 409, 429, 500) },
        },
      },
      (request) => turnOffTwoStep(app.db, { ...caller(request), ...request.body }, context),
    );

    app.post(
      '/two-step/recovery-codes',
      {
        onRequest: authenticate,
        schema: {
          tags,
          security,
          summary: 'Ten new recovery codes for a code; the old ones stop working',
          description:
            "400 for a wrong code (counted with the login's limits); 409 when two-step sign-in is not on; 422 with SMS, which has no recovery codes; 429 with Retry-After.",
          body: twoStepCodeRequestSchema,
          response: { 200: recoveryCodesResponseSchema, ...errorResponses(400, 401, 409, 422, 429, 500) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return renewRecoveryCodes(app.db, { ...caller(request), code: request.body.code }, context);
      },
    );

    app.post(
      '/login/second-step',
      {
        schema: {
          tags,
          summary: "A login's second step: the code (authenticator, recovery or SMS) for the session token",
          description:
            "The token is the login's `secondStep.token`. 400 for a wrong code (counted with the login's limits), SECOND_STEP_EXPIRED for a token no longer good (5 minutes, 5 wrong codes, used) and TWO_STEP_WRONG_KIND for a recovery code with SMS; 429 with Retry-After. `rememberDevice` spares this browser the step for 30 days.",
          body: secondStepRequestSchema,
          response: { 200: secondStepResponseSchema, ...errorResponses(400, 429, 500) },
        },
      },
      async (request) =>
        finishSecondStep(
          app.db,
          {
            ...request.body,
            ipAddress: request.ip,
            language: languageOf(request),
            origin: {
              userAgent: request.headers['user-agent'] ?? null,
              country: await app.integrations.ipLocation.countryOf(request),
            },
          },
          context,
        ),
    );

    app.post(
      '/login/second-step/sms',
      {
        schema: {
          tags,
          summary: "Text a new code for a login's second step by SMS",
          description:
            '400 SECOND_STEP_EXPIRED for a token no longer good, TWO_STEP_WRONG_KIND when the step is not by SMS; 422 without a mobile; 429 with Retry-After.',
          body: secondStepResendRequestSchema,
          response: { 200: messageResponseSchema, ...errorResponses(400, 422, 429, 500) },
        },
      },
      (request) =>
        resendSignInCode(
          app.db,
          { token: request.body.token, ipAddress: request.ip, language: languageOf(request) },
          context,
        ),
    );
  };
}

import {
  createStaffRequestSchema,
  staffAuditPageSchema,
  staffAuditQuerySchema,
  staffIdParamsSchema,
  staffListSchema,
  staffLoginRequestSchema,
  staffLoginResponseSchema,
  staffMemberSchema,
  staffSecondFactorRequestSchema,
  staffSessionResponseSchema,
  updateStaffRequestSchema,
} from '@selfcare/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF_ROLES } from '../../db/schema';
import { errorResponses } from '../../lib/api-error';
import { TotpSecretBox } from '../../lib/totp-secret-box';
import { SessionTokens } from '../auth/tokens';
import type { ConsoleContext } from './console-context';
import { finishStaffLogin } from './finish-staff-login';
import { listStaffAudit } from './list-staff-audit';
import { logoutStaff } from './logout-staff';
import { addStaffMember, findStaffMember, listStaff, resetStaffTotp, updateStaffMember } from './manage-staff';
import { requireSecondFactorSession, requireStaffRole, staffOf } from './require-staff-role';
import { startStaffLogin } from './start-staff-login';

const bearer = [{ bearerAuth: [] }];
const tags = ['console'];

export interface ConsoleRoutesOptions {
  /**
   * The console's feature areas (catalogue, promotions...): registered inside this plugin, so that they
   * see its staff tokens and `request.staff` (a sibling plugin would not: Fastify encapsulation).
   */
  areas?: readonly FastifyPluginAsync[];
}

/** The console's api, under /api/console/v1 (decision 0059). */
export const consoleRoutes: FastifyPluginAsyncZod<ConsoleRoutesOptions> = async (app, options) => {
  const { jwt } = app.config;
  // The portal's signer under the console's own audience: neither kind of token passes for the other.
  app.decorate('staffTokens', new SessionTokens({ ...jwt, audience: `${jwt.audience}:console` }));
  app.decorateRequest('staff', null);
  const context: ConsoleContext = {
    tokens: app.staffTokens,
    secretBox: new TotpSecretBox(jwt.secret, 'staff'),
    limits: app.config.loginRateLimit,
  };
  const administrator = requireStaffRole('administrator');

  app.post(
    '/auth/login',
    {
      schema: {
        tags,
        summary: "A staff member's e-mail and password: the first of two steps",
        description:
          "Answers a pending token for POST /auth/totp, good for 5 minutes, and with step 'enrol' a new TOTP secret and its otpauth URI. 400 for a wrong e-mail or password (the same for both, and for a disabled member); 429 with Retry-After while the member is locked out or the address has failed too often.",
        body: staffLoginRequestSchema,
        response: { 200: staffLoginResponseSchema, ...errorResponses(400, 429, 500) },
      },
    },
    (request) => startStaffLogin(app.db, { ...request.body, ipAddress: request.ip }, context),
  );

  app.post(
    '/auth/totp',
    {
      onRequest: requireSecondFactorSession,
      schema: {
        tags,
        summary: 'The second step: a TOTP code or a recovery code; answers the console session token',
        description:
          'Called with the pending token of POST /auth/login. While enrolling, the first code confirms the enrolment and the answer carries the recovery codes, once. 400 for a wrong, used or missing code; 429 with Retry-After while locked out.',
        security: bearer,
        body: staffSecondFactorRequestSchema,
        response: { 200: staffSessionResponseSchema, ...errorResponses(400, 401, 429, 500) },
      },
    },
    (request) => {
      const staff = staffOf(request);
      return finishStaffLogin(
        app.db,
        { staffId: staff.id, sessionId: staff.sessionId, ...request.body, ipAddress: request.ip },
        context,
      );
    },
  );

  app.post(
    '/auth/logout',
    {
      onRequest: requireStaffRole(...STAFF_ROLES),
      schema: {
        tags,
        summary: 'End this console session on every api process',
        security: bearer,
        response: { 204: z.undefined(), ...errorResponses(401, 500) },
      },
    },
    async (request, reply) => {
      await logoutStaff(app.db, staffOf(request), request.ip);
      return reply.code(204).send();
    },
  );

  app.get(
    '/me',
    {
      onRequest: requireStaffRole(...STAFF_ROLES),
      schema: {
        tags,
        summary: 'The signed-in staff member',
        security: bearer,
        response: { 200: staffMemberSchema, ...errorResponses(401, 500) },
      },
    },
    (request) => findStaffMember(app.db, staffOf(request).id),
  );

  app.get(
    '/staff',
    {
      onRequest: administrator,
      schema: {
        tags,
        summary: 'Every staff member (administrators only)',
        security: bearer,
        response: { 200: staffListSchema, ...errorResponses(401, 403, 500) },
      },
    },
    async () => ({ staff: await listStaff(app.db) }),
  );

  app.post(
    '/staff',
    {
      onRequest: administrator,
      schema: {
        tags,
        summary: 'Add a staff member with a first password (administrators only); their first login enrols TOTP',
        description: '400 for a common password; 409 for an e-mail another member has.',
        security: bearer,
        body: createStaffRequestSchema,
        response: { 201: staffMemberSchema, ...errorResponses(400, 401, 403, 409, 500) },
      },
    },
    async (request, reply) => {
      const member = await addStaffMember(app.db, request.body, actorOf(request));
      return reply.code(201).send(member);
    },
  );

  app.patch(
    '/staff/:id',
    {
      onRequest: administrator,
      schema: {
        tags,
        summary: "Change a member's role, disable or enable them, or lift a lock-out (administrators only)",
        description: 'Disabling ends their sessions. 409 for a change of your own role or disabling yourself.',
        security: bearer,
        params: staffIdParamsSchema,
        body: updateStaffRequestSchema,
        response: { 200: staffMemberSchema, ...errorResponses(400, 401, 403, 404, 409, 500) },
      },
    },
    (request) => updateStaffMember(app.db, { id: request.params.id, ...request.body }, actorOf(request)),
  );

  app.post(
    '/staff/:id/totp-reset',
    {
      onRequest: administrator,
      schema: {
        tags,
        summary: "Forget a member's TOTP and recovery codes and end their sessions (administrators only)",
        description: 'Their next login enrols an authenticator again.',
        security: bearer,
        params: staffIdParamsSchema,
        response: { 200: staffMemberSchema, ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    (request) => resetStaffTotp(app.db, request.params.id, actorOf(request)),
  );

  app.get(
    '/audit',
    {
      onRequest: requireStaffRole('administrator', 'read_only'),
      schema: {
        tags,
        summary: 'The console audit: who did what, before and after, when and from where; newest first',
        description: 'Filters by member, action, subject and time; pages by `before`, the nextBefore of the last page.',
        security: bearer,
        querystring: staffAuditQuerySchema,
        response: { 200: staffAuditPageSchema, ...errorResponses(400, 401, 403, 500) },
      },
    },
    (request) => listStaffAudit(app.db, request.query),
  );

  for (const area of options.areas ?? []) await app.register(area);
};

function actorOf(request: Parameters<typeof staffOf>[0]) {
  return { staffId: staffOf(request).id, ipAddress: request.ip };
}

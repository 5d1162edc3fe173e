import { ErrorCode } from '@selfcare/contracts';
import type { FastifyRequest } from 'fastify';
import type { StaffRole } from '../../db/schema';
import { ApiError, unauthorized } from '../../lib/api-error';
import { recordAudit } from '../../lib/audit';
import type { SessionTokens } from '../auth/tokens';
import { liveSessionRole, type StaffSessionStage } from './staff-sessions';

export interface AuthenticatedStaff {
  id: string;
  sessionId: string;
  role: StaffRole;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The console's tokens: the portal's signer with the console's own audience (decision 0059). */
    staffTokens: SessionTokens;
  }
  interface FastifyRequest {
    /** Set by the console's guards; null elsewhere. */
    staff: AuthenticatedStaff | null;
  }
}

const forbidden = () => new ApiError(403, ErrorCode.forbidden, 'errors.forbidden');

/** The staff member behind a console token at `stage`; 401 for any other token, or none. */
async function authenticateStaff(request: FastifyRequest, stage: StaffSessionStage): Promise<AuthenticatedStaff> {
  const token = request.headers.authorization?.match(/^Bearer ([A-Za-z0-9._~+/-]+=*)$/i)?.[1];
  const claims = token ? await request.server.staffTokens.verify(token) : null;
  if (!claims) throw unauthorized();
  const session = { staffId: claims.accountId, sessionId: claims.sessionId, stage };
  const role = await liveSessionRole(request.server.db, session);
  if (!role) throw unauthorized();
  return { id: claims.accountId, sessionId: claims.sessionId, role };
}

/**
 * onRequest hook of every console route behind sign-in: a live console session (a subscriber's token
 * is signed for another audience and never passes) of an enabled member with one of `roles`. Runs
 * before the body is parsed; a refusal by role is audited as `console.forbidden`.
 */
export function requireStaffRole(...roles: StaffRole[]) {
  return async function requireStaffRole(request: FastifyRequest): Promise<void> {
    const staff = await authenticateStaff(request, 'active');
    if (!roles.includes(staff.role)) {
      await recordAudit(request.server.db, {
        action: 'console.forbidden',
        outcome: 'failure',
        staffId: staff.id,
        ipAddress: request.ip,
        details: { role: staff.role, route: `${request.method} ${request.routeOptions.url}` },
      });
      throw forbidden();
    }
    request.staff = staff;
  };
}

/** onRequest hook of the TOTP step: the short session a right password opened. */
export async function requireSecondFactorSession(request: FastifyRequest): Promise<void> {
  request.staff = await authenticateStaff(request, 'second_factor');
}

/** The caller of a route behind one of the hooks above. */
export function staffOf(request: FastifyRequest): AuthenticatedStaff {
  if (!request.staff) throw unauthorized();
  return request.staff;
}

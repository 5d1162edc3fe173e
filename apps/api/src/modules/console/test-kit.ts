import { randomUUID } from 'node:crypto';
import type { StaffLoginResponse, StaffSessionResponse } from '@selfcare/contracts';
import type { TestApp } from '../../../test/app';
import type { StaffRole } from '../../db/schema';
import { createStaffAccount } from './create-staff-account';
import { staffTotp } from './staff-totp';

export const STAFF_PASSWORD = 'Console-Pass-2026!';
export const LOGIN = '/api/console/v1/auth/login';
export const TOTP = '/api/console/v1/auth/totp';

/** The code of `secret` for the step `stepsAhead` after the current one (each code is taken once). */
export const codeFor = (secret: string, stepsAhead = 0) =>
  staffTotp(secret, 'x').generate({ timestamp: Date.now() + stepsAhead * 30_000 });

export async function newStaff(t: TestApp, role: StaffRole) {
  const email = `staff-${randomUUID()}@console.test`;
  const row = await createStaffAccount(t.db, { email, name: `A ${role}`, role, password: STAFF_PASSWORD });
  return { id: row.id, email };
}

export async function startLogin(t: TestApp, email: string, remoteAddress = '127.0.0.1') {
  return t.app.inject({ method: 'POST', url: LOGIN, payload: { email, password: STAFF_PASSWORD }, remoteAddress });
}

/** A member of `role`, enrolled and signed in: their token, TOTP secret and recovery codes. */
export async function signedInStaff(t: TestApp, role: StaffRole) {
  const staff = await newStaff(t, role);
  const started = (await startLogin(t, staff.email)).json<StaffLoginResponse>();
  const secret = started.enrolment?.secret ?? '';
  const finished = await t.app.inject({
    method: 'POST',
    url: TOTP,
    headers: { authorization: `Bearer ${started.pendingToken}` },
    payload: { code: codeFor(secret) },
  });
  if (finished.statusCode !== 200) throw new Error(`staff login failed: ${finished.body}`);
  const session = finished.json<StaffSessionResponse>();
  return { ...staff, secret, token: session.token, recoveryCodes: session.recoveryCodes ?? [] };
}

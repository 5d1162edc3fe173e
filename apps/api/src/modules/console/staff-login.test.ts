import type { StaffLoginResponse } from '@selfcare/contracts';
import { and, eq, gt, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { bearer, createAccount, loginToken } from '../../../test/factories';
import { auditLog, staffAccounts } from '../../db/schema';
import { codeFor, LOGIN, newStaff, STAFF_PASSWORD, signedInStaff, startLogin, TOTP } from './test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ME = '/api/console/v1/me';
const me = (token: string) => t.app.inject({ url: ME, headers: bearer(token) });
const second = (pendingToken: string, payload: object, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: TOTP, headers: bearer(pendingToken), payload, remoteAddress });

async function lastAuditId() {
  const [row] = await t.db.select({ id: max(auditLog.id) }).from(auditLog);
  return row?.id ?? 0;
}

describe('staff sign-in in two steps', () => {
  it('enrols TOTP at the first login, answers recovery codes once, and signs in with a code after', async () => {
    const staff = await newStaff(t, 'finance');
    const started = await startLogin(t, staff.email);
    expect(started.statusCode, started.body).toBe(200);
    const enrol = started.json<StaffLoginResponse>();
    expect(enrol).toMatchObject({ step: 'enrol', enrolment: { secret: expect.any(String) } });
    expect(enrol.enrolment?.otpauthUri).toMatch(/^otpauth:\/\/totp\/Selfcare%20console:.+\?.*secret=/);
    // The pending token opens nothing but the second step.
    expect((await me(enrol.pendingToken)).statusCode).toBe(401);
    const secret = enrol.enrolment?.secret ?? '';
    expect((await second(enrol.pendingToken, { recoveryCode: 'aaaa-bbbb-cccc' })).statusCode).toBe(400);
    const confirmed = await second(enrol.pendingToken, { code: codeFor(secret) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const session = confirmed.json<{ token: string; recoveryCodes: string[] }>();
    expect(session.recoveryCodes).toHaveLength(10);
    expect((await me(session.token)).json()).toMatchObject({ id: staff.id, role: 'finance', totpEnrolled: true });
    // The pending session is spent.
    expect((await second(enrol.pendingToken, { code: codeFor(secret, 1) })).statusCode).toBe(401);

    const again = (await startLogin(t, staff.email)).json<StaffLoginResponse>();
    expect(again).toEqual({ step: 'totp', pendingToken: expect.any(String), expiresAt: expect.any(String) });
    // The code already used is refused (replay); the next step's is taken.
    expect((await second(again.pendingToken, { code: codeFor(secret) })).statusCode).toBe(400);
    const next = await second(again.pendingToken, { code: codeFor(secret, 1) });
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json()).not.toHaveProperty('recoveryCodes');
  });

  it('takes each recovery code once, instead of a code', async () => {
    const staff = await signedInStaff(t, 'marketing');
    const [code = ''] = staff.recoveryCodes;
    const first = (await startLogin(t, staff.email)).json<StaffLoginResponse>();
    expect((await second(first.pendingToken, { recoveryCode: code.toUpperCase() })).statusCode).toBe(200);
    const later = (await startLogin(t, staff.email)).json<StaffLoginResponse>();
    expect((await second(later.pendingToken, { recoveryCode: code })).statusCode).toBe(400);
    expect((await second(later.pendingToken, { code: '000000', recoveryCode: code })).statusCode).toBe(400);
  });

  it('answers a wrong password as an unknown e-mail, and locks the member out after 5 failures', async () => {
    const staff = await signedInStaff(t, 'customer_care');
    const from = '198.51.100.40';
    const wrong = () =>
      t.app.inject({
        method: 'POST',
        url: LOGIN,
        payload: { email: staff.email, password: 'wrong' },
        remoteAddress: from,
      });
    const unknown = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      payload: { email: 'nobody@console.test', password: 'wrong' },
      remoteAddress: from,
    });
    const first = await wrong();
    expect(first.statusCode).toBe(400);
    expect(first.json()).toEqual(unknown.json());
    for (let attempt = 2; attempt <= 5; attempt += 1) expect((await wrong()).statusCode).toBe(400);
    const locked = await startLogin(t, staff.email, '198.51.100.41');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts wrong codes towards the lock-out too', async () => {
    const staff = await signedInStaff(t, 'read_only');
    const pending = (await startLogin(t, staff.email, '198.51.100.42')).json<StaffLoginResponse>();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await second(pending.pendingToken, { code: '000000' }, '198.51.100.42')).statusCode).toBe(400);
    }
    expect((await second(pending.pendingToken, { code: codeFor(staff.secret, 1) })).statusCode).toBe(429);
    const [row] = await t.db.select().from(staffAccounts).where(eq(staffAccounts.id, staff.id));
    expect(row?.lockedUntil?.getTime()).toBeGreaterThan(Date.now());
  });

  it('ends the session at logout, and a subscriber token is no console token', async () => {
    const staff = await signedInStaff(t, 'catalogue_manager');
    expect((await me(staff.token)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/console/v1/auth/logout',
      headers: bearer(staff.token),
    });
    expect(out.statusCode).toBe(204);
    expect((await me(staff.token)).statusCode).toBe(401);
    const subscriber = await createAccount(t.db, { connections: [{ connectionType: 1 }] });
    expect((await me(await loginToken(t.app, subscriber))).statusCode).toBe(401);
  });

  it('audits logins, failures included, with no password, secret or code in the rows', async () => {
    const before = await lastAuditId();
    const staff = await signedInStaff(t, 'finance');
    await t.app.inject({
      method: 'POST',
      url: LOGIN,
      payload: { email: staff.email, password: 'not-the-password' },
      remoteAddress: '198.51.100.43',
    });
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(gt(auditLog.id, before), eq(auditLog.staffId, staff.id)));
    expect(rows.map((row) => [row.action, row.outcome])).toEqual([
      ['console.login', 'success'],
      ['console.totp_enrol', 'success'],
      ['console.login', 'failure'],
    ]);
    expect(rows.at(-1)).toMatchObject({ ipAddress: '198.51.100.43', subjectId: staff.email });
    const text = JSON.stringify(rows);
    for (const secret of [STAFF_PASSWORD, 'not-the-password', staff.secret, ...staff.recoveryCodes]) {
      expect(text).not.toContain(secret);
    }
  });
});

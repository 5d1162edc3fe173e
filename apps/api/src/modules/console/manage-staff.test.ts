import type { StaffAuditPage, StaffLoginResponse, StaffMember } from '@selfcare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { bearer } from '../../../test/factories';
import { signedInStaff, startLogin } from './test-kit';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInStaff>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInStaff(t, 'administrator');
});
afterAll(() => t.close());

const STAFF = '/api/console/v1/staff';
const FROM = '203.0.113.9';
const asAdmin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin.token), remoteAddress: FROM, ...(payload ? { payload } : {}) });
const audit = async (query: string) => (await asAdmin('GET', `/api/console/v1/audit?${query}`)).json<StaffAuditPage>();

describe('staff management', () => {
  it('adds a member, who enrols at the first login; a taken e-mail is a 409', async () => {
    const body = {
      email: 'New.Care@Console.test',
      name: 'New Care',
      role: 'customer_care',
      password: 'Quite-long-pass-1',
    };
    const added = await asAdmin('POST', STAFF, body);
    expect(added.statusCode, added.body).toBe(201);
    const member = added.json<StaffMember>();
    expect(member).toMatchObject({ email: 'new.care@console.test', role: 'customer_care', totpEnrolled: false });
    expect((await asAdmin('POST', STAFF, body)).statusCode).toBe(409);
    expect((await asAdmin('GET', STAFF)).json<{ staff: StaffMember[] }>().staff.map((row) => row.id)).toContain(
      member.id,
    );
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/console/v1/auth/login',
      payload: { email: body.email, password: body.password },
    });
    expect(login.json<StaffLoginResponse>().step).toBe('enrol');
    const [row] = (await audit(`action=console.staff_create&subjectId=${member.id}`)).entries;
    expect(row).toMatchObject({
      staffId: admin.id,
      staffEmail: admin.email,
      ipAddress: FROM,
      details: { after: { email: body.email.toLowerCase(), name: 'New Care', role: 'customer_care' } },
    });
    expect(JSON.stringify(row)).not.toContain(body.password);
  });

  it('changes a role and disables a member, ending their sessions, with before and after audited', async () => {
    const member = await signedInStaff(t, 'marketing');
    const me = () => t.app.inject({ url: '/api/console/v1/me', headers: bearer(member.token) });
    expect((await asAdmin('PATCH', `${STAFF}/${member.id}`, { role: 'finance' })).json()).toMatchObject({
      role: 'finance',
    });
    expect((await me()).json()).toMatchObject({ role: 'finance' });
    expect((await asAdmin('PATCH', `${STAFF}/${member.id}`, { disabled: true })).json()).toMatchObject({
      disabled: true,
    });
    expect((await me()).statusCode).toBe(401);
    expect((await startLogin(t, member.email)).statusCode).toBe(400);
    const rows = (await audit(`action=console.staff_update&subjectId=${member.id}`)).entries;
    expect(rows.map((row) => row.details)).toEqual([
      expect.objectContaining({
        before: expect.objectContaining({ disabled: false }),
        after: expect.objectContaining({ disabled: true }),
      }),
      expect.objectContaining({
        before: expect.objectContaining({ role: 'marketing' }),
        after: expect.objectContaining({ role: 'finance' }),
      }),
    ]);
  });

  it('refuses a change of your own role, and an unknown member', async () => {
    expect((await asAdmin('PATCH', `${STAFF}/${admin.id}`, { role: 'read_only' })).statusCode).toBe(409);
    const unknown = `${STAFF}/00000000-0000-4000-8000-000000000000`;
    expect((await asAdmin('PATCH', unknown, { role: 'read_only' })).statusCode).toBe(404);
    expect((await asAdmin('POST', `${unknown}/totp-reset`)).statusCode).toBe(404);
  });

  it("resets a member's TOTP: sessions end and the next login enrols again", async () => {
    const member = await signedInStaff(t, 'finance');
    const reset = await asAdmin('POST', `${STAFF}/${member.id}/totp-reset`);
    expect(reset.json()).toMatchObject({ totpEnrolled: false });
    expect((await t.app.inject({ url: '/api/console/v1/me', headers: bearer(member.token) })).statusCode).toBe(401);
    expect((await startLogin(t, member.email)).json<StaffLoginResponse>().step).toBe('enrol');
  });
});

describe('the audit view', () => {
  it('filters by member and time, and pages newest first', async () => {
    const reader = await signedInStaff(t, 'read_only');
    const view = (query: string) =>
      t.app
        .inject({ url: `/api/console/v1/audit?${query}`, headers: bearer(reader.token) })
        .then((r) => r.json<StaffAuditPage>());
    const first = await view(`staffId=${admin.id}&limit=2`);
    expect(first.entries).toHaveLength(2);
    expect(first.entries.every((row) => row.staffId === admin.id && row.action.startsWith('console.'))).toBe(true);
    expect(first.nextBefore).not.toBeNull();
    const second = await view(`staffId=${admin.id}&limit=2&before=${first.nextBefore}`);
    expect(second.entries[0]?.id).toBeLessThan(first.entries[1]?.id ?? 0);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await view(`from=${encodeURIComponent(future)}`)).entries).toEqual([]);
    const tooMany = await t.app.inject({ url: '/api/console/v1/audit?limit=101', headers: bearer(reader.token) });
    expect(tooMany.statusCode).toBe(400);
  });
});

import type { StaffLoginResponse, StaffSessionResponse } from '@selfcare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD, DEMO_STAFF_TOTP_SECRET, seedDemoStaff } from './seed-demo-staff';
import { codeFor, LOGIN, TOTP } from './test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoStaff(t.db, t.app.config.jwt.secret);
});
afterAll(() => t.close());

describe('the demo console staff', () => {
  it.each(DEMO_STAFF)(
    '$email signs in with the published password and a code of the published secret, as $role',
    async ({ email, role }) => {
      const started = await t.app.inject({
        method: 'POST',
        url: LOGIN,
        payload: { email, password: DEMO_STAFF_PASSWORD },
      });
      expect(started.statusCode, started.body).toBe(200);
      const pending = started.json<StaffLoginResponse>();
      expect(pending.enrolment ?? null).toBeNull();
      const finished = await t.app.inject({
        method: 'POST',
        url: TOTP,
        headers: { authorization: `Bearer ${pending.pendingToken}` },
        payload: { code: codeFor(DEMO_STAFF_TOTP_SECRET) },
      });
      expect(finished.statusCode, finished.body).toBe(200);
      const session = finished.json<StaffSessionResponse>();
      const me = await t.app.inject({
        url: '/api/console/v1/me',
        headers: { authorization: `Bearer ${session.token}` },
      });
      expect(me.json()).toMatchObject({ email, role, totpEnrolled: true });
    },
  );
});

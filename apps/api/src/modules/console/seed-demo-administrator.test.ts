import type { StaffLoginResponse, StaffSessionResponse } from '@selfcare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { DEMO_ADMINISTRATOR, seedDemoAdministrator } from './seed-demo-administrator';
import { codeFor, LOGIN, TOTP } from './test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAdministrator(t.db, t.app.config.jwt.secret);
});
afterAll(() => t.close());

describe('the demo console administrator', () => {
  it('signs in with the published password and a code of the published TOTP secret, no enrolment asked', async () => {
    const started = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      payload: { email: DEMO_ADMINISTRATOR.email, password: DEMO_ADMINISTRATOR.password },
    });
    expect(started.statusCode, started.body).toBe(200);
    const pending = started.json<StaffLoginResponse>();
    expect(pending.enrolment ?? null).toBeNull();
    const finished = await t.app.inject({
      method: 'POST',
      url: TOTP,
      headers: { authorization: `Bearer ${pending.pendingToken}` },
      payload: { code: codeFor(DEMO_ADMINISTRATOR.totpSecret) },
    });
    expect(finished.statusCode, finished.body).toBe(200);
    const session = finished.json<StaffSessionResponse>();
    const me = await t.app.inject({
      url: '/api/console/v1/me',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(me.json()).toMatchObject({ email: DEMO_ADMINISTRATOR.email, role: 'administrator', totpEnrolled: true });
  });
});

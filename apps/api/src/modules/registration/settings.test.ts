import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';

const SETTINGS = '/api/users/v1/registration/settings';
const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((app) => app.close())));

async function settingsOf(externalRegistrationUrl: string | null) {
  const t = await createTestApp({ externalRegistrationUrl });
  apps.push(t);
  return t.app.inject({ url: SETTINGS });
}

describe('GET /registration/settings', () => {
  it("answers no external site by default: sign-up stays in this portal's own registration", async () => {
    const response = await settingsOf(null);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ externalRegistrationUrl: null });
    expect(response.headers['cache-control']).toBe('public, max-age=60');
  });

  it("answers the operator's registration site when EXTERNAL_REGISTRATION_URL names one", async () => {
    const response = await settingsOf('https://www.slt.lk/register');
    expect(response.json()).toEqual({ externalRegistrationUrl: 'https://www.slt.lk/register' });
  });
});

import { gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { bearer, createAccount } from '../../../test/factories';
import { outboxMessages } from '../../db/schema';

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function logIn(
  account: { email: string; password: string },
  options: { deviceKey?: string; country?: string; language?: string } = {},
) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/v1/login',
    headers: {
      'user-agent': FIREFOX,
      'x-sandbox-country': options.country ?? 'LK',
      'accept-language': options.language ?? 'en',
    },
    payload: { username: account.email, password: account.password, deviceKey: options.deviceKey },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ token: string; deviceKey: string }>();
}

async function messagesSince(to: string[], since: Date) {
  const rows = await t.db.select().from(outboxMessages).where(gt(outboxMessages.createdAt, since));
  return rows.filter((row) => to.includes(row.recipient));
}

const alertLink = (text: string) => text.match(/\/pwd_recovery\/not-me=([A-Za-z0-9_-]{43})/)?.[1] ?? '';

async function newSubscriber() {
  const mobile = `07${Math.floor(Math.random() * 1e8)
    .toString()
    .padStart(8, '0')}`;
  const account = await createAccount(t.db, { connections: [{ mobile }] });
  return { account, mobile };
}

describe('login alerts', () => {
  it('stay quiet on the first login and on a known device in a known country', async () => {
    const { account, mobile } = await newSubscriber();
    const since = new Date(Date.now() - 1000);
    const first = await logIn(account);
    expect(first.deviceKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await logIn(account, { deviceKey: first.deviceKey });
    expect(await messagesSince([account.email, mobile], since)).toEqual([]);
  });

  it('know the browser by its HttpOnly device cookie, which the web app never reads', async () => {
    const { account, mobile } = await newSubscriber();
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v1/login',
      payload: { username: account.email, password: account.password },
    });
    const cookie = String(first.headers['set-cookie']);
    expect(cookie).toMatch(
      /^selfcare_device=[A-Za-z0-9_-]{43}; Path=\/api\/auth\/v1\/login; Max-Age=\d+; HttpOnly; SameSite=Strict$/,
    );
    const since = new Date();
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v1/login',
      headers: { cookie: `other=1; ${cookie.split(';')[0]}` },
      payload: { username: account.email, password: account.password },
    });
    expect(again.statusCode).toBe(200);
    expect(await messagesSince([account.email, mobile], since)).toEqual([]);
  });

  it('tell by e-mail and SMS of a new device, in the language of the login, with the link', async () => {
    const { account, mobile } = await newSubscriber();
    await logIn(account);
    const since = new Date();
    await logIn(account, { language: 'ta' });
    const sent = await messagesSince([account.email, mobile], since);
    const email = sent.find((message) => message.channel === 'email');
    const sms = sent.find((message) => message.channel === 'sms');
    expect(email?.subject).toBe('உங்கள் Selfcare கணக்கில் புதிய உள்நுழைவு');
    expect(email?.body).toContain('Firefox / Windows');
    expect(email?.body).toContain('இலங்கை');
    expect(sms?.recipient).toBe(mobile);
    expect(sms?.body).toContain('Selfcare: உங்கள் கணக்கில்');
    expect(alertLink(sms?.body ?? '')).toBe(alertLink(email?.body ?? ''));
    expect(alertLink(email?.body ?? '')).not.toBe('');
  });

  it('tell of a known device logging in from a country the account never logged in from', async () => {
    const { account, mobile } = await newSubscriber();
    const { deviceKey } = await logIn(account);
    const since = new Date();
    await logIn(account, { deviceKey, country: 'GB' });
    const [email] = (await messagesSince([account.email], since)).filter((m) => m.channel === 'email');
    expect(email?.subject).toBe('New login to your Selfcare account');
    expect(email?.body).toContain('United Kingdom');
    expect(await messagesSince([mobile], since)).toHaveLength(1);
  });
});

describe('POST /api/auth/v1/login-alerts/not-me', () => {
  const notMe = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/v1/login-alerts/not-me', payload: { token } });

  it('signs the alerted login out at once and answers a reset token that sets a new password, once', async () => {
    const { account } = await newSubscriber();
    const owner = await logIn(account);
    const since = new Date();
    const intruder = await logIn(account, { country: 'GB' });
    const [email] = (await messagesSince([account.email], since)).filter((m) => m.channel === 'email');
    const token = alertLink(email?.body ?? '');

    const response = await notMe(token);
    expect(response.statusCode).toBe(200);
    const answer = response.json<{ message: string; resetToken: string }>();
    expect(answer.message).toBe('That login has been signed out. Choose a new password now.');
    const details = (bearerToken: string) =>
      t.app.inject({ url: '/api/users/v1/account/details', headers: bearer(bearerToken) });
    expect((await details(intruder.token)).statusCode).toBe(401);
    expect((await details(owner.token)).statusCode).toBe(200);

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v1/pwd-recovery',
      payload: { token: answer.resetToken, password: 'Another.Secret9' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await details(owner.token)).statusCode).toBe(401);

    expect((await notMe(token)).statusCode).toBe(400);
  });

  it('refuses a link that is no alert’s with a readable 400, and never names the account', async () => {
    const response = await notMe('A'.repeat(43));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'This link is not valid any more. If you did not log in, reset your password.',
      code: 'INVALID_LINK',
    });
    expect((await notMe('short')).statusCode).toBe(400);
  });
});

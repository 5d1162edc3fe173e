import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createAccount } from '../../../test/factories';
import { connections } from '../../db/schema';
import { emailsTo, freshAddress, mailWorkDone } from './test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://selfcare.example' });
});
afterAll(() => t.close());

const recover = (query: Record<string, string>, remoteAddress = freshAddress()) =>
  t.app.inject({ url: '/api/auth/v1/recover', query, remoteAddress });

const REQUEST = 'auth.username_recovery';
const SENT = {
  message: 'If an account uses this number, its username has been sent to the email address of that account.',
};

/** A mobile number no other test account has: 07 and eight random digits. */
const uniqueMobile = () =>
  `07${String((crypto.getRandomValues(new Uint32Array(1))[0] ?? 0) % 100_000_000).padStart(8, '0')}`;

describe('GET /api/auth/v1/recover', () => {
  it.each([
    ['local', (mobile: string) => mobile],
    ['+94', (mobile: string) => `+94${mobile.slice(1)}`],
    ['spaced', (mobile: string) => `${mobile.slice(0, 3)} ${mobile.slice(3, 6)} ${mobile.slice(6)}`],
  ])('e-mails the username to the account with this mobile number written %s', async (_form, write) => {
    const mobile = uniqueMobile();
    const account = await createAccount(t.db, { connections: [{ mobile }] });

    const response = await recover({ username: write(mobile) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(SENT);
    await mailWorkDone(t.db, REQUEST, mobile.slice(1));
    const [mail] = await emailsTo(t.db, account.email);
    expect(mail?.subject).toBe('Your Selfcare username');
    expect(mail?.body).toContain(`number ends in ${mobile.slice(-4)}`);
    expect(mail?.body).toMatch(new RegExp(`^${account.email}$`, 'm'));
    expect(mail?.body).toContain('https://selfcare.example/login');
  });

  it('finds an account by a fixed-line telephone number too', async () => {
    const account = await createAccount(t.db, { connections: [{ mobile: uniqueMobile() }] });
    const telephone = `0${uniqueMobile().slice(2)}1`;
    await t.db.update(connections).set({ telephoneNumber: telephone }).where(eq(connections.accountId, account.id));
    expect((await recover({ username: telephone })).json()).toEqual(SENT);
    await mailWorkDone(t.db, REQUEST, telephone.slice(1));
    expect(await emailsTo(t.db, account.email)).toHaveLength(1);
  });

  it('answers an unknown number the same and sends nothing', async () => {
    const mobile = uniqueMobile();
    const response = await recover({ username: mobile });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(SENT);
    await mailWorkDone(t.db, REQUEST, mobile.slice(1));
  });

  it.each([
    [{}, 'Mobile or telephone number is required'],
    [{ username: '' }, 'Mobile or telephone number is required'],
    [{ username: 'kamal@example.lk' }, 'Invalid telephone number'],
    [{ username: '12345' }, 'Invalid telephone number'],
    [{ username: '0771234567', extra: 'x' }, 'Unexpected field: extra'],
  ])('refuses %j with "%s"', async (query, message) => {
    const response = await recover(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: 'VALIDATION_FAILED' });
  });

  it('limits requests per number: the 4th in the window is 429 with Retry-After', async () => {
    const mobile = uniqueMobile();
    for (let attempt = 0; attempt < 3; attempt++) expect((await recover({ username: mobile })).statusCode).toBe(200);
    const blocked = await recover({ username: mobile });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
  });
});

import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { bearer } from '../../../test/factories';
import { accountTwoStep, auditLog, loginDevices, outboxMessages, secondSteps, sessions } from '../../db/schema';
import { issueAccountToken } from '../account-access/account-tokens';
import {
  codeOf,
  lastTextTo,
  letCodeStepPass,
  logIn,
  SECOND_STEP,
  secondStepOf,
  sendCode,
  subscriberWithMobile,
  withAuthenticator,
  withSmsTwoStep,
} from './two-step-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const details = (token: string) => t.app.inject({ url: '/api/users/v1/account/details', headers: bearer(token) });

describe("a login's second step", () => {
  it('answers a second step instead of a session, whose token opens nothing but the code', async () => {
    const { account } = await withAuthenticator(t);
    const response = await logIn(t, account);
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toEqual({
      secondStep: {
        method: 'authenticator',
        token: expect.any(String),
        expiresAt: expect.any(String),
        mobileEnding: null,
      },
      deviceKey: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    expect(answer.token).toBeUndefined();
    const minutes = (Date.parse(answer.secondStep.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(4);
    expect(minutes).toBeLessThanOrEqual(5);
    expect((await details(answer.secondStep.token)).statusCode).toBe(401);
    // Only the token's hash is kept.
    const [row] = await t.db.select().from(secondSteps).where(eq(secondSteps.accountId, account.id));
    expect(row?.tokenHash).not.toBe(answer.secondStep.token);
  });

  it("opens the session for the authenticator's code, once", async () => {
    const { account, secret } = await withAuthenticator(t);
    const first = await secondStepOf(t, account);
    const code = codeOf(secret, 1);
    const opened = await sendCode(t, first.secondStep.token, code);
    expect(opened.statusCode).toBe(200);
    const { token } = opened.json<{ token: string }>();
    expect((await details(token)).statusCode).toBe(200);
    // The same token again: used.
    const again = await sendCode(t, first.secondStep.token, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('SECOND_STEP_EXPIRED');
    // The same code on another login: each 30-second code works once.
    const replay = await sendCode(t, (await secondStepOf(t, account)).secondStep.token, code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ code: 'TWO_STEP_CODE_WRONG', message: 'The code is not correct.' });
    const logins = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.accountId, account.id), eq(auditLog.action, 'auth.login')));
    // The set-up's login, then the one with the second step.
    expect(logins.map((row) => row.details)).toEqual([
      expect.not.objectContaining({ secondStep: expect.anything() }),
      expect.objectContaining({ secondStep: 'authenticator', rememberDevice: false, newDevice: true }),
    ]);
  });

  it('remembers the browser for 30 days when asked, that browser only', async () => {
    const { account, secret } = await withAuthenticator(t);
    const notRemembered = await secondStepOf(t, account);
    expect((await sendCode(t, notRemembered.secondStep.token, codeOf(secret, 1))).statusCode).toBe(200);
    // Not remembered: the same browser is asked again.
    const askedAgain = await secondStepOf(t, account, { deviceKey: notRemembered.deviceKey });
    await letCodeStepPass(t, account.id);
    const remembered = await sendCode(t, askedAgain.secondStep.token, codeOf(secret), { rememberDevice: true });
    expect(remembered.statusCode).toBe(200);
    const [device] = await t.db
      .select()
      .from(loginDevices)
      .where(and(eq(loginDevices.accountId, account.id), isNotNull(loginDevices.twoStepUntil)));
    const days = ((device?.twoStepUntil?.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const skipped = await logIn(t, account, { deviceKey: askedAgain.deviceKey });
    expect(skipped.json()).toEqual({
      token: expect.any(String),
      expiresAt: expect.any(String),
      deviceKey: askedAgain.deviceKey,
    });
    const anotherBrowser = await logIn(t, account);
    expect(anotherBrowser.json().secondStep).toBeDefined();

    // The 30 days over, it asks again.
    await t.db
      .update(loginDevices)
      .set({ twoStepUntil: new Date(Date.now() - 1000) })
      .where(eq(loginDevices.accountId, account.id));
    expect((await logIn(t, account, { deviceKey: askedAgain.deviceKey })).json().secondStep).toBeDefined();
  });

  it('knows the remembered browser by its HttpOnly cookie too', async () => {
    const { account, secret } = await withAuthenticator(t);
    const first = await logIn(t, account);
    const cookie = String(first.headers['set-cookie']).split(';')[0] ?? '';
    const { secondStep } = first.json();
    expect((await sendCode(t, secondStep.token, codeOf(secret, 1), { rememberDevice: true })).statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v1/login',
      headers: { cookie },
      payload: { username: account.email, password: account.password },
    });
    expect(again.json().token).toEqual(expect.any(String));
  });

  it('takes each recovery code once, and audits its use', async () => {
    const { account, recoveryCodes } = await withAuthenticator(t);
    const [recovery = ''] = recoveryCodes;
    const first = await secondStepOf(t, account);
    expect((await sendCode(t, first.secondStep.token, ` ${recovery.replace(/-/g, ' ')} `)).statusCode).toBe(200);
    const second = await secondStepOf(t, account);
    expect((await sendCode(t, second.secondStep.token, recovery)).statusCode).toBe(400);
    const [row] = await t.db.select().from(accountTwoStep).where(eq(accountTwoStep.accountId, account.id));
    expect(row?.recoveryCodeHashes).toHaveLength(9);
    const used = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.accountId, account.id), eq(auditLog.action, 'auth.two_step_recovery_code_used')));
    expect(used).toEqual([expect.objectContaining({ outcome: 'success', details: { recoveryCodesLeft: 9 } })]);
  });

  it('by SMS: texts the code at the password, resends a new one, each works once', async () => {
    const { account, mobile } = await withSmsTwoStep(t);
    const step = await secondStepOf(t, account, { language: 'si' });
    expect(step.secondStep).toEqual(expect.objectContaining({ method: 'sms', mobileEnding: mobile.slice(-4) }));
    const { code: firstCode, text } = await lastTextTo(t, mobile);
    expect(text).toBe(`Selfcare: ඔබගේ පිවිසුම් කේතය ${firstCode}. එය මිනිත්තු 5 ක් වලංගුයි. එය කිසිවෙකුට නොකියන්න.`);
    const resent = await t.app.inject({
      method: 'POST',
      url: `${SECOND_STEP}/sms`,
      payload: { token: step.secondStep.token },
    });
    expect(resent.statusCode).toBe(200);
    expect(resent.json().message).toBe(`A code has been sent to your mobile number ending in ${mobile.slice(-4)}.`);
    const { code } = await lastTextTo(t, mobile);
    if (code !== firstCode) expect((await sendCode(t, step.secondStep.token, firstCode)).statusCode).toBe(400);
    expect((await sendCode(t, step.secondStep.token, code)).statusCode).toBe(200);
    const next = await secondStepOf(t, account);
    expect((await sendCode(t, next.secondStep.token, code)).statusCode).toBe(400);
    expect((await sendCode(t, next.secondStep.token, 'abcd-efgh-jklm')).json().code).toBe('TWO_STEP_WRONG_KIND');
  });

  it('ends after 5 minutes or 5 wrong codes: the password again', async () => {
    const { account, secret } = await withAuthenticator(t);
    const late = await secondStepOf(t, account);
    await t.db
      .update(secondSteps)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(secondSteps.accountId, account.id));
    const expired = await sendCode(t, late.secondStep.token, codeOf(secret, 1));
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({
      code: 'SECOND_STEP_EXPIRED',
      message: 'This sign-in has expired. Please log in again.',
    });
  });

  it('never sends a code, a secret or a token to the audit log', async () => {
    const { account, secret, recoveryCodes } = await withAuthenticator(t);
    const step = await secondStepOf(t, account);
    const code = codeOf(secret, 1);
    await sendCode(t, step.secondStep.token, '000000');
    await sendCode(t, step.secondStep.token, code);
    const rows = JSON.stringify(await t.db.select().from(auditLog).where(eq(auditLog.accountId, account.id)));
    for (const value of [secret, code, step.secondStep.token, ...recoveryCodes]) expect(rows).not.toContain(value);
  });
});

describe('two-step brute force', () => {
  it("counts wrong codes with the login's per-account limit: 429 with Retry-After, the right code included", async () => {
    const { account, secret } = await withAuthenticator(t);
    const remoteAddress = '203.0.113.7';
    const step = await secondStepOf(t, account, { remoteAddress });
    // The password's attempt stays counted until the code is right: 4 wrong codes use up the 5.
    for (let i = 0; i < 4; i++) {
      expect((await sendCode(t, step.secondStep.token, '000000', { remoteAddress })).statusCode).toBe(400);
    }
    const locked = await sendCode(t, step.secondStep.token, codeOf(secret, 1), { remoteAddress });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await logIn(t, account, { remoteAddress })).statusCode).toBe(429);
    const limited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.accountId, account.id), eq(auditLog.action, 'auth.second_step')));
    expect(limited.map((row) => row.outcome).sort()).toEqual([
      'failure',
      'failure',
      'failure',
      'failure',
      'rate_limited',
    ]);
  });

  it('lets no right password wipe the slate between guesses of the code', async () => {
    const { account } = await withAuthenticator(t);
    const remoteAddress = '203.0.113.8';
    const first = await secondStepOf(t, account, { remoteAddress });
    for (let i = 0; i < 3; i++) await sendCode(t, first.secondStep.token, '000000', { remoteAddress });
    // 1 + 3 counted; the password again is the 5th attempt, and the next wrong code is over the limit.
    const second = await secondStepOf(t, account, { remoteAddress });
    expect((await sendCode(t, second.secondStep.token, '000000', { remoteAddress })).statusCode).toBe(429);
  });

  it('gives the attempts back once the code is right', async () => {
    const { account, secret } = await withAuthenticator(t);
    const remoteAddress = '203.0.113.9';
    const first = await secondStepOf(t, account, { remoteAddress });
    for (let i = 0; i < 3; i++) await sendCode(t, first.secondStep.token, '000000', { remoteAddress });
    expect((await sendCode(t, first.secondStep.token, codeOf(secret, 1), { remoteAddress })).statusCode).toBe(200);
    const again = await secondStepOf(t, account, { remoteAddress });
    for (let i = 0; i < 4; i++) {
      expect((await sendCode(t, again.secondStep.token, '000000', { remoteAddress })).statusCode).toBe(400);
    }
  });

  it('ends one second step after 5 wrong codes, whatever the limits', async () => {
    const { account, secret } = await withAuthenticator(t);
    const step = await secondStepOf(t, account, { remoteAddress: '203.0.113.10' });
    // From five addresses, so no per-account-and-address limit is reached first.
    for (let i = 0; i < 5; i++) {
      await sendCode(t, step.secondStep.token, '000000', { remoteAddress: `198.51.100.${i + 1}` });
    }
    const after = await sendCode(t, step.secondStep.token, codeOf(secret, 1), { remoteAddress: '198.51.100.9' });
    expect(after.json().code).toBe('SECOND_STEP_EXPIRED');
  });

  it('counts wrong codes for turning it off and for recovery codes with the login limits too', async () => {
    const { account, token } = await withAuthenticator(t);
    // An address of its own: the limits it reaches must not refuse the other tests' logins.
    const remoteAddress = '203.0.113.11';
    const turnOff = (code: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/v1/two-step/turn-off',
        remoteAddress,
        headers: bearer(token),
        payload: { password: account.password, code },
      });
    for (let i = 0; i < 5; i++) expect((await turnOff('000000')).statusCode).toBe(400);
    expect((await turnOff('000000')).statusCode).toBe(429);
    expect((await logIn(t, account, { remoteAddress })).statusCode).toBe(429);
  });
});

describe('a password reset', () => {
  it('revokes the sessions but leaves two-step on and remembers no browser', async () => {
    const { account, secret, token } = await withAuthenticator(t);
    const step = await secondStepOf(t, account);
    const remembered = await sendCode(t, step.secondStep.token, codeOf(secret, 1), { rememberDevice: true });
    expect(remembered.statusCode).toBe(200);
    const pending = await secondStepOf(t, account, { remoteAddress: '192.0.2.50' });

    const resetToken = await issueAccountToken(t.db, account.id, 'password_reset');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v1/pwd-recovery',
      payload: { token: resetToken, password: 'Brand.New.Pass9' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await details(token)).statusCode).toBe(401);
    expect((await details(remembered.json().token)).statusCode).toBe(401);
    const [row] = await t.db.select().from(accountTwoStep).where(eq(accountTwoStep.accountId, account.id));
    expect(row?.enabledAt).not.toBeNull();
    // The login waiting for its code with the old password is over.
    await letCodeStepPass(t, account.id);
    expect(
      (await sendCode(t, pending.secondStep.token, codeOf(secret), { remoteAddress: '192.0.2.50' })).json().code,
    ).toBe('SECOND_STEP_EXPIRED');
    // The new password on the browser remembered before: the code is asked again.
    const after = await logIn(t, { ...account, password: 'Brand.New.Pass9' }, { deviceKey: step.deviceKey });
    expect(after.json().secondStep).toEqual(expect.objectContaining({ method: 'authenticator' }));
    const live = await t.db.select().from(sessions).where(eq(sessions.accountId, account.id));
    expect(live.every((session) => session.revokedAt !== null)).toBe(true);
  });
});

describe('a subscriber without two-step sign-in', () => {
  it('logs in with the password alone, and gets no text', async () => {
    const { account, mobile } = await subscriberWithMobile(t);
    const response = await logIn(t, account);
    expect(response.json()).toEqual({
      token: expect.any(String),
      expiresAt: expect.any(String),
      deviceKey: expect.any(String),
    });
    expect(await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, mobile))).toEqual([]);
  });
});

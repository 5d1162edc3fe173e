import { createHash } from 'node:crypto';
import type { RecoveryCodesResponse, TwoStepStatus } from '@selfcare/contracts';
import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { bearer, createAccount, loginToken } from '../../../test/factories';
import { accounts, accountTwoStep, auditLog, twoStepSmsCodes } from '../../db/schema';
import {
  codeOf,
  lastTextTo,
  letCodeStepPass,
  subscriberWithMobile,
  TWO_STEP,
  withAuthenticator,
  withSmsTwoStep,
} from './two-step-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (token: string, path: string, payload?: object) =>
  t.app.inject({ method: 'POST', url: `${TWO_STEP}${path}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const statusOf = async (token: string) =>
  (await t.app.inject({ url: TWO_STEP, headers: bearer(token) })).json<TwoStepStatus>();
const auditOf = (accountId: string, action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.accountId, accountId), eq(auditLog.action, action)));

describe('setting up an authenticator', () => {
  it('answers the secret once, keeps it sealed, and turns on only with a right code', async () => {
    const { account, mobile } = await subscriberWithMobile(t);
    const token = await loginToken(t.app, account);
    expect(await statusOf(token)).toEqual({
      enabled: false,
      method: null,
      recoveryCodesLeft: null,
      mobileEnding: mobile.slice(-4),
    });

    const started = await post(token, '/authenticator');
    expect(started.statusCode).toBe(200);
    const { secret, otpauthUri } = started.json<{ secret: string; otpauthUri: string }>();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toBe(
      `otpauth://totp/Selfcare:${encodeURIComponent(account.email)}?issuer=Selfcare&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    const [row] = await t.db.select().from(accountTwoStep).where(eq(accountTwoStep.accountId, account.id));
    expect(row?.totpSecret).toMatch(/^v1\./);
    expect(row?.totpSecret).not.toContain(secret);
    expect(row?.enabledAt).toBeNull();

    const wrong = await post(token, '/authenticator/confirm', { code: codeOf(secret, 5) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: 'TWO_STEP_CODE_WRONG', message: 'The code is not correct.' });
    expect((await statusOf(token)).enabled).toBe(false);

    const right = await post(token, '/authenticator/confirm', { code: codeOf(secret) });
    expect(right.statusCode).toBe(200);
    const { message, recoveryCodes } = right.json<RecoveryCodesResponse>();
    expect(message).toBe('Two-step sign-in is on.');
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}$/);
    const [on] = await t.db.select().from(accountTwoStep).where(eq(accountTwoStep.accountId, account.id));
    // Only SHA-256 hashes of the codes are kept.
    expect(on?.recoveryCodeHashes).toEqual(
      recoveryCodes.map((code) => createHash('sha256').update(code.replace(/-/g, '')).digest('hex')),
    );
    expect(await statusOf(token)).toEqual({
      enabled: true,
      method: 'authenticator',
      recoveryCodesLeft: 10,
      mobileEnding: mobile.slice(-4),
    });
  });

  it('refuses a new set-up while on, and a confirmation without a set-up', async () => {
    const { token } = await withAuthenticator(t);
    expect((await post(token, '/authenticator')).statusCode).toBe(409);
    expect((await post(token, '/sms')).statusCode).toBe(409);

    const other = await createAccount(t.db, { connections: [{}] });
    const otherToken = await loginToken(t.app, other);
    const none = await post(otherToken, '/authenticator/confirm', { code: '123456' });
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe('The set-up has expired. Please start again.');
  });

  it('audits turning on without the secret or the codes', async () => {
    const { account, secret, recoveryCodes } = await withAuthenticator(t);
    const rows = await auditOf(account.id, 'auth.two_step_on');
    expect(rows).toEqual([
      expect.objectContaining({ outcome: 'success', details: { method: 'authenticator', recoveryCodes: 10 } }),
    ]);
    const everything = JSON.stringify(await t.db.select().from(auditLog).where(eq(auditLog.accountId, account.id)));
    expect(everything).not.toContain(secret);
    for (const code of recoveryCodes) expect(everything).not.toContain(code);
  });
});

describe('setting up SMS', () => {
  it("texts a 6-digit code to the first connection's mobile in the account's language, kept hashed", async () => {
    const { account, mobile } = await subscriberWithMobile(t);
    const token = await loginToken(t.app, account);
    // As if the subscriber's last login had been in Tamil.
    await t.db.update(accounts).set({ language: 'ta' }).where(eq(accounts.id, account.id));
    const sent = await post(token, '/sms');
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toBe(`A code has been sent to your mobile number ending in ${mobile.slice(-4)}.`);
    const { text, code } = await lastTextTo(t, mobile);
    expect(text).toBe(
      `Selfcare: உங்கள் உள்நுழைவுக் குறியீடு ${code}. இது 5 நிமிடங்களுக்குச் செல்லுபடியாகும். இதை யாரிடமும் சொல்ல வேண்டாம்.`,
    );
    const [row] = await t.db.select().from(twoStepSmsCodes).where(eq(twoStepSmsCodes.accountId, account.id));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);
    expect((row?.expiresAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(4 * 60_000);
    expect((row?.expiresAt.getTime() ?? 0) - Date.now()).toBeLessThanOrEqual(5 * 60_000);

    const wrong = await post(token, '/sms/confirm', { code: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    const right = await post(token, '/sms/confirm', { code });
    expect(right.statusCode).toBe(200);
    expect((await statusOf(token)).method).toBe('sms');
    // Used once: the same code again finds no set-up waiting.
    expect((await post(token, '/sms/confirm', { code })).statusCode).toBe(409);
  });

  it('gives a code 5 tries and 5 minutes', async () => {
    const { account, mobile } = await subscriberWithMobile(t);
    const token = await loginToken(t.app, account);
    await post(token, '/sms');
    const { code } = await lastTextTo(t, mobile);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await post(token, '/sms/confirm', { code: wrongCode })).statusCode).toBe(400);
    expect((await post(token, '/sms/confirm', { code })).statusCode).toBe(422);

    await post(token, '/sms');
    const fresh = await lastTextTo(t, mobile);
    await t.db
      .update(twoStepSmsCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(twoStepSmsCodes.accountId, account.id), gt(twoStepSmsCodes.expiresAt, new Date(0))));
    const late = await post(token, '/sms/confirm', { code: fresh.code });
    expect(late.statusCode).toBe(422);
    expect((await statusOf(token)).enabled).toBe(false);
  });

  it('says so when the account has no mobile', async () => {
    const account = await createAccount(t.db);
    const token = await loginToken(t.app, account);
    const refused = await post(token, '/sms');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Your account has no mobile number to send a code to.');
  });
});

describe('turning two-step sign-in off', () => {
  it('needs the current password and a code', async () => {
    const { account, token, secret } = await withAuthenticator(t);
    await letCodeStepPass(t, account.id);
    const wrongPassword = await post(token, '/turn-off', { password: 'Not.the.one1', code: codeOf(secret) });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().code).toBe('WRONG_PASSWORD');
    const wrongCode = await post(token, '/turn-off', { password: account.password, code: codeOf(secret, 5) });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().code).toBe('TWO_STEP_CODE_WRONG');
    const missing = await post(token, '/turn-off', { password: account.password });
    expect(missing.statusCode).toBe(400);
    expect((await statusOf(token)).enabled).toBe(true);

    const off = await post(token, '/turn-off', { password: account.password, code: codeOf(secret) });
    expect(off.statusCode).toBe(200);
    expect(off.json().message).toBe('Two-step sign-in is off.');
    expect((await statusOf(token)).enabled).toBe(false);
    expect(await t.db.select().from(accountTwoStep).where(eq(accountTwoStep.accountId, account.id))).toEqual([]);
    expect(await auditOf(account.id, 'auth.two_step_off')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ outcome: 'success', details: { method: 'authenticator', factor: 'authenticator' } }),
        expect.objectContaining({ outcome: 'failure', details: { wrong: 'code' } }),
        expect.objectContaining({ outcome: 'failure', details: { wrong: 'password' } }),
      ]),
    );
    expect((await post(token, '/turn-off', { password: account.password, code: '123456' })).statusCode).toBe(409);
  });

  it('takes a recovery code, or with SMS a texted code and no recovery code', async () => {
    const withApp = await withAuthenticator(t);
    const [recovery = ''] = withApp.recoveryCodes;
    const off = await post(withApp.token, '/turn-off', {
      password: withApp.account.password,
      code: recovery.toUpperCase(),
    });
    expect(off.statusCode).toBe(200);
    expect(await auditOf(withApp.account.id, 'auth.two_step_recovery_code_used')).toEqual([
      expect.objectContaining({ outcome: 'success', details: { recoveryCodesLeft: 9 } }),
    ]);

    const bySms = await withSmsTwoStep(t);
    const recoveryWithSms = await post(bySms.token, '/turn-off', {
      password: bySms.account.password,
      code: 'abcd-efgh-jklm',
    });
    expect(recoveryWithSms.statusCode).toBe(400);
    expect(recoveryWithSms.json().message).toBe('This sign-in does not use that kind of code.');
    expect((await post(bySms.token, '/sms/code')).statusCode).toBe(200);
    const { code } = await lastTextTo(t, bySms.mobile);
    expect((await post(bySms.token, '/turn-off', { password: bySms.account.password, code })).statusCode).toBe(200);
    expect((await statusOf(bySms.token)).enabled).toBe(false);
  });
});

describe('renewing recovery codes', () => {
  it('needs a code, answers ten new ones and the old ones stop working', async () => {
    const { account, token, secret, recoveryCodes } = await withAuthenticator(t);
    expect((await post(token, '/recovery-codes', {})).statusCode).toBe(400);
    expect((await post(token, '/recovery-codes', { code: codeOf(secret, 5) })).statusCode).toBe(400);
    await letCodeStepPass(t, account.id);
    const renewed = await post(token, '/recovery-codes', { code: codeOf(secret) });
    expect(renewed.statusCode).toBe(200);
    const fresh = renewed.json<RecoveryCodesResponse>();
    expect(fresh.message).toBe('Here are your new recovery codes. The old ones no longer work.');
    expect(fresh.recoveryCodes).toHaveLength(10);
    expect(fresh.recoveryCodes.some((code) => recoveryCodes.includes(code))).toBe(false);

    const old = await post(token, '/recovery-codes', { code: recoveryCodes[0] ?? '' });
    expect(old.statusCode).toBe(400);
    expect((await post(token, '/recovery-codes', { code: fresh.recoveryCodes[0] ?? '' })).statusCode).toBe(200);
  });

  it('is an authenticator thing: 422 with SMS', async () => {
    const { token } = await withSmsTwoStep(t);
    expect((await post(token, '/recovery-codes', { code: '123456' })).statusCode).toBe(422);
  });
});

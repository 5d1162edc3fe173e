import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { auditLog, secondSteps, twoStepSmsCodes } from '../../db/schema';
import { purgeExpiredSignInSteps } from './purge-expired-sign-in-steps';
import { codeOf, secondStepOf, sendCode, withAuthenticator, withSmsTwoStep } from './two-step-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const past = () => new Date(Date.now() - 1000);
const refusals = (accountId: string | null, action = 'auth.second_step') =>
  t.db
    .select()
    .from(auditLog)
    .where(
      and(
        accountId === null ? isNull(auditLog.accountId) : eq(auditLog.accountId, accountId),
        eq(auditLog.action, action),
        eq(auditLog.outcome, 'failure'),
      ),
    );

describe('the purge of expired two-step sign-in rows', () => {
  it('deletes second steps and SMS codes past their time, and leaves those still waiting', async () => {
    const old = await withSmsTwoStep(t);
    await secondStepOf(t, old.account);
    const fresh = await withSmsTwoStep(t);
    await secondStepOf(t, fresh.account);
    await t.db.update(secondSteps).set({ expiresAt: past() }).where(eq(secondSteps.accountId, old.account.id));
    await t.db.update(twoStepSmsCodes).set({ expiresAt: past() }).where(eq(twoStepSmsCodes.accountId, old.account.id));

    const purged = await purgeExpiredSignInSteps(t.db);
    expect(purged.secondSteps).toBeGreaterThanOrEqual(1);
    expect(purged.smsCodes).toBeGreaterThanOrEqual(1);
    for (const table of [secondSteps, twoStepSmsCodes]) {
      expect(await t.db.select().from(table).where(eq(table.accountId, old.account.id))).toEqual([]);
      expect(await t.db.select().from(table).where(eq(table.accountId, fresh.account.id))).toHaveLength(1);
    }
    // Nothing left to purge: a second run deletes none of the waiting rows.
    await purgeExpiredSignInSteps(t.db);
    expect(await t.db.select().from(secondSteps).where(eq(secondSteps.accountId, fresh.account.id))).toHaveLength(1);
  });

  it('deletes a used second step once its time is over', async () => {
    const { account, secret } = await withAuthenticator(t);
    const step = await secondStepOf(t, account);
    expect((await sendCode(t, step.secondStep.token, codeOf(secret, 1))).statusCode).toBe(200);
    await t.db.update(secondSteps).set({ expiresAt: past() }).where(eq(secondSteps.accountId, account.id));
    await purgeExpiredSignInSteps(t.db);
    expect(await t.db.select().from(secondSteps).where(eq(secondSteps.accountId, account.id))).toEqual([]);
  });
});

describe("the second step's early refusals in the audit log", () => {
  it.each([
    ['expired', { expiresAt: past() }],
    ['locked_out', { tries: 5 }],
    ['used', { usedAt: new Date() }],
  ] as const)('records a token %s, with its account and no code or token', async (reason, change) => {
    const { account, secret } = await withAuthenticator(t);
    const step = await secondStepOf(t, account);
    await t.db.update(secondSteps).set(change).where(eq(secondSteps.accountId, account.id));
    const code = codeOf(secret, 1);
    const refused = await sendCode(t, step.secondStep.token, code);
    expect(refused.json().code).toBe('SECOND_STEP_EXPIRED');
    const rows = await refusals(account.id);
    expect(rows).toEqual([expect.objectContaining({ details: { reason }, ipAddress: expect.any(String) })]);
    for (const value of [code, step.secondStep.token]) expect(JSON.stringify(rows)).not.toContain(value);
  });

  it('records an unknown token without an account', async () => {
    const before = await refusals(null);
    const refused = await sendCode(t, randomBytes(32).toString('base64url'), '123456');
    expect(refused.json().code).toBe('SECOND_STEP_EXPIRED');
    const after = await refusals(null);
    expect(after).toHaveLength(before.length + 1);
    expect(after.filter((row) => !before.some((old) => old.id === row.id))).toEqual([
      expect.objectContaining({ accountId: null, details: { reason: 'unknown' } }),
    ]);
  });

  it('records a recovery code sent to an SMS second step, and a resend asked of an authenticator one', async () => {
    const sms = await withSmsTwoStep(t);
    const step = await secondStepOf(t, sms.account);
    expect((await sendCode(t, step.secondStep.token, 'ABCD-EFGH')).statusCode).toBe(400);
    expect(await refusals(sms.account.id)).toEqual([
      expect.objectContaining({ details: { method: 'sms', reason: 'wrong_kind' } }),
    ]);

    const app = await withAuthenticator(t);
    const appStep = await secondStepOf(t, app.account);
    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v1/login/second-step/sms',
      payload: { token: appStep.secondStep.token },
    });
    expect(resend.statusCode).toBe(400);
    expect(await refusals(app.account.id, 'auth.two_step_code_sent')).toEqual([
      expect.objectContaining({ details: { purpose: 'sign_in', reason: 'not_sms' } }),
    ]);
  });

  it('records a resend for a token that serves no more', async () => {
    const { account } = await withSmsTwoStep(t);
    const step = await secondStepOf(t, account);
    await t.db.update(secondSteps).set({ expiresAt: past() }).where(eq(secondSteps.accountId, account.id));
    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v1/login/second-step/sms',
      payload: { token: step.secondStep.token },
    });
    expect(resend.json().code).toBe('SECOND_STEP_EXPIRED');
    expect(await refusals(account.id, 'auth.two_step_code_sent')).toEqual([
      expect.objectContaining({ details: { reason: 'expired' } }),
    ]);
  });
});

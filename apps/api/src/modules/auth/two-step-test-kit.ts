import type { LoginOrSecondStepResponse, RecoveryCodesResponse } from '@selfcare/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { TestApp } from '../../../test/app';
import { bearer, createAccount, loginToken, type TestAccount } from '../../../test/factories';
import { accountTwoStep, outboxMessages } from '../../db/schema';

export const TWO_STEP = '/api/auth/v1/two-step';
export const LOGIN = '/api/auth/v1/login';
export const SECOND_STEP = '/api/auth/v1/login/second-step';

/** The code an authenticator app shows for `secret`, `stepsAhead` 30-second steps from now (each is taken once). */
export const codeOf = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });

/** A new subscriber with a mobile of their own, so the outbox's texts to it are theirs alone. */
export async function subscriberWithMobile(t: TestApp) {
  const mobile = `07${Math.floor(Math.random() * 1e8)
    .toString()
    .padStart(8, '0')}`;
  const account = await createAccount(t.db, { connections: [{ mobile }] });
  return { account, mobile };
}

/** The six digits of the latest text sent to `mobile`, and the text. */
export async function lastTextTo(t: TestApp, mobile: string) {
  const [row] = await t.db
    .select({ body: outboxMessages.body })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, mobile), eq(outboxMessages.channel, 'sms')))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  const text = row?.body ?? '';
  return { text, code: text.match(/\b(\d{6})\b/)?.[1] ?? '' };
}

export function logIn(
  t: TestApp,
  account: { email: string; password: string },
  options: { deviceKey?: string; remoteAddress?: string; language?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: LOGIN,
    remoteAddress: options.remoteAddress ?? '127.0.0.1',
    headers: { 'accept-language': options.language ?? 'en' },
    payload: { username: account.email, password: account.password, deviceKey: options.deviceKey },
  });
}

export async function secondStepOf(t: TestApp, account: TestAccount, options: Parameters<typeof logIn>[2] = {}) {
  const response = await logIn(t, account, options);
  const answer = response.json<LoginOrSecondStepResponse>();
  if (!('secondStep' in answer)) throw new Error(`no second step: ${response.body}`);
  return answer;
}

export function sendCode(
  t: TestApp,
  token: string,
  code: string,
  options: { rememberDevice?: boolean; remoteAddress?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: SECOND_STEP,
    remoteAddress: options.remoteAddress ?? '127.0.0.1',
    payload: { token, code, rememberDevice: options.rememberDevice ?? false },
  });
}

/** A subscriber with an authenticator on: their account, session token, secret and recovery codes. */
export async function withAuthenticator(t: TestApp) {
  const { account, mobile } = await subscriberWithMobile(t);
  const token = await loginToken(t.app, account);
  const setup = await t.app.inject({ method: 'POST', url: `${TWO_STEP}/authenticator`, headers: bearer(token) });
  const { secret } = setup.json<{ secret: string }>();
  const confirmed = await t.app.inject({
    method: 'POST',
    url: `${TWO_STEP}/authenticator/confirm`,
    headers: bearer(token),
    payload: { code: codeOf(secret) },
  });
  if (confirmed.statusCode !== 200) throw new Error(`set-up failed: ${confirmed.body}`);
  const { recoveryCodes } = confirmed.json<RecoveryCodesResponse>();
  return { account, mobile, token, secret, recoveryCodes };
}

/** A subscriber with two-step sign-in by SMS on. */
export async function withSmsTwoStep(t: TestApp) {
  const { account, mobile } = await subscriberWithMobile(t);
  const token = await loginToken(t.app, account);
  await t.app.inject({ method: 'POST', url: `${TWO_STEP}/sms`, headers: bearer(token) });
  const confirmed = await t.app.inject({
    method: 'POST',
    url: `${TWO_STEP}/sms/confirm`,
    headers: bearer(token),
    payload: { code: (await lastTextTo(t, mobile)).code },
  });
  if (confirmed.statusCode !== 200) throw new Error(`set-up failed: ${confirmed.body}`);
  return { account, mobile, token };
}

/**
 * As if 30 seconds had gone by since the last code was taken: each 30-second code works once, and a
 * test uses more codes than its half-minute holds.
 */
export async function letCodeStepPass(t: TestApp, accountId: string) {
  await t.db.update(accountTwoStep).set({ totpLastStep: null }).where(eq(accountTwoStep.accountId, accountId));
}

import { randomInt, randomUUID } from 'node:crypto';
import type { BasePackage, SignUpResponse } from '@selfcare/contracts';
import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/app';
import { outboxMessages } from '../../db/schema';

export const REGISTER = '/api/users/v1/registration';

/** A client address of its own per test, so per-address limits never cross tests. */
export function newAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export function newEmail(): string {
  return `register-${randomUUID()}@example.com`;
}

/** A mobile number of its own, ending in the digit the sandbox operator decides by. */
export function mobileEndingIn(lastDigit: number): string {
  return `07${String(randomInt(10_000_000)).padStart(7, '0')}${lastDigit}`;
}

export const credentials = () => ({ email: newEmail(), password: 'Secret.123', confirmPassword: 'Secret.123' });

export async function signUp(t: TestApp, body: object, remoteAddress = newAddress()) {
  return t.app.inject({ method: 'POST', url: REGISTER, payload: body, remoteAddress });
}

export async function signedUp(
  t: TestApp,
  body: object,
): Promise<SignUpResponse & { headers: Record<string, string> }> {
  const response = await signUp(t, body);
  expect(response.statusCode, response.body).toBe(201);
  const answer = response.json<SignUpResponse>();
  return { ...answer, headers: { 'registration-token': answer.registrationToken ?? '' } };
}

/** The latest SMS sent to a number, from the sandbox outbox. */
export async function lastSms(t: TestApp, mobile: string): Promise<string> {
  const [message] = await t.db
    .select({ body: outboxMessages.body })
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, mobile))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  return message?.body ?? '';
}

export async function lastOtp(t: TestApp, mobile: string): Promise<string> {
  const match = /\b(\d{6})\b/.exec(await lastSms(t, mobile));
  if (!match?.[1]) throw new Error(`no OTP sent to ${mobile}`);
  return match[1];
}

export function verify(
  t: TestApp,
  headers: Record<string, string>,
  connectionId: string,
  otp: string,
  remoteAddress = newAddress(),
) {
  return t.app.inject({
    method: 'POST',
    url: `${REGISTER}/otp`,
    headers,
    payload: { connectionId, otp },
    remoteAddress,
  });
}

export async function packagesFor(t: TestApp, headers: Record<string, string>, connectionId: string) {
  const response = await t.app.inject({ url: `${REGISTER}/packages?connectionId=${connectionId}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BasePackage[]>();
}

/** A package the registration may choose, with its option. */
export async function choice(t: TestApp, headers: Record<string, string>, connectionId: string) {
  const list = await packagesFor(t, headers, connectionId);
  const chosen = list.find((item) => item.purchaseOption !== null && item.purchaseOption.purchasePrice > 0);
  if (!chosen?.purchaseOption) throw new Error('no package to choose');
  return { connectionId, productId: chosen.id, purchaseOptionId: chosen.purchaseOption.id, extraPackageIds: [] };
}

export function subscribe(t: TestApp, headers: Record<string, string>, body: object, key?: string) {
  return t.app.inject({
    method: 'POST',
    url: `${REGISTER}/subscribe`,
    headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload: body,
  });
}

/**
 * A type 6 sign-up up to the operator's consent: the package chosen asks for consent, and the consent
 * request answers the bridge id and the operator's page.
 */
export async function askedForConsent(t: TestApp, lastDigit: number) {
  const mobile = mobileEndingIn(lastDigit);
  const body = { connectionType: 6, firstName: 'Ruwan', mobile, contactNo: mobile, ...credentials() };
  const reg = await signedUp(t, body);
  expect(reg.next).toBe('viewpackage');
  const chosen = await subscribe(t, reg.headers, await choice(t, reg.headers, reg.connectionId));
  expect(chosen.json()).toMatchObject({ kind: 'consent' });
  const consent = await t.app.inject({
    method: 'POST',
    url: `${REGISTER}/consent`,
    headers: reg.headers,
    payload: { connectionId: reg.connectionId, msisdn: mobile },
  });
  expect(consent.statusCode, consent.body).toBe(200);
  const { bridgeID, consentUrl } = consent.json<{ bridgeID: string; consentUrl: string }>();
  return { reg, body, mobile, bridgeID, consentUrl };
}

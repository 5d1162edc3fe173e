import type { SignUpResponse } from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { billLines, purchases } from '../../db/schema';
import { type RecordingOperatorBilling, recordingIntegrations } from '../operator-payments/test-kit';
import { choice, credentials, lastOtp, mobileEndingIn, REGISTER, signedUp, subscribe, verify } from './test-kit';

/**
 * One purchase and one charge under racing requests. Meaningful on PostgreSQL (TEST_DATABASE_URL), where
 * the requests really run side by side; PGlite serialises them.
 */
const RACERS = 8;

let t: TestApp;
let operator: RecordingOperatorBilling;
beforeAll(async () => {
  const recording = recordingIntegrations();
  operator = recording.operator;
  t = await createSeededTestApp({}, recording.integrations);
});
afterAll(() => t.close());

describe('racing registration payments', () => {
  it('8 subscribes with one Idempotency-Key make one purchase and one bill charge', async () => {
    const body = {
      connectionType: 1,
      telephoneNumber: '0112555123',
      accountNumber: '0012555123',
      address: 'x',
      mobile: '0779990101',
      ...credentials(),
    };
    const reg: SignUpResponse & { headers: Record<string, string> } = await signedUp(t, body);
    await verify(t, reg.headers, reg.connectionId, await lastOtp(t, body.mobile));
    const request = await choice(t, reg.headers, reg.connectionId);
    const answers = await Promise.all(
      Array.from({ length: RACERS }, () => subscribe(t, reg.headers, request, 'racing-registration-key')),
    );
    expect(answers.some((answer) => answer.statusCode === 200)).toBe(true);
    // A racer arriving after the winner completed the registration gets the first answer replayed.
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    expect(await t.db.select().from(purchases).where(eq(purchases.connectionId, reg.connectionId))).toHaveLength(1);
    expect(await t.db.select().from(billLines).where(eq(billLines.connectionId, reg.connectionId))).toHaveLength(1);

    // Once complete: the same key answers as the first time; a new key is refused and charges nothing.
    const first = answers.find((answer) => answer.statusCode === 200);
    const replay = await subscribe(t, reg.headers, request, 'racing-registration-key');
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json()).toEqual(first?.json());
    const another = await subscribe(t, reg.headers, request, 'another-key-after-completion');
    expect(another.statusCode).toBe(409);
    expect(another.json()).toMatchObject({ message: 'This connection is not waiting for a package.' });
    expect(await t.db.select().from(billLines).where(eq(billLines.connectionId, reg.connectionId))).toHaveLength(1);
  });

  it('8 consent validations make one operator charge', async () => {
    const mobile = mobileEndingIn(5);
    const reg = await signedUp(t, {
      connectionType: 6,
      firstName: 'Ruwan',
      mobile,
      contactNo: mobile,
      ...credentials(),
    });
    await subscribe(t, reg.headers, await choice(t, reg.headers, reg.connectionId));
    const consent = await t.app.inject({
      method: 'POST',
      url: `${REGISTER}/consent`,
      headers: reg.headers,
      payload: { connectionId: reg.connectionId, msisdn: mobile },
    });
    const { bridgeID, consentUrl } = consent.json<{ bridgeID: string; consentUrl: string }>();
    const returnUrl = new URL(consentUrl).searchParams.get('returnUrl') ?? '';
    await t.app.inject({
      method: 'POST',
      url: '/sandbox/operator/consent',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ bridgeID, returnUrl, decision: 'approve' }).toString(),
    });
    const answers = await Promise.all(
      Array.from({ length: RACERS }, () =>
        t.app.inject({
          method: 'POST',
          url: `${REGISTER}/consent/validate?bridgeId=${bridgeID}&msisdn=${mobile}`,
          headers: reg.headers,
        }),
      ),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(operator.chargesTo(mobile)).toHaveLength(1);
  });
});

import type { ProductDetail } from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { demo } from '../../../test/catalogue';
import { DEFAULT_PASSWORD, DEFAULT_PIN } from '../../../test/factories';
import { hboMonthlySubscribeBody } from '../../../test/purchases';
import { auditLog } from '../../db/schema';
import { PIN_ATTEMPT_LIMIT } from '../purchasing/verify-parental-pin';
import { PIN_CHANGE_LIMIT } from './change-parental-pin';
import { BILLING, expectReadable400, subscriber, USERS } from './test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createSeededTestApp();
});
afterAll(() => t.close());

const NEW_PIN = '9876';
const pinUrl = (connectionId: string) => `${USERS}/connections/${connectionId}/parental-pin`;

function changePin(connectionId: string, headers: Record<string, string>, body: object) {
  return t.app.inject({ method: 'POST', url: pinUrl(connectionId), headers, payload: body });
}

/** Subscribes the connection to HBO (billed monthly) with `pin`; answers the status code. */
async function buyHbo(connectionId: string, headers: Record<string, string>, pin: string) {
  const pageResponse = await t.app.inject({
    url: `${BILLING}/user-products/${demo.productId('hbo')}?conid=${connectionId}`,
    headers,
  });
  const page = pageResponse.json<ProductDetail>();
  const response = await t.app.inject({
    method: 'POST',
    url: `${BILLING}/user-purchase/subscribe`,
    headers,
    payload: hboMonthlySubscribeBody(connectionId, page, { pin }),
  });
  return response.statusCode;
}

describe('POST /connections/{id}/parental-pin', () => {
  it('sets the new PIN: a purchase with it goes through and the old one is refused', async () => {
    const { connectionId, headers } = await subscriber(t);
    const response = await changePin(connectionId, headers, { password: DEFAULT_PASSWORD, pin: NEW_PIN });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Your parental PIN has been changed.' });
    expect(await buyHbo(connectionId, headers, DEFAULT_PIN)).toBe(422);
    expect(await buyHbo(connectionId, headers, NEW_PIN)).toBe(200);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.subjectId, connectionId));
    expect(audits.map((entry) => [entry.action, entry.outcome])).toContainEqual([
      'connection.parental_pin_change',
      'success',
    ]);
  });

  it('lifts a purchase lock-out left by wrong PINs', async () => {
    const { connectionId, headers } = await subscriber(t);
    for (let attempt = 0; attempt < PIN_ATTEMPT_LIMIT; attempt += 1) {
      expect(await buyHbo(connectionId, headers, '0000')).toBe(422);
    }
    expect(await buyHbo(connectionId, headers, DEFAULT_PIN)).toBe(429);
    expect((await changePin(connectionId, headers, { password: DEFAULT_PASSWORD, pin: NEW_PIN })).statusCode).toBe(200);
    expect(await buyHbo(connectionId, headers, NEW_PIN)).toBe(200);
  });

  it('a wrong account password is a 400 with a readable message and keeps the PIN', async () => {
    const { connectionId, headers } = await subscriber(t);
    const response = await changePin(connectionId, headers, { password: 'not-my-password', pin: NEW_PIN });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The password is incorrect.', code: 'WRONG_PASSWORD' });
    expect(await buyHbo(connectionId, headers, NEW_PIN)).toBe(422);
  });

  it('refuses bad input with readable messages', async () => {
    const { connectionId, headers } = await subscriber(t);
    const request = (payload: object) => ({ method: 'POST' as const, url: pinUrl(connectionId), headers, payload });
    await expectReadable400(
      t.app,
      request({ password: DEFAULT_PASSWORD, pin: '12a4' }),
      'The parental PIN is 4 digits.',
    );
    await expectReadable400(
      t.app,
      request({ password: DEFAULT_PASSWORD, pin: '12345' }),
      'The parental PIN is 4 digits.',
    );
    await expectReadable400(t.app, request({ password: DEFAULT_PASSWORD }), 'Parental PIN is required');
    await expectReadable400(t.app, request({ password: '', pin: NEW_PIN }), 'Password is required');
  });

  it('is rate limited per account, with Retry-After', async () => {
    const { connectionId, headers } = await subscriber(t);
    for (let attempt = 0; attempt < PIN_CHANGE_LIMIT; attempt += 1) {
      expect((await changePin(connectionId, headers, { password: 'wrong-password', pin: NEW_PIN })).statusCode).toBe(
        400,
      );
    }
    const limited = await changePin(connectionId, headers, { password: DEFAULT_PASSWORD, pin: NEW_PIN });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await buyHbo(connectionId, headers, NEW_PIN)).toBe(422);
  });
});

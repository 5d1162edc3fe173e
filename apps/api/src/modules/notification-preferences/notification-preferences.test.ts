import type { NotificationPreferences, NotificationPreferencesSaved } from '@selfcare/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { bearer, createAccount, loginToken } from '../../../test/factories';
import { auditLog } from '../../db/schema';

const URL = '/api/users/v1/account/notification-preferences';

const DEFAULTS: NotificationPreferences = {
  renewalReminders: { sms: true, email: true },
  expiryReminders: { sms: true, email: true },
  paymentReceipts: { sms: true, email: true },
  offers: { sms: false, email: false },
  security: { sms: true, email: true },
  paymentProblems: { sms: true, email: true },
};

const CHOSEN = {
  renewalReminders: { sms: true, email: false },
  expiryReminders: { sms: false, email: true },
  paymentReceipts: { sms: false, email: false },
  offers: { sms: true, email: true },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function subscriber() {
  const account = await createAccount(t.db, { connections: [{ connectionType: 1 }] });
  return { account, headers: bearer(await loginToken(t.app, account)) };
}

const read = (headers: Record<string, string>) => t.app.inject({ url: URL, headers });
const save = (headers: Record<string, string>, payload: unknown, language?: string) =>
  t.app.inject({
    method: 'PUT',
    url: URL,
    headers: { ...headers, ...(language ? { 'accept-language': language } : {}) },
    payload: payload as object,
  });

describe('GET /api/users/v1/account/notification-preferences', () => {
  it('answers the defaults for an account that never chose: reminders and receipts on, offers off, the mandatory kinds on', async () => {
    const { headers } = await subscriber();
    const response = await read(headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(DEFAULTS);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ url: URL })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: URL, payload: CHOSEN })).statusCode).toBe(401);
  });
});

describe('PUT /api/users/v1/account/notification-preferences', () => {
  it('saves every choice, answers what is saved with a message, and GET shows it after', async () => {
    const { account, headers } = await subscriber();
    const response = await save(headers, CHOSEN);
    expect(response.statusCode, response.body).toBe(200);
    const expected = { ...CHOSEN, security: DEFAULTS.security, paymentProblems: DEFAULTS.paymentProblems };
    expect(response.json<NotificationPreferencesSaved>()).toEqual({
      message: 'Your notification choices have been saved.',
      preferences: expected,
    });
    expect((await read(headers)).json()).toEqual(expected);

    // Saved again: the row is replaced, not added to.
    expect((await save(headers, { ...CHOSEN, offers: { sms: false, email: false } })).statusCode).toBe(200);
    expect((await read(headers)).json<NotificationPreferences>().offers).toEqual({ sms: false, email: false });

    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.accountId, account.id), eq(auditLog.action, 'account.notification_preferences')));
    expect(audited).toHaveLength(2);
    expect(audited[0]?.details).toMatchObject({ before: DEFAULTS, after: expected });
  });

  it('takes the mandatory kinds back as GET gave them', async () => {
    const { headers } = await subscriber();
    const response = await save(headers, { ...DEFAULTS, renewalReminders: { sms: false, email: true } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<NotificationPreferencesSaved>().preferences.renewalReminders).toEqual({
      sms: false,
      email: true,
    });
  });

  it('refuses to turn off security notices or payment problems with a readable 400, in the caller language, changing nothing', async () => {
    const { headers } = await subscriber();
    for (const off of [
      { security: { sms: false, email: true } },
      { security: { sms: true, email: false } },
      { paymentProblems: { sms: false, email: false } },
      { paymentProblems: false },
    ]) {
      const response = await save(headers, { ...CHOSEN, ...off });
      expect(response.statusCode, JSON.stringify(off)).toBe(400);
      expect(response.json()).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'Security notices and notices of payment problems are always sent. They cannot be turned off.',
      });
    }
    const inTamil = await save(headers, { ...CHOSEN, security: { sms: false, email: true } }, 'ta');
    expect(inTamil.json().message).toBe(
      'பாதுகாப்பு அறிவிப்புகளும் கட்டணச் சிக்கல்கள் பற்றிய அறிவிப்புகளும் எப்போதும் அனுப்பப்படும். அவற்றை நிறுத்த முடியாது.',
    );
    expect((await read(headers)).json()).toEqual(DEFAULTS);
  });

  it('refuses a body that leaves a kind or a channel out, names one it does not know, or is not a boolean', async () => {
    const { headers } = await subscriber();
    const { offers: _offers, ...withoutOffers } = CHOSEN;
    const cases: [unknown, string][] = [
      [withoutOffers, 'offers'],
      [{ ...CHOSEN, renewalReminders: { sms: true } }, 'renewalReminders.email'],
      [{ ...CHOSEN, newsletters: { sms: true, email: true } }, 'newsletters'],
      [{ ...CHOSEN, offers: { sms: 'yes', email: true } }, 'offers.sms'],
      [{ ...CHOSEN, offers: { sms: true, email: true, push: true } }, 'push'],
    ];
    for (const [payload, field] of cases) {
      const response = await save(headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message, JSON.stringify(payload)).toContain(field);
    }
    expect((await read(headers)).json()).toEqual(DEFAULTS);
  });

  it("keeps each account's choices to itself: another account reads and changes only its own", async () => {
    const owner = await subscriber();
    const other = await subscriber();
    expect((await save(owner.headers, CHOSEN)).statusCode).toBe(200);
    expect((await read(other.headers)).json()).toEqual(DEFAULTS);
    const allOff = {
      renewalReminders: { sms: false, email: false },
      expiryReminders: { sms: false, email: false },
      paymentReceipts: { sms: false, email: false },
      offers: { sms: false, email: false },
    };
    expect((await save(other.headers, allOff)).statusCode).toBe(200);
    expect((await read(owner.headers)).json<NotificationPreferences>()).toMatchObject(CHOSEN);
  });
});

import { randomUUID } from 'node:crypto';
import type { CareActionResult } from '@selfcare/contracts';
import { smsTextIn } from '@selfcare/contracts/messages/sms';
import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { bearer, loginToken } from '../../../test/factories';
import { accounts, auditLog, connections, devices, outboxMessages } from '../../db/schema';
import { hashPin } from '../../lib/pin-hash';
import { careAudits, careCaller, careSubscriber, FROM, messagesTo } from './test-kit';

let t: TestApp;
let care: Awaited<ReturnType<typeof careCaller>>;
beforeAll(async () => {
  t = await createTestApp();
  care = await careCaller(t);
});
afterAll(() => t.close());

const REASON = 'Subscriber called the hotline, identity checked';
const act = (accountId: string, action: string, body: object = { reason: REASON }) =>
  care.call('POST', `/subscribers/${accountId}/actions/${action}`, body);

/** The answer, checked 200. */
async function done(response: Awaited<ReturnType<typeof act>>) {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CareActionResult>();
}

/** The console.care_<action> rows on the account. */
async function auditsOf(accountId: string, action: string) {
  return (await careAudits(t, accountId)).filter((row) => row.action === `console.care_${action}`);
}

describe('every care action', () => {
  it.each(['password-reset-link', 'email-confirmation', 'sign-out-everywhere'])(
    '%s: refuses a missing or short reason (400) and an unknown account (404), writing nothing',
    async (action) => {
      const subscriber = await careSubscriber(t, { emailConfirmed: false });
      expect((await act(subscriber.id, action, {})).statusCode).toBe(400);
      expect((await act(subscriber.id, action, { reason: ' a ' })).statusCode).toBe(400);
      expect((await act(subscriber.id, action, { reason: 'x'.repeat(501) })).statusCode).toBe(400);
      const unknown = await act(randomUUID(), action);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json<{ message: string }>().message).toBe('No subscriber has this account id.');
      expect(await careAudits(t, subscriber.id)).toEqual([]);
      expect(await messagesTo(t, [subscriber.email])).toEqual([]);
    },
  );
});

describe('password reset link and e-mail confirmation', () => {
  it("e-mails the portal's reset link, never in the answer or the audit row", async () => {
    const subscriber = await careSubscriber(t);
    const answer = await done(await act(subscriber.id, 'password-reset-link'));
    expect(answer).toMatchObject({ action: 'password_reset_link', changed: true });
    const [mail] = await messagesTo(t, [subscriber.email]);
    const token = mail?.body.match(/\/pwd_recovery\/reset=([A-Za-z0-9_-]+)/)?.[1] ?? '';
    expect(token.length).toBeGreaterThan(20);
    const [audit] = await auditsOf(subscriber.id, 'password_reset_link');
    expect(audit).toMatchObject({ staffId: care.staff.id, ipAddress: FROM, details: { reason: REASON } });
    expect(JSON.stringify([answer, audit])).not.toContain(token);

    // The link is the portal's own: it sets a new password.
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v1/pwd-recovery',
      payload: { token, password: 'A-new-Pass-2026!' },
    });
    expect(reset.statusCode, reset.body).toBeLessThan(300);
  });

  it('sends a new confirmation link to an unconfirmed address, and 409 for a confirmed one', async () => {
    const unconfirmed = await careSubscriber(t, { emailConfirmed: false });
    const answer = await done(await act(unconfirmed.id, 'email-confirmation'));
    const [mail] = await messagesTo(t, [unconfirmed.email]);
    const token = mail?.body.match(/\/email\/confirmation\/([A-Za-z0-9_-]+)/)?.[1] ?? '';
    expect(token.length).toBeGreaterThan(20);
    const [audit] = await auditsOf(unconfirmed.id, 'email_confirmation');
    expect(audit?.details).toEqual({ reason: REASON });
    expect(JSON.stringify([answer, audit])).not.toContain(token);

    const confirmed = await careSubscriber(t);
    const refused = await act(confirmed.id, 'email-confirmation');
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe('This e-mail address is confirmed already.');
    expect(await messagesTo(t, [confirmed.email])).toEqual([]);
    expect(await auditsOf(confirmed.id, 'email_confirmation')).toEqual([]);
  });
});

describe('signing out everywhere', () => {
  it("ends every session: the subscriber's tokens stop working; a repeat ends nothing more", async () => {
    const subscriber = await careSubscriber(t);
    const tokens = [await loginToken(t.app, subscriber), await loginToken(t.app, subscriber)];
    const details = (token: string) => t.app.inject({ url: '/api/users/v1/account/details', headers: bearer(token) });
    for (const token of tokens) expect((await details(token)).statusCode).toBe(200);

    const first = await done(await act(subscriber.id, 'sign-out-everywhere'));
    expect(first).toMatchObject({ changed: true, message: 'Ended 2 sessions.' });
    for (const token of tokens) expect((await details(token)).statusCode).toBe(401);
    const again = await done(await act(subscriber.id, 'sign-out-everywhere'));
    expect(again.changed).toBe(false);
    const audits = await auditsOf(subscriber.id, 'sign_out_everywhere');
    expect(audits.map((row) => row.details)).toEqual([
      { reason: REASON, sessionsEnded: 0 },
      { reason: REASON, sessionsEnded: 2 },
    ]);
    // Signing in again works: only what was issued before is refused.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await details(await loginToken(t.app, subscriber))).statusCode).toBe(200);
  });
});

describe('removing a device', () => {
  it("removes the account's device, audited; another account's device is a 404", async () => {
    const subscriber = await careSubscriber(t);
    const other = await careSubscriber(t);
    const wrong = await act(subscriber.id, `devices/${other.deviceId}/remove`);
    expect(wrong.statusCode).toBe(404);
    expect(await t.db.select().from(devices).where(eq(devices.id, other.deviceId))).toHaveLength(1);

    await done(await act(subscriber.id, `devices/${subscriber.deviceId}/remove`));
    expect(await t.db.select().from(devices).where(eq(devices.id, subscriber.deviceId))).toEqual([]);
    const [audit] = await auditsOf(subscriber.id, 'device_remove');
    expect(audit?.details).toMatchObject({
      reason: REASON,
      deviceId: subscriber.deviceId,
      connectionId: subscriber.fixedLine,
    });
    expect((await act(subscriber.id, `devices/${subscriber.deviceId}/remove`)).statusCode).toBe(404);
    expect((await act(subscriber.id, `devices/${randomUUID()}/remove`, {})).statusCode).toBe(400);
  });
});

describe('suspending and reactivating a connection', () => {
  const statusOf = async (id: string) =>
    (await t.db.select({ status: connections.status }).from(connections).where(eq(connections.id, id)))[0]?.status;

  it('suspends an active connection and reactivates it; the wrong state is a 409 sentence', async () => {
    const subscriber = await careSubscriber(t);
    const path = (what: string) => `connections/${subscriber.cardLine}/${what}`;
    const refusedReactivation = await act(subscriber.id, path('reactivate'));
    expect(refusedReactivation.statusCode).toBe(409);
    expect(refusedReactivation.json<{ message: string }>().message).toBe(
      'Only a suspended connection can be reactivated; this one is active.',
    );
    await done(await act(subscriber.id, path('suspend')));
    expect(await statusOf(subscriber.cardLine)).toBe('suspended');
    expect((await act(subscriber.id, path('suspend'))).statusCode).toBe(409);
    await done(await act(subscriber.id, path('reactivate')));
    expect(await statusOf(subscriber.cardLine)).toBe('active');
    expect(await statusOf(subscriber.fixedLine)).toBe('active');

    const [suspended] = await auditsOf(subscriber.id, 'connection_suspend');
    expect(suspended?.details).toEqual({
      reason: REASON,
      connectionId: subscriber.cardLine,
      before: { status: 'active' },
      after: { status: 'suspended' },
    });
    expect(await auditsOf(subscriber.id, 'connection_reactivate')).toHaveLength(1);
  });

  it("refuses an unsubscribed connection (409) and another account's (404)", async () => {
    const subscriber = await careSubscriber(t);
    const other = await careSubscriber(t);
    await t.db.update(connections).set({ status: 'unsubscribed' }).where(eq(connections.id, subscriber.fixedLine));
    expect((await act(subscriber.id, `connections/${subscriber.fixedLine}/suspend`)).statusCode).toBe(409);
    expect((await act(subscriber.id, `connections/${other.fixedLine}/suspend`)).statusCode).toBe(404);
    expect(await statusOf(other.fixedLine)).toBe('active');
    expect(await careAudits(t, subscriber.id)).toEqual([]);
  });
});

describe('resetting the parental PIN', () => {
  it('sets a random 4-digit PIN sent by SMS only: not in the answer nor the audit row', async () => {
    const subscriber = await careSubscriber(t);
    const mobile = subscriber.numbers[1]?.mobile ?? '';
    const startedAt = new Date(Date.now() - 1000);
    const answer = await done(await act(subscriber.id, `connections/${subscriber.cardLine}/reset-pin`));
    const sms = await t.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, mobile), gt(outboxMessages.createdAt, startedAt)));
    expect(sms).toHaveLength(1);
    const pin = sms[0]?.body.match(/PIN is (\d{4})\b/)?.[1] ?? '';
    expect(pin).toMatch(/^\d{4}$/);
    const [row] = await t.db.select().from(connections).where(eq(connections.id, subscriber.cardLine));
    expect(row?.parentalPinHash).toBe(hashPin(subscriber.cardLine, pin));
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.subjectId, subscriber.id));
    expect(audits.map((audit) => audit.details)).toEqual([{ reason: REASON, connectionId: subscriber.cardLine }]);
    expect(answer.message).toContain(mobile.slice(-4));
    expect(JSON.stringify(answer).replace(mobile.slice(-4), '')).not.toContain(pin);
  });

  it("refuses another account's connection (404) and one without a mobile (409)", async () => {
    const subscriber = await careSubscriber(t);
    const other = await careSubscriber(t);
    expect((await act(subscriber.id, `connections/${other.cardLine}/reset-pin`)).statusCode).toBe(404);
    await t.db.update(connections).set({ mobile: null }).where(eq(connections.id, subscriber.fixedLine));
    expect((await act(subscriber.id, `connections/${subscriber.fixedLine}/reset-pin`)).statusCode).toBe(409);
    expect(await careAudits(t, subscriber.id)).toEqual([]);
  });
});

describe('resending the validation code', () => {
  it("sends the connection's code by SMS only, audited without it", async () => {
    const subscriber = await careSubscriber(t);
    const mobile = subscriber.numbers[0]?.mobile ?? '';
    const [row] = await t.db.select().from(connections).where(eq(connections.id, subscriber.fixedLine));
    const code = row?.validationCode ?? '';
    const answer = await done(await act(subscriber.id, `connections/${subscriber.fixedLine}/validation-code`));
    const sms = await messagesTo(t, [mobile]);
    expect(sms.map((message) => message.body.includes(code))).toEqual([true]);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.subjectId, subscriber.id));
    expect(audits.map((audit) => [audit.action, audit.details])).toEqual([
      ['console.care_validation_code', { reason: REASON, connectionId: subscriber.fixedLine }],
    ]);
    expect(JSON.stringify([answer, audits])).not.toContain(code);
  });

  it("is written in the subscriber's language", async () => {
    const subscriber = await careSubscriber(t);
    await t.db.update(accounts).set({ language: 'ta' }).where(eq(accounts.id, subscriber.id));
    const [row] = await t.db.select().from(connections).where(eq(connections.id, subscriber.fixedLine));
    await done(await act(subscriber.id, `connections/${subscriber.fixedLine}/validation-code`));
    const [sms] = await messagesTo(t, [subscriber.numbers[0]?.mobile ?? '']);
    expect(sms?.body).toBe(smsTextIn('ta', 'care.validationCode', { code: row?.validationCode ?? '' }));
    expect(sms?.body).toContain('சரிபார்ப்புக் குறியீடு');
  });

  it("refuses another account's connection (404), one still registering or without a mobile (409)", async () => {
    const subscriber = await careSubscriber(t);
    const other = await careSubscriber(t);
    const path = (id: string) => `connections/${id}/validation-code`;
    expect((await act(subscriber.id, path(other.fixedLine))).statusCode).toBe(404);
    await t.db
      .update(connections)
      .set({ status: 'pending_registration' })
      .where(eq(connections.id, subscriber.fixedLine));
    expect((await act(subscriber.id, path(subscriber.fixedLine))).statusCode).toBe(409);
    await t.db.update(connections).set({ mobile: null }).where(eq(connections.id, subscriber.cardLine));
    expect((await act(subscriber.id, path(subscriber.cardLine))).statusCode).toBe(409);
    expect(await careAudits(t, subscriber.id)).toEqual([]);
    expect(
      await messagesTo(
        t,
        subscriber.numbers.map((n) => n.mobile),
      ),
    ).toEqual([]);
  });
});

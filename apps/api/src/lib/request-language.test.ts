import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { messages } from '@selfcare/contracts';
import { messagesSi } from '@selfcare/contracts/messages/locales/si';
import { messagesTa } from '@selfcare/contracts/messages/locales/ta';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../test/app';
import { credentials, lastSms, newAddress, REGISTER } from '../modules/registration/test-kit';

// Issue 9: the api answers in the language the caller's Accept-Language asks for (the web app sends
// its chosen one), English when it names none of en, si and ta.

let t: TestApp;
beforeAll(async () => {
  t = await createSeededTestApp();
});
afterAll(() => t.close());

const wrongLogin = (language?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/v1/login',
    payload: { username: 'nobody@selfcare.lk', password: 'Wrong.pass1' },
    headers: language === undefined ? {} : { 'accept-language': language },
    remoteAddress: newAddress(),
  });

/** `body` sent as two chunks a moment apart. */
function inTwoParts(body: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(body);
  return new ReadableStream({
    async start(controller) {
      controller.enqueue(bytes.slice(0, 10));
      await new Promise((resolve) => setTimeout(resolve, 50));
      controller.enqueue(bytes.slice(10));
      controller.close();
    },
  });
}

const messageOf = (response: { json: <T>() => T }) => response.json<{ message: string }>().message;

describe('the language of api answers', () => {
  it('answers an error in Sinhala or Tamil when asked, and in English otherwise', async () => {
    const si = messagesSi.errors?.invalidCredentials;
    const ta = messagesTa.errors?.invalidCredentials;
    expect(si).toBeTruthy();
    expect(ta).toBeTruthy();
    expect(messageOf(await wrongLogin('si'))).toBe(si);
    expect(messageOf(await wrongLogin('ta-LK,ta;q=0.9,en;q=0.5'))).toBe(ta);
    expect(messageOf(await wrongLogin('fr;q=1, si;q=0.4'))).toBe(si);
    expect(messageOf(await wrongLogin())).toBe(messages.errors.invalidCredentials);
    expect(messageOf(await wrongLogin('fr, de'))).toBe(messages.errors.invalidCredentials);
    expect(messageOf(await wrongLogin('not a language;;;'))).toBe(messages.errors.invalidCredentials);
  });

  it('says why a body failed validation in the language, read after the body has arrived', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v1/login',
      payload: { username: '', password: '' },
      headers: { 'accept-language': 'ta' },
      remoteAddress: newAddress(),
    });
    expect(answer.statusCode).toBe(400);
    expect(messageOf(answer)).toContain(messagesTa.validation?.emailRequired);
    expect(messageOf(answer)).not.toContain(messages.validation.emailRequired);
  });

  it("answers an unknown api address in the caller's language", async () => {
    const answer = await t.app.inject({ url: '/api/no-such-route', headers: { 'accept-language': 'si' } });
    expect(answer.statusCode).toBe(404);
    expect(messageOf(answer)).toBe(messagesSi.errors?.notFound);
  });

  it("sends the OTP's SMS and says it was sent in the language of the request", async () => {
    const mobile = `7${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    // Over a real socket, the body in two parts: the handler runs from a later socket event than the
    // request's first hooks, and must still be in its language.
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const signUp = await fetch(`${address}${REGISTER}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'si' },
      body: inTwoParts(
        JSON.stringify({
          connectionType: 7,
          firstName: 'Kasun',
          lastName: 'Fernando',
          country: 'Sri Lanka',
          mobile,
          ...credentials(),
        }),
      ),
      duplex: 'half',
    } as RequestInit);
    const signedUp = (await signUp.json()) as { registrationToken: string; connectionId: string };
    expect(signUp.status, JSON.stringify(signedUp)).toBe(201);
    const [siBefore, siAfter] = (messagesSi.registration?.smsOtp ?? '').split('{{otp}}');
    const siSms = await lastSms(t, `+94${mobile}`);
    expect(siSms.startsWith(siBefore ?? '-') && siSms.endsWith(siAfter ?? '-')).toBe(true);
    expect(siSms).toMatch(/\d{6}/);

    const { registrationToken, connectionId } = signedUp;
    const resend = (language: string) =>
      t.app.inject({
        url: `${REGISTER}/otp/${connectionId}`,
        headers: { 'registration-token': registrationToken, 'accept-language': language },
        remoteAddress: newAddress(),
      });
    const ta = await resend('ta');
    expect(ta.statusCode, ta.body).toBe(200);
    expect(messageOf(ta)).toBe(messagesTa.registration?.otpSent);
    const [taBefore, taAfter] = (messagesTa.registration?.smsOtp ?? '').split('{{otp}}');
    const taSms = await lastSms(t, `+94${mobile}`);
    expect(taSms.startsWith(taBefore ?? '-') && taSms.endsWith(taAfter ?? '-')).toBe(true);

    expect(messageOf(await resend('en-GB'))).toBe(messages.registration.otpSent);
    expect(await lastSms(t, `+94${mobile}`)).toMatch(/^Your PEOTVGO verification code is \d{6}\./);
  });

  it('writes every message with messageTextIn in a language given explicitly, never an English-only or implicit one', () => {
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return sources(path);
        return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
      });
    // Contracts' messageText is English only; a messageText of the api's own would have to find the
    // language somewhere other than its arguments (decision 0043).
    const implicit = sources(join(import.meta.dirname, '..')).filter((file) =>
      /\bmessageText\b/.test(readFileSync(file, 'utf8')),
    );
    expect(implicit).toEqual([]);
  });
});

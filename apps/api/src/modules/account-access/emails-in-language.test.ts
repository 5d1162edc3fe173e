import { emailMessages, emailTextIn } from '@selfcare/contracts/messages/emails';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createAccount } from '../../../test/factories';
import { emailsTo, freshAddress, linkToken, mailWorkDone } from './test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://selfcare.example' });
});
afterAll(() => t.close());

const inLanguage = (language: string) => ({ 'accept-language': language, 'content-type': 'application/json' });

/** Every dotted key under a catalogue node, e.g. 'passwordReset.subject'. */
const leaves = (node: object, prefix = ''): string[] =>
  Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leaves(value as object, `${prefix}${key}.`),
  );

describe('e-mails in the language of the request that caused them', () => {
  it('has every e-mail text in Sinhala and Tamil, in their own words', () => {
    for (const key of leaves(emailMessages)) {
      const english = emailTextIn('en', key);
      for (const language of ['si', 'ta'] as const) {
        const text = emailTextIn(language, key);
        // The signature keeps the brand's name in Latin letters, as the operator's material writes it.
        if (key !== 'signature') expect(text, `${language} ${key}`).not.toMatch(/[A-Za-z]{4,}\s+[a-z]{3,}/);
        expect(text, `${language} ${key}`).not.toBe(english);
        // The same placeholders; each language puts them in its own word order.
        const placeholders = (words: string) => (words.match(/\{\{\w+\}\}/g) ?? []).sort();
        expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(english));
      }
    }
  });

  it('sends a Sinhala reset link for a Sinhala request, and the Tamil notice for a Tamil reset', async () => {
    const account = await createAccount(t.db);
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v1/forgot-password',
      headers: inLanguage('si'),
      payload: { username: account.email },
      remoteAddress: freshAddress(),
    });
    expect(forgot.statusCode).toBe(200);
    await mailWorkDone(t.db, 'auth.password_reset_request', account.email);
    const [reset] = await emailsTo(t.db, account.email);
    expect(reset?.subject).toBe('ඔබගේ Selfcare මුරපදය යළි සකසන්න');
    expect(reset?.body).toMatch(/^ආයුබෝවන් Nimal,$/m);
    expect(reset?.body).toContain('මිනිත්තු 60ක් සඳහා');
    expect(reset?.body).toMatch(/^https:\/\/selfcare\.example\/pwd_recovery\/reset=[A-Za-z0-9_-]{43}$/m);
    expect(reset?.body).toMatch(/^PEOTVGO ග්‍රාහක ස්වයං සේවාව$/m);

    const token = await linkToken(t.db, account.email, 'pwd_recovery');
    const recovered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v1/pwd-recovery',
      headers: inLanguage('ta'),
      payload: { token, password: 'Kandy-Lake-2024' },
      remoteAddress: freshAddress(),
    });
    expect(recovered.statusCode).toBe(200);
    const [changed] = await emailsTo(t.db, account.email);
    expect(changed?.subject).toBe('உங்கள் Selfcare கடவுச்சொல் மீட்டமைக்கப்பட்டது');
    expect(changed?.body).toMatch(/^வணக்கம் Nimal,$/m);
    expect(changed?.body).toMatch(/^https:\/\/selfcare\.example\/login$/m);
    expect(changed?.body).toMatch(/^https:\/\/selfcare\.example\/password$/m);
  });

  it('sends a Tamil username reminder and a Sinhala confirmation link', async () => {
    const mobile = `07${String(Date.now() % 100_000_000).padStart(8, '0')}`;
    const account = await createAccount(t.db, { emailConfirmed: false, connections: [{ mobile }] });
    const reminder = await t.app.inject({
      url: '/api/auth/v1/recover',
      query: { username: mobile },
      headers: { 'accept-language': 'ta-LK,ta;q=0.9' },
      remoteAddress: freshAddress(),
    });
    expect(reminder.statusCode).toBe(200);
    await mailWorkDone(t.db, 'auth.username_recovery', mobile.slice(1));
    const [username] = await emailsTo(t.db, account.email);
    expect(username?.subject).toBe('உங்கள் Selfcare பயனர் பெயர்');
    expect(username?.body).toContain(`${mobile.slice(-4)} இல் முடிவடையும்`);
    expect(username?.body).toMatch(new RegExp(`^${account.email}$`, 'm'));

    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v1/email/confirmation',
      headers: inLanguage('si'),
      payload: { username: account.email },
      remoteAddress: freshAddress(),
    });
    expect(resend.statusCode).toBe(200);
    await vi.waitFor(async () => expect(await emailsTo(t.db, account.email)).toHaveLength(2));
    const [confirmation] = await emailsTo(t.db, account.email);
    expect(confirmation?.subject).toBe('Selfcare සඳහා ඔබගේ ඊමේල් ලිපිනය තහවුරු කරන්න');
    expect(confirmation?.body).toContain('පැය 48ක් සඳහා');
    expect(confirmation?.body).toMatch(/^https:\/\/selfcare\.example\/email\/confirmation\/[A-Za-z0-9_-]{43}$/m);
  });
});

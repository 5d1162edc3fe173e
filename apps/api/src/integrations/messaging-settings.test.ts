import { describe, expect, it } from 'vitest';
import { problemsOf } from '../../test/config-problems';
import { loadConfig } from '../config';

const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a'.repeat(40),
  PIN_HASH_SECRET: 'b'.repeat(40),
};
const smtp = {
  EMAIL_TRANSPORT: 'smtp',
  SMTP_HOST: 'smtp.operator.lk',
  SMTP_USER: 'selfcare',
  SMTP_PASSWORD: 'an-smtp-password-of-length',
  EMAIL_FROM: 'selfcare@operator.lk',
};
const hsenid = {
  SMS_GATEWAY: 'hsenid',
  HSENID_SMS_URL: 'https://api.ideamart.io/sms/send',
  HSENID_SMS_APP_ID: 'APP_051234',
  HSENID_SMS_PASSWORD: 'dfc0333b82a8e01f500e7e37188f97e0',
};

/** The e-mail and SMS problems alone: other systems' settings refuse their own sandboxes in production. */
const messagingProblemsOf = (env: Record<string, string>) =>
  problemsOf(env).filter((problem) => /^(EMAIL|SMTP|SMS|HSENID_SMS)/.test(problem));

describe('e-mail settings', () => {
  it('uses the sandbox by default, and an SMTP relay with STARTTLS required when asked', () => {
    expect(loadConfig({}).email).toEqual({ kind: 'sandbox' });
    expect(loadConfig(smtp).email).toEqual({
      kind: 'smtp',
      host: 'smtp.operator.lk',
      port: 587,
      secure: false,
      requireTls: true,
      caFile: null,
      auth: { user: 'selfcare', password: 'an-smtp-password-of-length' },
      from: { address: 'selfcare@operator.lk', name: 'Selfcare' },
    });
    expect(loadConfig({ ...smtp, SMTP_PORT: '465', SMTP_SECURE: 'true' }).email).toMatchObject({
      port: 465,
      secure: true,
      requireTls: false,
    });
    // A relay on this machine may take mail in clear (the stubs, a local MTA).
    expect(loadConfig({ ...smtp, SMTP_HOST: '127.0.0.1' }).email).toMatchObject({ requireTls: false });
  });

  it('lists every missing or unsafe SMTP setting', () => {
    expect(problemsOf({ EMAIL_TRANSPORT: 'smtp', SMTP_USER: 'selfcare', EMAIL_FROM: 'not an address' })).toEqual([
      'EMAIL_FROM: must be an e-mail address such as selfcare@operator.lk',
    ]);
    expect(
      problemsOf({ EMAIL_TRANSPORT: 'smtp', SMTP_USER: 'selfcare', SMTP_TLS_CA_FILE: '/nowhere/relay-ca.pem' }),
    ).toEqual([
      'SMTP_HOST: must be set when EMAIL_TRANSPORT is smtp',
      'EMAIL_FROM: must be set when EMAIL_TRANSPORT is smtp',
      'SMTP_USER and SMTP_PASSWORD: set both or neither',
      'SMTP_TLS_CA_FILE: no file at /nowhere/relay-ca.pem',
    ]);
    expect(
      messagingProblemsOf({ ...production, ...smtp, ...hsenid, SMTP_PASSWORD: 'short', SMTP_REQUIRE_TLS: 'false' }),
    ).toEqual([
      'SMTP_PASSWORD: must be at least 16 characters in production',
      'SMTP_REQUIRE_TLS: must stay true in production for a relay off this machine (or use SMTP_SECURE=true): e-mails carry reset links',
    ]);
  });
});

describe('SMS settings', () => {
  it('uses the sandbox by default, and the hSenid SMS API when asked', () => {
    expect(loadConfig({}).sms).toEqual({ kind: 'sandbox' });
    expect(loadConfig({ ...hsenid, HSENID_SMS_SOURCE_ADDRESS: 'PEOTVGO' }).sms).toEqual({
      kind: 'hsenid',
      url: 'https://api.ideamart.io/sms/send',
      applicationId: 'APP_051234',
      password: 'dfc0333b82a8e01f500e7e37188f97e0',
      sourceAddress: 'PEOTVGO',
    });
    // The provider's simulator and the stub listen on this machine, over http.
    expect(loadConfig({ ...hsenid, HSENID_SMS_URL: 'http://localhost:7000/sms/send' }).sms).toMatchObject({
      url: 'http://localhost:7000/sms/send',
    });
  });

  it('lists every missing or unsafe setting of the hSenid SMS API', () => {
    expect(problemsOf({ SMS_GATEWAY: 'hsenid' })).toEqual([
      'HSENID_SMS_URL: must be set when SMS_GATEWAY is hsenid',
      'HSENID_SMS_APP_ID: must be set when SMS_GATEWAY is hsenid',
      'HSENID_SMS_PASSWORD: must be set when SMS_GATEWAY is hsenid',
    ]);
    expect(problemsOf({ ...hsenid, HSENID_SMS_URL: 'http://api.ideamart.io/sms/send' })).toEqual([
      "HSENID_SMS_URL: must be https (the request carries the application's password); got http://api.ideamart.io",
    ]);
    expect(messagingProblemsOf({ ...production, ...smtp, ...hsenid, HSENID_SMS_PASSWORD: 'password' })).toEqual([
      'HSENID_SMS_PASSWORD: must be at least 16 characters in production',
    ]);
  });
});

describe('production', () => {
  it('starts on SMTP and the hSenid SMS API, and refuses their sandboxes', () => {
    const real = { ...production, ...smtp, ...hsenid };
    expect(messagingProblemsOf({ ...real, EMAIL_TRANSPORT: 'sandbox', SMS_GATEWAY: 'sandbox' })).toEqual([
      'EMAIL_TRANSPORT: the sandbox keeps e-mails in a test inbox; production needs EMAIL_TRANSPORT=smtp',
      'SMS_GATEWAY: the sandbox keeps SMS in a test inbox; production needs SMS_GATEWAY=hsenid',
    ]);
    expect(messagingProblemsOf(real)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

const tmf629 = {
  FIXED_LINE_RECORDS: 'tmf629',
  TMF629_BASE_URL: 'https://bss.example.lk/tmf-api/customerManagement/v4/',
  TMF629_TOKEN_URL: 'https://bss.example.lk/oauth/token',
  TMF629_CLIENT_ID: 'selfcare',
  TMF629_CLIENT_SECRET: 's'.repeat(24),
};
const tmf641 = {
  PROVISIONING: 'tmf641',
  TMF641_BASE_URL: 'https://om.example.lk/tmf-api/serviceOrdering/v4',
  TMF641_TOKEN_URL: 'https://om.example.lk/oauth/token',
  TMF641_CLIENT_ID: 'selfcare',
  TMF641_CLIENT_SECRET: 's'.repeat(24),
  TMF641_LISTENER_SECRET: 'l'.repeat(40),
};

/** A production that starts: real secrets and every real adapter. */
const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a'.repeat(40),
  PIN_HASH_SECRET: 'b'.repeat(40),
  CARD_GATEWAY: 'payhere',
  PAYHERE_MERCHANT_ID: '1221234',
  PAYHERE_MERCHANT_SECRET: 'c'.repeat(40),
  OPERATOR_BILLING: 'hsenid',
  HSENID_CAAS_URL: 'https://api.mspace.lk/',
  HSENID_CAAS_APP_ID: 'APP_000101',
  HSENID_CAAS_PASSWORD: 'd'.repeat(32),
  OPERATOR_CONSENT_URL: 'https://consent.mobitel.example/v1',
  OPERATOR_CONSENT_TOKEN: 'e'.repeat(40),
  EMAIL_TRANSPORT: 'smtp',
  SMTP_HOST: 'smtp.operator.lk',
  EMAIL_FROM: 'selfcare@operator.lk',
  SMS_GATEWAY: 'hsenid',
  HSENID_SMS_URL: 'https://api.mspace.lk/sms/send',
  HSENID_SMS_APP_ID: 'APP_000001',
  HSENID_SMS_PASSWORD: 'q'.repeat(24),
  ...tmf629,
  ...tmf641,
};

describe('the TMF629 and TMF641 settings', () => {
  it('default to the sandboxes outside production', () => {
    const config = loadConfig({});
    expect(config.fixedLineRecords).toEqual({ kind: 'sandbox' });
    expect(config.provisioning).toEqual({ kind: 'sandbox' });
  });

  it('read the real adapters, the base URL without its trailing slash', () => {
    const config = loadConfig({ ...tmf629, ...tmf641 });
    expect(config.fixedLineRecords).toEqual({
      kind: 'tmf629',
      baseUrl: 'https://bss.example.lk/tmf-api/customerManagement/v4',
      credentials: {
        tokenUrl: tmf629.TMF629_TOKEN_URL,
        clientId: 'selfcare',
        clientSecret: tmf629.TMF629_CLIENT_SECRET,
      },
    });
    expect(config.provisioning).toMatchObject({ kind: 'tmf641', listenerSecret: tmf641.TMF641_LISTENER_SECRET });
  });

  it('list every missing setting of a chosen real adapter at once', () => {
    expect(problemsOf({ FIXED_LINE_RECORDS: 'tmf629', PROVISIONING: 'tmf641' })).toEqual([
      'TMF629_BASE_URL: must be set',
      'TMF629_TOKEN_URL: must be set',
      'TMF629_CLIENT_ID: must be set',
      'TMF629_CLIENT_SECRET: must be set',
      'TMF641_BASE_URL: must be set',
      'TMF641_TOKEN_URL: must be set',
      'TMF641_CLIENT_ID: must be set',
      'TMF641_CLIENT_SECRET: must be set',
      'TMF641_LISTENER_SECRET: must be set to at least 32 characters',
    ]);
  });

  it('refuse the sandboxes in production', () => {
    const problems = problemsOf({ ...production, FIXED_LINE_RECORDS: 'sandbox', PROVISIONING: 'sandbox' });
    expect(problems).toContain(
      "FIXED_LINE_RECORDS: the sandbox's customer records are demo lines; production needs FIXED_LINE_RECORDS=tmf629",
    );
    expect(problems).toContain('PROVISIONING: the sandbox provisions nothing; production needs PROVISIONING=tmf641');
    expect(problemsOf(production)).toEqual([]);
  });

  it('want https, real client secrets and a URL-safe listener secret in production, http only on loopback', () => {
    expect(
      problemsOf({
        ...production,
        ...tmf629,
        ...tmf641,
        TMF629_BASE_URL: 'http://bss.example.lk/tmf-api/customerManagement/v4',
        TMF641_CLIENT_SECRET: 'short',
        TMF641_LISTENER_SECRET: `${'l'.repeat(40)}/?`,
      }),
    ).toEqual([
      'TMF629_BASE_URL: must be https in production (it carries tokens and customer data)',
      'TMF641_CLIENT_SECRET: must be at least 16 characters in production',
      'TMF641_LISTENER_SECRET: must use only letters, digits and . _ ~ - (it goes in a URL)',
    ]);
    expect(
      problemsOf({
        ...production,
        ...tmf629,
        TMF629_BASE_URL: 'http://127.0.0.1:7103/tmf-api/customerManagement/v4',
        TMF629_TOKEN_URL: 'http://127.0.0.1:7103/oauth/token',
      }),
    ).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { problemsOf, productionEnv } from '../../test/config-problems';
import { loadConfig } from '../config';

/** The production settings of one system: its adapter choice and its own prefixed settings. */
const settingsOf = (choice: string, prefix: string) =>
  Object.fromEntries(Object.entries(productionEnv).filter(([name]) => name === choice || name.startsWith(prefix)));

const tmf629 = {
  ...settingsOf('FIXED_LINE_RECORDS', 'TMF629_'),
  TMF629_BASE_URL: 'https://bss.example.lk/tmf-api/customerManagement/v4/',
};
const tmf641 = settingsOf('PROVISIONING', 'TMF641_');
const production = productionEnv;

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
        tokenUrl: productionEnv.TMF629_TOKEN_URL,
        clientId: 'selfcare',
        clientSecret: productionEnv.TMF629_CLIENT_SECRET,
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

import { describe, expect, it } from 'vitest';
import { problemsOf, productionEnv, productionWithout } from '../test/config-problems';
import { DEVELOPMENT_JWT_SECRET, DEVELOPMENT_PIN_HASH_SECRET, loadConfig, SANDBOX_MERCHANT } from './config';
import { DEMO_SELLER } from './modules/receipts/seller-settings';

const strongSecret = 'a'.repeat(40);

const production = productionEnv;

describe('loadConfig', () => {
  it('has working defaults for development', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
      databasePoolSize: 20,
      databaseNamedStatements: 1000,
      seedDemoData: true,
      publicUrl: 'http://localhost:8080',
      trustProxy: false,
      jwt: { secret: DEVELOPMENT_JWT_SECRET, issuer: 'selfcare', audience: 'selfcare', ttlMinutes: 720 },
      pinHashSecret: DEVELOPMENT_PIN_HASH_SECRET,
      loginRateLimit: { perAccount: 5, perAddress: 20, windowSeconds: 900, perAccountFromNewAddresses: 50 },
    });
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.webDistDir).toMatch(/\/apps\/web\/dist$/);
  });

  it('reads and converts every variable', () => {
    const config = loadConfig({
      PORT: '9090',
      DATABASE_URL: 'postgres://app@db:5432/selfcare',
      DATABASE_POOL_SIZE: '40',
      DATABASE_NAMED_STATEMENTS: '0',
      SEED_DEMO_DATA: '0',
      PUBLIC_URL: 'https://selfcare.example/',
      TOKEN_TTL_MINUTES: '30',
      TRUST_PROXY: '10.0.0.0/8, 192.168.1.1',
      LOGIN_RATE_LIMIT_WINDOW_MINUTES: '5',
      LOGIN_RATE_LIMIT_PER_ACCOUNT_NEW_ADDRESSES: '80',
    });
    expect(config).toMatchObject({
      port: 9090,
      databaseUrl: 'postgres://app@db:5432/selfcare',
      databasePoolSize: 40,
      databaseNamedStatements: 0,
      seedDemoData: false,
      publicUrl: 'https://selfcare.example',
      jwt: { ttlMinutes: 30 },
      trustProxy: ['10.0.0.0/8', '192.168.1.1'],
      loginRateLimit: { windowSeconds: 300, perAccountFromNewAddresses: 80 },
    });
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it("reads the dunning days, 1, 3 and 5 by default, 'none' for none, and refuses a list out of order", () => {
    expect(loadConfig({}).renewalRetryDays).toEqual([1, 3, 5]);
    expect(loadConfig({ RENEWAL_RETRY_DAYS: 'none' }).renewalRetryDays).toEqual([]);
    expect(loadConfig({ RENEWAL_RETRY_DAYS: ' 2, 7 ' }).renewalRetryDays).toEqual([2, 7]);
    expect(() => loadConfig({ RENEWAL_RETRY_DAYS: '3,1' })).toThrow(/RENEWAL_RETRY_DAYS/);
    expect(() => loadConfig({ RENEWAL_RETRY_DAYS: '1,x' })).toThrow(/increasing whole days/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 8080, databaseUrl: undefined });
  });

  it('lists every problem at once', () => {
    const problems = problemsOf({ PORT: 'eighty', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short', LOG_LEVEL: 'loud' });
    expect(problems).toHaveLength(4);
    expect(problems.join('\n')).toMatch(/PORT/);
    expect(problems.join('\n')).toMatch(/DATABASE_URL: must be a postgres/);
    expect(problems.join('\n')).toMatch(/JWT_SECRET: must be at least 32 characters/);
    expect(problems.join('\n')).toMatch(/LOG_LEVEL/);
  });

  it("refuses an account-wide login limit below one address's allowance", () => {
    expect(problemsOf({ LOGIN_RATE_LIMIT_PER_ACCOUNT: '10', LOGIN_RATE_LIMIT_PER_ACCOUNT_NEW_ADDRESSES: '9' })).toEqual(
      ['LOGIN_RATE_LIMIT_PER_ACCOUNT_NEW_ADDRESSES: must be at least LOGIN_RATE_LIMIT_PER_ACCOUNT'],
    );
    expect(problemsOf({ LOGIN_RATE_LIMIT_PER_ACCOUNT_NEW_ADDRESSES: '0' })).toHaveLength(1);
    expect(
      loadConfig({ LOGIN_RATE_LIMIT_PER_ACCOUNT: '10', LOGIN_RATE_LIMIT_PER_ACCOUNT_NEW_ADDRESSES: '10' })
        .loginRateLimit,
    ).toMatchObject({ perAccount: 10, perAccountFromNewAddresses: 10 });
  });

  it('refuses production without a real JWT secret', () => {
    const jwtProblem = 'JWT_SECRET: must be set to a secret of at least 32 characters in production';
    expect(problemsOf(productionWithout('JWT_SECRET'))).toEqual([jwtProblem]);
    expect(problemsOf({ ...production, JWT_SECRET: DEVELOPMENT_JWT_SECRET })).toEqual([jwtProblem]);
  });

  it('refuses production without a real PIN hash secret', () => {
    const pinProblem = 'PIN_HASH_SECRET: must be set to a secret of at least 32 characters in production';
    expect(problemsOf(productionWithout('PIN_HASH_SECRET'))).toEqual([pinProblem]);
    expect(problemsOf({ ...production, PIN_HASH_SECRET: DEVELOPMENT_PIN_HASH_SECRET })).toEqual([pinProblem]);
    expect(problemsOf(productionWithout('JWT_SECRET', 'PIN_HASH_SECRET'))).toHaveLength(2);
    expect(problemsOf({ PIN_HASH_SECRET: 'short' })).toEqual(['PIN_HASH_SECRET: must be at least 32 characters']);
    expect(loadConfig(production).pinHashSecret).toBe(production.PIN_HASH_SECRET);
  });

  it('starts production with real adapters only', () => {
    const config = loadConfig(production);
    expect(config.env).toBe('production');
    expect(config.cardGateway.kind).toBe('payhere');
    expect(config.ipLocation.countryHeader).toBe(false);
  });

  it('lists every missing or invalid production setting at once, each by name', () => {
    const problems = problemsOf({ NODE_ENV: 'production', PUBLIC_URL: 'http://selfcare.example.lk' });
    expect(problems).toEqual(
      expect.arrayContaining([
        'JWT_SECRET: must be set to a secret of at least 32 characters in production',
        'PIN_HASH_SECRET: must be set to a secret of at least 32 characters in production',
        'CARD_GATEWAY: the sandbox card gateway takes no real money and its merchant secret is published; production needs CARD_GATEWAY=payhere',
        'PUBLIC_URL: must be https in production (links in e-mails and payment returns carry tokens); got http://selfcare.example.lk',
        // Each system's own settings test (integrations/*-settings.test.ts) words its refusal.
        expect.stringMatching(/^OPERATOR_BILLING: /),
        expect.stringMatching(/^FIXED_LINE_RECORDS: /),
        expect.stringMatching(/^PROVISIONING: /),
        expect.stringMatching(/^EMAIL_TRANSPORT: /),
        expect.stringMatching(/^SMS_GATEWAY: /),
      ]),
    );
    for (const problem of problems) expect(problem).toMatch(/^[A-Z][A-Z0-9_]*( and [A-Z][A-Z0-9_]*)?: ./);
  });

  it("prints the demo operator on receipts outside production, and refuses production without the seller's details", () => {
    expect(loadConfig({}).receiptSeller).toEqual(DEMO_SELLER);
    expect(loadConfig(production).receiptSeller).toEqual({
      name: 'PEOTVGO Telecom (Pvt) Ltd',
      address: ['Lotus Road', 'Colombo 01', 'Sri Lanka'],
      taxRegistration: '114000000-7000',
    });
    expect(problemsOf(productionWithout('RECEIPT_SELLER_NAME', 'RECEIPT_SELLER_TAX_REGISTRATION'))).toEqual([
      'RECEIPT_SELLER_NAME: must be set in production (it is printed on every receipt)',
      'RECEIPT_SELLER_TAX_REGISTRATION: must be set in production (it is printed on every receipt)',
    ]);
  });

  it('never selects the sandbox card gateway in production', () => {
    expect(problemsOf({ ...production, CARD_GATEWAY: 'sandbox' })).toEqual([
      'CARD_GATEWAY: the sandbox card gateway takes no real money and its merchant secret is published; production needs CARD_GATEWAY=payhere',
    ]);
    expect(
      problemsOf(productionWithout('CARD_GATEWAY', 'PAYHERE_MERCHANT_ID', 'PAYHERE_MERCHANT_SECRET')),
    ).toHaveLength(1);
    expect(loadConfig({}).cardGateway.kind).toBe('sandbox');
  });

  it('has no demonstration escape hatch: SANDBOX_ENABLED is refused in production', () => {
    for (const value of ['true', 'false']) {
      expect(problemsOf({ ...production, SANDBOX_ENABLED: value })).toEqual([
        'SANDBOX_ENABLED: production never runs the sandboxes (no /sandbox pages); remove this setting',
      ]);
    }
  });

  it('refuses PayHere in production with the sandbox merchant, whose secret is published', () => {
    const merchantProblem =
      'PAYHERE_MERCHANT_ID and PAYHERE_MERCHANT_SECRET: must be your PayHere merchant, not the sandbox one';
    expect(problemsOf({ ...production, PAYHERE_MERCHANT_SECRET: SANDBOX_MERCHANT.secret })).toEqual([merchantProblem]);
    expect(
      problemsOf({ ...production, PAYHERE_MERCHANT_ID: SANDBOX_MERCHANT.id, PAYHERE_MERCHANT_SECRET: 'c'.repeat(40) }),
    ).toEqual([merchantProblem]);
    expect(loadConfig(production).cardGateway.kind).toBe('payhere');
  });

  it('refuses a PayHere merchant secret under 32 characters in production', () => {
    const payhere = productionWithout('PAYHERE_MERCHANT_SECRET');
    expect(problemsOf({ ...payhere, PAYHERE_MERCHANT_SECRET: 'c'.repeat(31) })).toEqual([
      'PAYHERE_MERCHANT_SECRET: must be at least 32 characters in production',
    ]);
    expect(loadConfig({ ...payhere, PAYHERE_MERCHANT_SECRET: 'c'.repeat(32) }).cardGateway.merchantSecret).toBe(
      'c'.repeat(32),
    );
    // Outside production PayHere's own sandbox merchants may keep their shorter test secrets.
    expect(
      loadConfig({ ...payhere, NODE_ENV: 'development', PAYHERE_MERCHANT_SECRET: 'c'.repeat(8) }).cardGateway.kind,
    ).toBe('payhere');
  });

  it('takes a PayHere business app for the Retrieval API as a pair', () => {
    expect(problemsOf({ PAYHERE_APP_ID: 'app' })).toEqual([
      'PAYHERE_APP_ID and PAYHERE_APP_SECRET: set both or neither',
    ]);
    expect(loadConfig({ PAYHERE_APP_ID: 'app', PAYHERE_APP_SECRET: 'secret' }).cardGateway.app).toEqual({
      appId: 'app',
      appSecret: 'secret',
    });
    expect(loadConfig({}).cardGateway.app).toBeNull();
  });

  it('refuses an http PUBLIC_URL in production, but on this machine alone', () => {
    expect(problemsOf({ ...production, PUBLIC_URL: 'http://selfcare.example.lk/' })).toEqual([
      'PUBLIC_URL: must be https in production (links in e-mails and payment returns carry tokens); got http://selfcare.example.lk',
    ]);
    expect(problemsOf({ ...production, PUBLIC_URL: 'http://10.0.0.5:8080' })).toHaveLength(1);
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://selfcare.example.lk/' }).publicUrl).toBe(
      'https://selfcare.example.lk',
    );
    // The bench and the reliability suites run production on loopback; so does the default address.
    for (const local of ['http://127.0.0.1:8080', 'http://localhost:8080', 'http://[::1]:8080']) {
      expect(loadConfig({ ...production, PUBLIC_URL: local }).publicUrl).toBe(local);
    }
    expect(loadConfig(production).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'http://selfcare.example.lk' }).publicUrl).toBe('http://selfcare.example.lk');
  });

  it('keeps sign-up in the portal unless EXTERNAL_REGISTRATION_URL names a site, https in production', () => {
    expect(loadConfig({}).externalRegistrationUrl).toBeNull();
    expect(loadConfig({ EXTERNAL_REGISTRATION_URL: 'https://www.slt.lk/register' }).externalRegistrationUrl).toBe(
      'https://www.slt.lk/register',
    );
    expect(problemsOf({ EXTERNAL_REGISTRATION_URL: 'javascript:alert(1)' })).toHaveLength(1);
    expect(problemsOf({ EXTERNAL_REGISTRATION_URL: 'www.slt.lk' })).toHaveLength(1);
    expect(problemsOf({ ...production, EXTERNAL_REGISTRATION_URL: 'http://www.slt.lk/register' })).toEqual([
      'EXTERNAL_REGISTRATION_URL: must be https in production (visitors type their details there)',
    ]);
  });

  it('keeps analytics first-party unless ANALYTICS_ENDPOINT names an address, https in production', () => {
    expect(loadConfig({}).analyticsEndpoint).toBeNull();
    expect(loadConfig({ ANALYTICS_ENDPOINT: 'https://stats.example.lk/collect' }).analyticsEndpoint).toBe(
      'https://stats.example.lk/collect',
    );
    expect(problemsOf({ ANALYTICS_ENDPOINT: 'javascript:alert(1)' })).toHaveLength(1);
    expect(problemsOf({ ...production, ANALYTICS_ENDPOINT: 'http://stats.example.lk/collect' })).toEqual([
      'ANALYTICS_ENDPOINT: must be https in production (an https page cannot send to an http address)',
    ]);
  });

  it('seeds the demo subscribers (a published password and PIN) in production only when asked', () => {
    expect(loadConfig(production).seedDemoData).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
  });

  it('refuses a PIN hash secret equal to the JWT secret', () => {
    expect(problemsOf({ JWT_SECRET: strongSecret, PIN_HASH_SECRET: strongSecret })).toEqual([
      'PIN_HASH_SECRET: must differ from JWT_SECRET',
    ]);
  });

  it('reads the observability settings: metrics token, overload guard and tracing', () => {
    expect(loadConfig({}).observability).toEqual({
      metricsToken: null,
      overload: { maxEventLoopDelayMs: 1000, retryAfterSeconds: 5, sampleIntervalMs: 1000 },
      tracing: null,
    });
    expect(loadConfig({ NODE_ENV: 'test' }).observability.overload.maxEventLoopDelayMs).toBe(0);
    const config = loadConfig({
      METRICS_TOKEN: 'a-token-for-prometheus-only',
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '250',
      OVERLOAD_RETRY_AFTER_SECONDS: '9',
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/',
      OTEL_SERVICE_NAME: 'selfcare-api-blue',
    });
    expect(config.observability).toEqual({
      metricsToken: 'a-token-for-prometheus-only',
      overload: { maxEventLoopDelayMs: 250, retryAfterSeconds: 9, sampleIntervalMs: 1000 },
      tracing: { endpoint: 'http://collector:4318', serviceName: 'selfcare-api-blue' },
    });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT/);
  });
});

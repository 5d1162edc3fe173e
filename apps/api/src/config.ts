import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_NAMED_STATEMENTS } from './db/named-statements';
import {
  type CardGatewaySettings,
  cardGatewayEnv,
  readCardGatewaySettings,
} from './integrations/card-gateway-settings';
import { type EmailSettings, emailEnv, readEmailSettings } from './integrations/email-settings';
import {
  type FixedLineRecordsSettings,
  fixedLineRecordsEnv,
  readFixedLineRecordsSettings,
} from './integrations/fixed-line-records-settings';
import { type IpLocationSettings, ipLocationEnv, readIpLocationSettings } from './integrations/ip-location-settings';
import { type JobQueueSettings, jobQueueEnv, readJobQueueSettings } from './integrations/job-queue-settings';
import {
  type OperatorBillingSettings,
  operatorBillingEnv,
  readOperatorBillingSettings,
} from './integrations/operator-billing-settings';
import {
  type ProvisioningSettings,
  provisioningEnv,
  readProvisioningSettings,
} from './integrations/provisioning-settings';
import { readSmsSettings, type SmsSettings, smsEnv } from './integrations/sms-settings';
import { apiRoot } from './lib/api-root';
import { LOOPBACK_HOSTS } from './lib/loopback-hosts';
import { type ReceiptSeller, readReceiptSeller, receiptSellerEnv } from './modules/receipts/seller-settings';
import { type ObservabilitySettings, observabilityEnv, readObservabilitySettings } from './observability/settings';

/** Only for development and tests; production refuses to start with it. */
export const DEVELOPMENT_JWT_SECRET = 'selfcare-development-secret-not-for-production';
/** The parental PINs' hash key (decision 0014): only for development and tests; production refuses it. */
export const DEVELOPMENT_PIN_HASH_SECRET = 'selfcare-development-pin-key-not-for-production';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const positiveInt = (max: number) => z.coerce.number().int().min(1).max(max);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/./, 'must be a postgres:// or postgresql:// connection string')
    .optional(),
  DATABASE_POOL_SIZE: positiveInt(1000).default(20),
  DATABASE_NAMED_STATEMENTS: z.coerce.number().int().min(0).max(100_000).default(DEFAULT_NAMED_STATEMENTS),
  DATA_DIR: z.string().optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PIN_HASH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_ISSUER: z.string().min(1).default('selfcare'),
  JWT_AUDIENCE: z.string().min(1).default('selfcare'),
  TOKEN_TTL_MINUTES: positiveInt(60 * 24 * 30).default(60 * 12),
  SEED_DEMO_DATA: z.stringbool().optional(),
  MIGRATE_ON_START: z.stringbool().optional(),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  EXTERNAL_REGISTRATION_URL: z.url({ protocol: /^https?$/ }).optional(),
  ANALYTICS_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  WEB_DIST_DIR: z.string().optional(),
  CONSOLE_DIST_DIR: z.string().optional(),
  TRUST_PROXY: z.string().optional(),
  LOGIN_RATE_LIMIT_PER_ACCOUNT: positiveInt(10_000).default(5),
  LOGIN_RATE_LIMIT_PER_ADDRESS: positiveInt(100_000).default(20),
  LOGIN_RATE_LIMIT_WINDOW_MINUTES: positiveInt(24 * 60).default(15),
  LOGIN_RATE_LIMIT_PER_ACCOUNT_NEW_ADDRESSES: positiveInt(100_000).default(50),
  ACCOUNT_EMAIL_RATE_LIMIT_PER_ACCOUNT: positiveInt(10_000).default(3),
  ACCOUNT_EMAIL_RATE_LIMIT_PER_ADDRESS: positiveInt(100_000).default(10),
  ACCOUNT_EMAIL_RATE_LIMIT_WINDOW_MINUTES: positiveInt(24 * 60).default(15),
  ...cardGatewayEnv,
  ...ipLocationEnv,
  LIFECYCLE_SWEEP_MINUTES: positiveInt(24 * 60).default(60),
  // Days after a period's end on which a refused renewal is tried again; 'none': suspend at the first refusal.
  RENEWAL_RETRY_DAYS: z
    .string()
    .trim()
    .default('1,3,5')
    .transform((value, context) => {
      const days = value === 'none' ? [] : value.split(',').map((day) => Number(day.trim()));
      const valid =
        days.length <= 10 &&
        days.every((day, index) => Number.isInteger(day) && day >= 1 && day <= 60 && day > (days[index - 1] ?? 0));
      if (!valid) {
        context.addIssue({
          code: 'custom',
          message: "a comma-separated list of at most 10 increasing whole days from 1 to 60, or 'none'",
        });
        return z.NEVER;
      }
      return days;
    }),
  // Well inside the web app's 120-second request timeout (spec 001 section 7).
  ADAPTER_TIMEOUT_SECONDS: positiveInt(110).default(20),
  // At most the public max-age (http-cache.ts), so the process never serves older than a CDN may.
  CATALOGUE_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(60).optional(),
  CATALOGUE_CACHE_MAX_ENTRIES: positiveInt(1_000_000).default(1000),
  CATALOGUE_CACHE_MAX_MEGABYTES: positiveInt(4096).default(32),
  // A bound on what a missed change notification could cost; revocations and purchases act at once.
  SUBSCRIBER_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(300).optional(),
  SUBSCRIBER_CACHE_MAX_ENTRIES: positiveInt(10_000_000).default(100_000),
  SUBSCRIBER_CACHE_MAX_MEGABYTES: positiveInt(16_384).default(128),
  ...emailEnv,
  ...operatorBillingEnv,
  ...fixedLineRecordsEnv,
  ...provisioningEnv,
  ...jobQueueEnv,
  ...smsEnv,
  ...receiptSellerEnv,
  ...observabilityEnv,
});

type Env = z.infer<typeof envSchema>;

export interface RateLimitSettings {
  perAccount: number;
  perAddress: number;
  windowSeconds: number;
}

/**
 * Login's limits (decision 0019): perAccount counts failures per account and address, perAddress per
 * address; perAccountFromNewAddresses counts an account's failures from addresses it has not logged
 * in from lately, so they never lock the owner out at an address they use.
 */
export interface LoginRateLimitSettings extends RateLimitSettings {
  perAccountFromNewAddresses: number;
}

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** Connections the api keeps open to PostgreSQL (not used on PGlite). */
  databasePoolSize: number;
  /** Distinct statements PostgreSQL keeps prepared per connection (decision 0026); 0 turns naming off. */
  databaseNamedStatements: number;
  dataDir: string;
  jwt: { secret: string; issuer: string; audience: string; ttlMinutes: number };
  /** The key of the parental PINs' HMAC (decision 0014); lib/pin-hash.ts reads it. */
  pinHashSecret: string;
  seedDemoData: boolean;
  /**
   * Apply the migrations at start (the demo, tests); off, the server only checks that the database has
   * them all and refuses to start otherwise: production's default, where `npm run migrate` is a deploy
   * step and many instances must never race a migration.
   */
  migrateOnStart: boolean;
  logLevel: Env['LOG_LEVEL'];
  publicUrl: string;
  /**
   * The operator's own registration site, where sign-up goes when set; null (the default) keeps
   * sign-up in this portal (GET /registration/settings).
   */
  externalRegistrationUrl: string | null;
  /**
   * The operator's own analytics endpoint, where the portal's reporter posts its batches instead of
   * POST /api/analytics/v1/events; null (the default) keeps analytics first-party.
   */
  analyticsEndpoint: string | null;
  webDistDir: string;
  /** The operator console's build (apps/console/dist), served under /console. */
  consoleDistDir: string;
  /** Fastify's trustProxy: false, true, a hop count, or a list of proxy addresses / CIDR ranges. */
  trustProxy: boolean | number | string[];
  loginRateLimit: LoginRateLimitSettings;
  /**
   * Reset links, confirmation links and username reminders: requests per e-mail or number and per
   * address; per address it also bounds wrong link tokens.
   */
  accountEmailRateLimit: RateLimitSettings;
  ipLocation: IpLocationSettings;
  cardGateway: CardGatewaySettings;
  /** Where e-mails go: the sandbox's test inbox or an SMTP relay (integrations/email-settings.ts). */
  email: EmailSettings;
  operatorBilling: OperatorBillingSettings;
  fixedLineRecords: FixedLineRecordsSettings;
  provisioning: ProvisioningSettings;
  jobQueue: JobQueueSettings;
  /** Where SMS go: the sandbox's test inbox or the hSenid SMS API (integrations/sms-settings.ts). */
  sms: SmsSettings;
  /** The seller printed on receipts (modules/receipts/seller-settings.ts). */
  receiptSeller: ReceiptSeller;
  /** How often the server applies renewals, endings and scheduled downgrades. */
  lifecycleSweepMinutes: number;
  /** Days after a period's end on which a refused renewal is tried again before suspension (dunning). */
  renewalRetryDays: readonly number[];
  /** How long an operator charge, a provisioning call or a card renewal charge may take before it counts as unanswered. */
  adapterTimeoutMs: number;
  /**
   * The in-process cache of visitors' public catalogue answers (decision 0013). ttlSeconds 0 is off:
   * the default under NODE_ENV=test, whose tests write the catalogue directly; 60 otherwise.
   */
  catalogueCache: { ttlSeconds: number; maxEntries: number; maxBytes: number };
  /**
   * Subscribers' sessions and catalogue reads kept in the process, true to the database through its
   * change feed (decision 0017). ttlSeconds 0 is off: the default under NODE_ENV=test; 60 otherwise.
   */
  subscriberCache: { ttlSeconds: number; maxEntries: number; maxBytes: number };
  /** Health checks, overload refusals, metrics and traces (observability/settings.ts). */
  observability: ObservabilitySettings;
}

export type { CardGatewaySettings } from './integrations/card-gateway-settings';
export { SANDBOX_MERCHANT } from './integrations/card-gateway-settings';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads every setting from the environment at once, so a bad deployment hears about all its mistakes together. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An exported-but-empty variable (FOO=) means "not set", as most deployment tools write it.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  const production = present.NODE_ENV === 'production';
  if (production && (present.JWT_SECRET === undefined || present.JWT_SECRET === DEVELOPMENT_JWT_SECRET)) {
    problems.push('JWT_SECRET: must be set to a secret of at least 32 characters in production');
  }
  if (
    production &&
    (present.PIN_HASH_SECRET === undefined || present.PIN_HASH_SECRET === DEVELOPMENT_PIN_HASH_SECRET)
  ) {
    problems.push('PIN_HASH_SECRET: must be set to a secret of at least 32 characters in production');
  }
  // One leaked key must not give away the other (decision 0014).
  if (present.PIN_HASH_SECRET !== undefined && present.PIN_HASH_SECRET === present.JWT_SECRET) {
    problems.push('PIN_HASH_SECRET: must differ from JWT_SECRET');
  }
  if (
    parsed.success &&
    parsed.data.LOGIN_RATE_LIMIT_PER_ACCOUNT_NEW_ADDRESSES < parsed.data.LOGIN_RATE_LIMIT_PER_ACCOUNT
  ) {
    // Below the per-address allowance, one new address could use up the whole account's.
    problems.push('LOGIN_RATE_LIMIT_PER_ACCOUNT_NEW_ADDRESSES: must be at least LOGIN_RATE_LIMIT_PER_ACCOUNT');
  }
  const trustProxy = parseTrustProxy(present.TRUST_PROXY, problems);
  if (production && present.SANDBOX_ENABLED !== undefined) {
    // The setting that once let production run as a demonstration: saying so beats ignoring it.
    problems.push('SANDBOX_ENABLED: production never runs the sandboxes (no /sandbox pages); remove this setting');
  }
  const cardGateway = parsed.success ? readCardGatewaySettings(parsed.data, production, problems) : undefined;
  if (parsed.success && production) problems.push(...productionProblems(parsed.data));
  const email = parsed.success ? readEmailSettings(parsed.data, production, problems) : undefined;
  const operatorBilling = readOperatorBillingSettings(parsed.data, production, problems);
  const fixedLineRecords = readFixedLineRecordsSettings(parsed.data, production, problems);
  const ipLocation = readIpLocationSettings(parsed.data, production, problems);
  const provisioning = readProvisioningSettings(parsed.data, production, problems);
  const jobQueue = readJobQueueSettings(parsed.data, production, problems);
  const sms = parsed.success ? readSmsSettings(parsed.data, production, problems) : undefined;
  const receiptSeller = readReceiptSeller(parsed.success ? parsed.data : undefined, production, problems);
  const observability = readObservabilitySettings(parsed.success ? parsed.data : undefined);
  if (!parsed.success || !cardGateway || !email || !sms || problems.length > 0) throw new ConfigError(problems);
  const values = parsed.data;

  const repoRoot = dirname(dirname(apiRoot()));
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL,
    databasePoolSize: values.DATABASE_POOL_SIZE,
    databaseNamedStatements: values.DATABASE_NAMED_STATEMENTS,
    dataDir: resolve(values.DATA_DIR ?? join(repoRoot, 'data')),
    jwt: {
      secret: values.JWT_SECRET ?? DEVELOPMENT_JWT_SECRET,
      issuer: values.JWT_ISSUER,
      audience: values.JWT_AUDIENCE,
      ttlMinutes: values.TOKEN_TTL_MINUTES,
    },
    pinHashSecret: values.PIN_HASH_SECRET ?? DEVELOPMENT_PIN_HASH_SECRET,
    // The demo subscribers' password and PIN are published: production seeds them only when asked.
    seedDemoData: values.SEED_DEMO_DATA ?? !production,
    migrateOnStart: values.MIGRATE_ON_START ?? !production,
    logLevel: values.LOG_LEVEL,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
    externalRegistrationUrl: values.EXTERNAL_REGISTRATION_URL ?? null,
    analyticsEndpoint: values.ANALYTICS_ENDPOINT ?? null,
    webDistDir: resolve(values.WEB_DIST_DIR ?? join(repoRoot, 'apps', 'web', 'dist')),
    consoleDistDir: resolve(values.CONSOLE_DIST_DIR ?? join(repoRoot, 'apps', 'console', 'dist')),
    trustProxy,
    loginRateLimit: {
      perAccount: values.LOGIN_RATE_LIMIT_PER_ACCOUNT,
      perAddress: values.LOGIN_RATE_LIMIT_PER_ADDRESS,
      windowSeconds: values.LOGIN_RATE_LIMIT_WINDOW_MINUTES * 60,
      perAccountFromNewAddresses: values.LOGIN_RATE_LIMIT_PER_ACCOUNT_NEW_ADDRESSES,
    },
    accountEmailRateLimit: {
      perAccount: values.ACCOUNT_EMAIL_RATE_LIMIT_PER_ACCOUNT,
      perAddress: values.ACCOUNT_EMAIL_RATE_LIMIT_PER_ADDRESS,
      windowSeconds: values.ACCOUNT_EMAIL_RATE_LIMIT_WINDOW_MINUTES * 60,
    },
    cardGateway,
    email,
    ipLocation,
    operatorBilling,
    fixedLineRecords,
    provisioning,
    jobQueue,
    sms,
    receiptSeller,
    lifecycleSweepMinutes: values.LIFECYCLE_SWEEP_MINUTES,
    renewalRetryDays: values.RENEWAL_RETRY_DAYS,
    adapterTimeoutMs: values.ADAPTER_TIMEOUT_SECONDS * 1000,
    catalogueCache: {
      ttlSeconds: values.CATALOGUE_CACHE_TTL_SECONDS ?? (values.NODE_ENV === 'test' ? 0 : 60),
      maxEntries: values.CATALOGUE_CACHE_MAX_ENTRIES,
      maxBytes: values.CATALOGUE_CACHE_MAX_MEGABYTES * 1024 * 1024,
    },
    subscriberCache: {
      ttlSeconds: values.SUBSCRIBER_CACHE_TTL_SECONDS ?? (values.NODE_ENV === 'test' ? 0 : 60),
      maxEntries: values.SUBSCRIBER_CACHE_MAX_ENTRIES,
      maxBytes: values.SUBSCRIBER_CACHE_MAX_MEGABYTES * 1024 * 1024,
    },
    observability,
  };
}

/**
 * Production's rules beyond its secrets (each system's own are in its settings reader). Links in
 * e-mails and payment returns carry tokens, so the portal's address must be https, but on this machine alone.
 */
function productionProblems(values: Env): string[] {
  const problems: string[] = [];
  if (values.PUBLIC_URL !== undefined) {
    const url = new URL(values.PUBLIC_URL);
    // A PUBLIC_URL on this machine alone protects no traffic on a network, so http is enough there.
    if (url.protocol === 'http:' && !LOOPBACK_HOSTS.test(url.hostname)) {
      problems.push(
        `PUBLIC_URL: must be https in production (links in e-mails and payment returns carry tokens); got ${url.origin}`,
      );
    }
  }
  if (values.EXTERNAL_REGISTRATION_URL?.startsWith('http:')) {
    problems.push('EXTERNAL_REGISTRATION_URL: must be https in production (visitors type their details there)');
  }
  if (values.ANALYTICS_ENDPOINT?.startsWith('http:')) {
    problems.push('ANALYTICS_ENDPOINT: must be https in production (an https page cannot send to an http address)');
  }
  return problems;
}

function parseTrustProxy(value: string | undefined, problems: string[]): Config['trustProxy'] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const addresses = value
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  if (addresses.length === 0 || addresses.some((address) => !/^[0-9a-fA-F.:/]+$/.test(address))) {
    problems.push('TRUST_PROXY: must be true, false, a hop count, or a comma-separated list of addresses');
  }
  return addresses;
}

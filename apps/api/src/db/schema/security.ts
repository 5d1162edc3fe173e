import { TWO_STEP_METHODS } from '@selfcare/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, id, updatedAt } from './columns';
import { oneOf } from './constraints';

/**
 * A browser a subscriber logged in from, known by the random key it keeps (only the key's SHA-256 is
 * stored). A login without a known key is a new device: it gets a key, and the owner an alert.
 */
export const loginDevices = pgTable(
  'login_devices',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull(),
    createdAt: createdAt(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }).notNull().defaultNow(),
    /** Two-step sign-in skips this browser until then: "remember this device" at a second step (30 days). */
    twoStepUntil: timestamp('two_step_until', { withTimezone: true }),
  },
  // One browser's key may be known to several accounts (a shared computer), each with its own row.
  (table) => [uniqueIndex('login_devices_account_key_idx').on(table.accountId, table.keyHash)],
);

/**
 * One row per issued session token (its jti); logout, "sign out" from the session list and a password
 * change revoke them. What the session list shows (browser, country, last seen) is kept with it.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The login's User-Agent, cut to 512 characters; the list names browser and system from it. */
    userAgent: text('user_agent'),
    /** ISO 3166-1 alpha-2 country of the login's address, from the offline IP location database. */
    country: text('country'),
    deviceId: uuid('device_id').references(() => loginDevices.id, { onDelete: 'set null' }),
    /** Moved forward at most every few minutes by authenticated requests (modules/auth/session-activity.ts). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sessions_account_idx').on(table.accountId)],
);

/**
 * The "was this you?" link of a new-device or new-place login alert: only its SHA-256 is kept. Used,
 * it ends that session and starts a password reset.
 */
export const loginAlerts = pgTable(
  'login_alerts',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('login_alerts_account_idx').on(table.accountId)],
);

/**
 * Fixed-window counters for anti-automation limits (login per account and per address, ...). Kept in
 * the database so that several api processes share them.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/**
 * A retried money or entitlement call with the same Idempotency-Key answers the stored first result
 * instead of acting twice.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.key] })],
);

/**
 * Money, entitlement and account-security events: who, what, when, outcome. A console action carries
 * the staff member in staff_id (no subscriber's account) and its before and after in details.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    accountId: uuid('account_id'),
    staffId: uuid('staff_id'),
    action: text('action').notNull(),
    subjectType: text('subject_type'),
    subjectId: text('subject_id'),
    outcome: text('outcome').notNull(),
    ipAddress: text('ip_address'),
    details: jsonb('details'),
  },
  (table) => [
    index('audit_log_account_idx').on(table.accountId, table.occurredAt),
    index('audit_log_action_idx').on(table.action, table.occurredAt),
    index('audit_log_staff_idx').on(table.staffId, table.occurredAt),
    // The console's care timeline: staff actions name the account as their subject (no account_id).
    index('audit_log_subject_idx').on(table.subjectType, table.subjectId, table.occurredAt),
  ],
);

/**
 * An account's two-step sign-in (decision 0065): on once enabled_at is set. An authenticator's secret is
 * sealed (lib/totp-secret-box.ts) and its row exists, not enabled, between the set-up's start and its
 * first code; its recovery codes are kept as SHA-256 hashes, each removed when used.
 */
export const accountTwoStep = pgTable(
  'account_two_step',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    method: text('method', { enum: TWO_STEP_METHODS }).notNull(),
    enabledAt: timestamp('enabled_at', { withTimezone: true }),
    totpSecret: text('totp_secret'),
    /** The last 30-second step whose code was taken: each code works once. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    recoveryCodeHashes: text('recovery_code_hashes').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [check('account_two_step_method_check', oneOf(table.method, TWO_STEP_METHODS))],
);

/** What an SMS code is for: it proves nothing elsewhere. */
export const SMS_CODE_PURPOSES = ['set_up', 'sign_in', 'manage'] as const;
export type SmsCodePurpose = (typeof SMS_CODE_PURPOSES)[number];

/**
 * The SMS code an account waits for, one per purpose (a new one replaces it): its hash, 5 minutes,
 * 5 tries. Used, the row is deleted, so a code works once even when two requests race.
 */
export const twoStepSmsCodes = pgTable(
  'two_step_sms_codes',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: SMS_CODE_PURPOSES }).notNull(),
    codeHash: text('code_hash').notNull(),
    tries: integer('tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.purpose] }),
    /** The periodic purge's delete of codes past their time. */
    index('two_step_sms_codes_expires_idx').on(table.expiresAt),
    check('two_step_sms_codes_purpose_check', oneOf(table.purpose, SMS_CODE_PURPOSES)),
  ],
);

/**
 * A login whose password was right and whose code is awaited: only the token's SHA-256 is kept. It lasts
 * 5 minutes and serves only the second step; the code opens the session on the device recorded here.
 */
export const secondSteps = pgTable(
  'second_steps',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    method: text('method', { enum: TWO_STEP_METHODS }).notNull(),
    deviceId: uuid('device_id').references(() => loginDevices.id, { onDelete: 'set null' }),
    /** The device was new to the account at the password step: the session's login alert needs it. */
    newDevice: boolean('new_device').notNull(),
    tries: integer('tries').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    index('second_steps_account_idx').on(table.accountId),
    /** The periodic purge's delete of steps past their time. */
    index('second_steps_expires_idx').on(table.expiresAt),
    check('second_steps_method_check', oneOf(table.method, TWO_STEP_METHODS)),
  ],
);

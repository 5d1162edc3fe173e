import {
  bigserial,
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
import { createdAt, id } from './columns';

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

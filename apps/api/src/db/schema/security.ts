import { bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt } from './columns';

/** One row per issued session token (its jti); logout and password change revoke them. */
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
  },
  (table) => [index('sessions_account_idx').on(table.accountId)],
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

import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

/** The console's roles (decision 0059); each console route names the ones it lets in. */
export const STAFF_ROLES = [
  'administrator',
  'catalogue_manager',
  'marketing',
  'customer_care',
  'finance',
  'read_only',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * The operator's staff, apart from subscribers' accounts: a staff member signs in to the console with
 * a password and a TOTP code (decision 0059). The TOTP secret is stored encrypted (AES-256-GCM), the
 * recovery codes as SHA-256 hashes; neither is ever logged.
 */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: id(),
    /** Lower case, as the login compares it. */
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    /** The TOTP secret sealed by lib/secret-box.ts; null until the first login offers an enrolment. */
    totpSecret: text('totp_secret'),
    /** Set when the first code confirmed the enrolment; until then a login enrols instead. */
    totpEnrolledAt: timestamp('totp_enrolled_at', { withTimezone: true }),
    /** The 30-second step of the last code accepted, so that no code is accepted twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    recoveryCodeHashes: text('recovery_code_hashes').array().notNull().default(sql`'{}'::text[]`),
    /** Wrong passwords and codes in a row; at the limit the account is locked until locked_until. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check(
      'staff_accounts_role_check',
      sql`${table.role} in ('administrator', 'catalogue_manager', 'marketing', 'customer_care', 'finance', 'read_only')`,
    ),
  ],
);

/**
 * One row per console token (its jti). A password alone opens a `second_factor` session of a few
 * minutes, good only for the TOTP step; the code opens a new `active` one. Logout revokes the row, so
 * the token stops working on every api process at once.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    stage: text('stage').$type<'second_factor' | 'active'>().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('staff_sessions_staff_idx').on(table.staffId),
    check('staff_sessions_stage_check', sql`${table.stage} in ('second_factor', 'active')`),
  ],
);

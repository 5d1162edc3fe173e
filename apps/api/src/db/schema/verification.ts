import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts, connections } from './accounts';
import { createdAt, id } from './columns';
import { oneOf } from './constraints';
import { accountTokenPurposes, otpPurposes } from './values';

/** One-time codes sent by SMS. Only a hash is stored; attempts are counted to stop guessing. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: id(),
    purpose: text('purpose', { enum: otpPurposes }).notNull(),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => connections.id, { onDelete: 'cascade' }),
    /** The mobile number the code was sent to. */
    recipient: text('recipient').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('otp_codes_connection_idx').on(table.connectionId, table.createdAt),
    check('otp_codes_purpose_check', oneOf(table.purpose, otpPurposes)),
    check('otp_codes_attempts_check', sql`${table.attempts} >= 0`),
  ],
);

/** Single-use links e-mailed for confirming an address or resetting a password; only a hash is stored. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: accountTokenPurposes }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('account_tokens_account_idx').on(table.accountId, table.purpose),
    check('account_tokens_purpose_check', oneOf(table.purpose, accountTokenPurposes)),
  ],
);

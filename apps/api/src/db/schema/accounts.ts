import { ServiceType, UI_LANGUAGES } from '@selfcare/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { oneOf } from './constraints';
import { storedConnectionStatuses } from './values';

/** A subscriber's login. The e-mail is the username and is stored lower-cased. */
export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /** The language of the subscriber's last login: what the api writes to them unasked (renewal notices). */
    language: text('language', { enum: UI_LANGUAGES }).notNull().default('en'),
    /** Tokens issued before this instant are refused: set on password change and reset. */
    tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('accounts_language_check', oneOf(table.language, UI_LANGUAGES)),
    // The console's care search: any part of an e-mail (pg_trgm; the e-mail is stored lower-cased).
    index('accounts_email_trgm_idx').using('gin', sql`${table.email} gin_trgm_ops`),
  ],
);

/** A TV / broadband / operator-billed / card-paid connection held by an account (spec 000 section 3). */
export const connections = pgTable(
  'connections',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Order in the connection selector. */
    position: integer('position').notNull().default(0),
    connectionType: smallint('connection_type').notNull(),
    serviceType: text('service_type').notNull(),
    status: text('status').notNull().default('active'),
    name: text('name').notNull(),
    broadband: boolean('broadband').notNull().default(false),
    telephoneNumber: text('telephone_number'),
    accountNumber: text('account_number'),
    mobile: text('mobile'),
    /** The code a subscriber types into an app or TV to pair it with this connection. */
    validationCode: text('validation_code').notNull().unique(),
    parentalPinHash: text('parental_pin_hash').notNull(),
    pendingTerminationDate: date('pending_termination_date'),
    /**
     * Set when a fixed-line connection (types 1-5) is unsubscribed from the portal: it leaves the
     * account's list at once (spec 000 section 4) while the lifecycle sweep still ends it on its date.
     */
    leftAccountAt: timestamp('left_account_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('connections_account_idx').on(table.accountId, table.position),
    /** The sweep's terminations: the few connections waiting for their termination date. */
    index('connections_pending_termination_idx').on(table.id).where(sql`${table.status} = 'pending_terminated'`),
    // The console's care search: any part of a number (pg_trgm, ILIKE '%...%').
    index('connections_mobile_trgm_idx').using('gin', sql`${table.mobile} gin_trgm_ops`),
    index('connections_telephone_number_trgm_idx').using('gin', sql`${table.telephoneNumber} gin_trgm_ops`),
    index('connections_account_number_trgm_idx').using('gin', sql`${table.accountNumber} gin_trgm_ops`),
    check('connections_type_check', sql`${table.connectionType} between 1 and 7`),
    check('connections_status_check', oneOf(table.status, storedConnectionStatuses)),
    check('connections_service_type_check', oneOf(table.serviceType, Object.values(ServiceType))),
  ],
);

/** Viewing profiles of a connection; exactly one is the default (primary) profile. */
export const profiles = pgTable(
  'profiles',
  {
    id: id(),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => connections.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    defaultProfile: boolean('default_profile').notNull().default(false),
    parentalRating: text('parental_rating').notNull(),
    authPin: text('auth_pin').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('profiles_connection_idx').on(table.connectionId),
    uniqueIndex('profiles_one_default_idx').on(table.connectionId).where(sql`${table.defaultProfile}`),
  ],
);

/** Apps and boxes paired with a connection. */
export const devices = pgTable(
  'devices',
  {
    id: id(),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => connections.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    deviceUid: text('device_uid').notNull(),
    deviceModel: text('device_model').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('devices_connection_idx').on(table.connectionId)],
);

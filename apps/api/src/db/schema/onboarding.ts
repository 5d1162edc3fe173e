import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts, connections } from './accounts';
import { createdAt, id } from './columns';
import { oneOf } from './constraints';
import { consentStatuses, registrationSteps } from './values';

/** The 25 districts of Sri Lanka, for the non-provider details form. */
export const districts = pgTable('districts', {
  id: id(),
  districtName: text('district_name').notNull().unique(),
});

/**
 * The fixed-line customer database behind the sandbox adapter: registration of types 1-5 looks a customer
 * up by telephone and account number and pre-fills the read-only fields from it.
 */
export const fixedLineCustomers = pgTable(
  'fixed_line_customers',
  {
    id: id(),
    telephoneNumber: text('telephone_number').notNull(),
    accountNumber: text('account_number').notNull(),
    connectionType: smallint('connection_type').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    /** The TV base package, or the access medium ('Fibre', 'ADSL'...) for broadband-only lines. */
    basePackageName: text('base_package_name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('fixed_line_customers_line_unique').on(table.telephoneNumber, table.accountNumber),
    check('fixed_line_customers_type_check', sql`${table.connectionType} between 1 and 5`),
  ],
);

/**
 * Where a connection's registration stands, with the personal details given for it. A connection whose
 * registration is not completed has not yet verified its OTP or chosen its package.
 */
export const connectionRegistrations = pgTable(
  'connection_registrations',
  {
    connectionId: uuid('connection_id')
      .primaryKey()
      .references(() => connections.id, { onDelete: 'cascade' }),
    step: text('step', { enum: registrationSteps }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    country: text('country'),
    city: text('city'),
    address: text('address'),
    contactNo: text('contact_no'),
    otpVerifiedAt: timestamp('otp_verified_at', { withTimezone: true }),
    /**
     * SHA-256 (hex) of the registration token a logged-out sign-up's later steps send; null for a
     * connection added by a logged-in subscriber (decision 0009).
     */
    registrationTokenHash: text('registration_token_hash').unique(),
    registrationTokenExpiresAt: timestamp('registration_token_expires_at', { withTimezone: true }),
    /** The sign-up created the account: completing it e-mails the confirmation link. */
    newAccount: boolean('new_account').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('connection_registrations_step_idx').on(table.step),
    /** The console's registration funnel: registrations started over a range of days. */
    index('connection_registrations_created_idx').on(table.createdAt),
    check('connection_registrations_step_check', oneOf(table.step, registrationSteps)),
    check(
      'connection_registrations_completed_check',
      sql`(${table.step} = 'completed') = (${table.completedAt} is not null)`,
    ),
  ],
);

/** The further-details form of non-provider (guest) users (spec 000 /furtherdetails). */
export const nonProviderDetails = pgTable(
  'non_provider_details',
  {
    id: id(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    connectionId: uuid('connection_id').references(() => connections.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    mobile: text('mobile'),
    email: text('email'),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id),
    /** A fixed-line number the visitor holds, if any. */
    sltNumber: text('slt_number'),
    createdAt: createdAt(),
  },
  (table) => [
    index('non_provider_details_account_idx').on(table.accountId),
    index('non_provider_details_connection_idx').on(table.connectionId),
    index('non_provider_details_district_idx').on(table.districtId),
    check('non_provider_details_contact_check', sql`${table.mobile} is not null or ${table.email} is not null`),
  ],
);

/**
 * Consent of an operator payer (type 6) to be charged on their mobile bill. The bridge id is
 * what the operator's consent page hands back.
 */
export const operatorConsents = pgTable(
  'operator_consents',
  {
    id: id(),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => connections.id, { onDelete: 'cascade' }),
    msisdn: text('msisdn').notNull(),
    bridgeId: text('bridge_id').notNull().unique(),
    status: text('status', { enum: consentStatuses }).notNull(),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    index('operator_consents_connection_idx').on(table.connectionId, table.createdAt),
    uniqueIndex('operator_consents_one_granted_idx').on(table.connectionId).where(sql`${table.status} = 'GRANTED'`),
    check('operator_consents_status_check', oneOf(table.status, consentStatuses)),
  ],
);

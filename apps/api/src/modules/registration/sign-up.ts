import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import {
  type addConnectionRequestSchema,
  ConnectionType,
  isFixedLineType,
  nationalNumber,
  REGISTRATION_COUNTRY,
  RegistrationErrorCode,
  ServiceType,
  type SignUpResponse,
  type signUpRequestSchema,
  type UiLanguage,
  withCountryPrefix,
} from '@selfcare/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Transaction } from '../../db/client';
import { accounts, connectionRegistrations, connections, profiles } from '../../db/schema';
import { notFound } from '../../lib/api-error';
import { recordAudit } from '../../lib/audit';
import { refuseCommonPassword } from '../../lib/common-passwords';
import { isUniqueViolation } from '../../lib/database-errors';
import { hashSecret } from '../../lib/password';
import { hashPin } from '../../lib/pin-hash';
import { enforceLimits, perAddress } from '../account-access/account-access-context';
import { newRegistrationToken } from './access';
import { registrationError, registrationRule } from './errors';
import { findFixedLine } from './fixed-line';
import { issueOtp } from './otp';
import type { RegistrationContext } from './registration-context';

type SignUpInput = z.output<typeof signUpRequestSchema>;
type AddConnectionInput = z.output<typeof addConnectionRequestSchema>;
type DetailsInput = AddConnectionInput | SignUpInput;

/** What the connection row and its registration row are made of. */
interface ConnectionDraft {
  connectionType: number;
  serviceType: string;
  broadband: boolean;
  telephoneNumber: string | null;
  accountNumber: string | null;
  mobile: string;
  firstName: string;
  lastName: string;
  country: string | null;
  city: string | null;
  address: string | null;
  contactNo: string | null;
}

const BROADBAND_TYPES: readonly number[] = [
  ConnectionType.fixedLineBroadband,
  ConnectionType.fixedLineFibre,
  ConnectionType.fixedLineLte,
];

function serviceTypeOf(type: number): string {
  if (type === ConnectionType.mobileOperator) return ServiceType.mobileOperator;
  if (type === ConnectionType.prepaidCard) return ServiceType.prepaid;
  return ServiceType.fixedLineTv;
}

/** The personal details as stored; for types 1-5 the read-only fields come from the fixed-line record. */
async function draftOf(tx: Transaction, context: RegistrationContext, input: DetailsInput): Promise<ConnectionDraft> {
  const common = {
    connectionType: input.connectionType,
    serviceType: serviceTypeOf(input.connectionType),
    broadband: BROADBAND_TYPES.includes(input.connectionType),
  };
  if ('accountNumber' in input) {
    const record = await findFixedLine(tx, context.integrations.fixedLineRecords, input);
    const [firstName = record.name, ...rest] = record.name.split(' ');
    return {
      ...common,
      telephoneNumber: record.telephoneNumber,
      accountNumber: record.accountNumber,
      mobile: input.mobile,
      firstName,
      lastName: rest.join(' '),
      country: REGISTRATION_COUNTRY,
      city: null,
      address: record.address,
      contactNo: null,
    };
  }
  if (input.connectionType === ConnectionType.mobileOperator) {
    return {
      ...common,
      telephoneNumber: input.mobile,
      accountNumber: null,
      mobile: input.mobile,
      firstName: input.firstName,
      lastName: input.lastName ?? '',
      country: REGISTRATION_COUNTRY,
      city: null,
      address: null,
      contactNo: input.contactNo,
    };
  }
  if (input.country !== REGISTRATION_COUNTRY) throw registrationRule('registration.countryNotOffered');
  const mobile = withCountryPrefix(input.mobile, input.country);
  return {
    ...common,
    telephoneNumber: mobile,
    accountNumber: null,
    mobile,
    firstName: input.firstName,
    lastName: input.lastName,
    country: input.country,
    city: input.city || null,
    address: null,
    contactNo: null,
  };
}

/** A name as the connection selector shows it: the first name and, when there is one, the last. */
function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

/**
 * What the new connection is called in the connection selector: the subscriber's name typed on the form
 * (types 6 and 7), else the account holder's (types 1-5 type no name; a sign-up's account holder is the
 * fixed-line record's customer). The number is shown beside it, so it is never the name.
 */
function connectionNameOf(draft: ConnectionDraft, holder: { firstName: string; lastName: string }): string {
  return fullName(isFixedLineType(draft.connectionType) ? holder : draft);
}

/** Type 6: a mobile number already subscribed on another connection (spec 000 section 8). */
async function refuseDuplicateMobile(tx: Transaction, draft: ConnectionDraft): Promise<void> {
  if (draft.connectionType !== ConnectionType.mobileOperator) return;
  const held = await tx
    .select({ mobile: connections.mobile })
    .from(connections)
    .where(
      and(
        eq(connections.connectionType, ConnectionType.mobileOperator),
        ne(connections.status, 'pending_registration'),
        sql`right(regexp_replace(coalesce(${connections.mobile}, ''), '[^0-9]', '', 'g'), 9) = ${nationalNumber(draft.mobile)}`,
      ),
    )
    .limit(1);
  if (held.length > 0) {
    throw registrationError(409, RegistrationErrorCode.duplicateNumber, 'registration.duplicateNumber');
  }
}

/**
 * Registrations in progress on the same fixed line or operator number are given up: whoever proves the
 * line now takes it. Their accounts go too when nothing else is left in them.
 */
async function dropStaleRegistrationsOf(tx: Transaction, draft: ConnectionDraft): Promise<void> {
  const sameLine =
    draft.accountNumber !== null
      ? and(
          eq(connections.telephoneNumber, draft.telephoneNumber ?? ''),
          eq(connections.accountNumber, draft.accountNumber),
        )
      : draft.connectionType === ConnectionType.mobileOperator
        ? and(eq(connections.connectionType, ConnectionType.mobileOperator), eq(connections.mobile, draft.mobile))
        : undefined;
  if (!sameLine) return;
  const stale = await tx
    .delete(connections)
    .where(and(sameLine, eq(connections.status, 'pending_registration')))
    .returning({ accountId: connections.accountId });
  await dropEmptySignUpAccounts(
    tx,
    stale.map((row) => row.accountId),
  );
}

async function dropEmptySignUpAccounts(tx: Transaction, accountIds: string[]): Promise<void> {
  for (const accountId of new Set(accountIds)) {
    const [left] = await tx
      .select({ id: connections.id })
      .from(connections)
      .where(eq(connections.accountId, accountId))
      .limit(1);
    if (!left) await tx.delete(accounts).where(eq(accounts.id, accountId));
  }
}

/**
 * An address held by an unfinished sign-up (only registrations in progress) is freed for this one: that
 * account goes, with its connections. Any other account's address is 409 EMAIL_IN_USE.
 */
async function claimEmail(tx: Transaction, email: string): Promise<void> {
  const [existing] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email)).for('update');
  if (!existing) return;
  const held = await tx
    .select({ status: connections.status })
    .from(connections)
    .where(eq(connections.accountId, existing.id));
  const pending = held.filter((row) => row.status === 'pending_registration').length;
  if (pending > 0 && pending === held.length) {
    await tx.delete(accounts).where(eq(accounts.id, existing.id));
    return;
  }
  throw registrationError(409, RegistrationErrorCode.emailInUse, 'registration.emailInUse');
}

async function insertConnection(
  tx: Transaction,
  accountId: string,
  draft: ConnectionDraft & { name: string },
  registration: { tokenHash: string | null; tokenExpiresAt: Date | null; newAccount: boolean },
): Promise<string> {
  const [position] = await tx
    .select({ next: sql<number>`coalesce(max(${connections.position}) + 1, 0)`.mapWith(Number) })
    .from(connections)
    .where(eq(connections.accountId, accountId));
  // The real PIN is chosen and sent by SMS when the registration completes; no 4-digit PIN matches this.
  const connectionId = randomUUID();
  const placeholderPin = hashPin(connectionId, randomBytes(16).toString('hex'));
  const [connection] = await tx
    .insert(connections)
    .values({
      id: connectionId,
      accountId,
      position: position?.next ?? 0,
      connectionType: draft.connectionType,
      serviceType: draft.serviceType,
      status: 'pending_registration',
      name: draft.name,
      broadband: draft.broadband,
      telephoneNumber: draft.telephoneNumber,
      accountNumber: draft.accountNumber,
      mobile: draft.mobile,
      validationCode: newValidationCode(),
      parentalPinHash: placeholderPin,
    })
    .returning({ id: connections.id });
  if (!connection) throw new Error('connection insert returned no row');
  await tx.insert(profiles).values({
    connectionId: connection.id,
    name: draft.firstName,
    defaultProfile: true,
    parentalRating: 'PG',
    authPin: String(randomInt(0, 10_000)).padStart(4, '0'),
  });
  await tx.insert(connectionRegistrations).values({
    connectionId: connection.id,
    step: 'details_submitted',
    firstName: draft.firstName,
    lastName: draft.lastName,
    country: draft.country,
    city: draft.city,
    address: draft.address,
    contactNo: draft.contactNo,
    registrationTokenHash: registration.tokenHash,
    registrationTokenExpiresAt: registration.tokenExpiresAt,
    newAccount: registration.newAccount,
  });
  return connection.id;
}

/** 10 characters an app or TV asks for (the authCode of the confirmation page). */
function newValidationCode(): string {
  return randomBytes(5).toString('hex').toUpperCase();
}

/** Type 6 chooses its package at once (consent comes later); the others verify their mobile first. */
function needsOtp(connectionType: number): boolean {
  return connectionType !== ConnectionType.mobileOperator;
}

/** A retry of the same sign-up racing the first one breaks a unique index: answer it as the conflict it is. */
function asConflict(error: unknown): never {
  if (isUniqueViolation(error)) {
    throw registrationError(409, RegistrationErrorCode.emailInUse, 'registration.emailInUse');
  }
  throw error;
}

/**
 * POST /registration: the new account (e-mail unconfirmed), its first connection pending registration,
 * the registration row with the token's hash, the default profile and, but for type 6, an OTP by SMS,
 * all in one transaction (decision 0009).
 */
export async function signUp(
  context: RegistrationContext,
  input: SignUpInput,
  ipAddress: string,
  language: UiLanguage,
): Promise<SignUpResponse> {
  refuseCommonPassword(input.password);
  await enforceLimits(context.db, [perAddress('registration-sign-up', ipAddress, context.lookupLimits)], {
    action: 'registration.sign_up',
    ipAddress,
  });
  const passwordHash = await hashSecret(input.password);
  const token = newRegistrationToken();
  try {
    return await context.db.transaction(async (tx) => {
      const draft = await draftOf(tx, context, input);
      await refuseDuplicateMobile(tx, draft);
      await claimEmail(tx, input.email);
      await dropStaleRegistrationsOf(tx, draft);
      const [account] = await tx
        .insert(accounts)
        .values({ email: input.email, passwordHash, firstName: draft.firstName, lastName: draft.lastName })
        .returning({ id: accounts.id });
      if (!account) throw new Error('account insert returned no row');
      // The new account's holder is the subscriber the form (or the fixed-line record) names.
      const connectionId = await insertConnection(
        tx,
        account.id,
        { ...draft, name: fullName(draft) },
        {
          tokenHash: token.hash,
          tokenExpiresAt: token.expiresAt,
          newAccount: true,
        },
      );
      if (needsOtp(draft.connectionType)) {
        await issueOtp(
          tx,
          context.integrations.sms,
          {
            connectionId,
            tokenHash: token.hash,
            mobile: draft.mobile,
            purpose: 'registration',
          },
          language,
        );
      }
      await recordAudit(tx, {
        action: 'registration.sign_up',
        outcome: 'success',
        accountId: account.id,
        subjectType: 'connection',
        subjectId: connectionId,
        ipAddress,
        details: { connectionType: draft.connectionType },
      });
      return {
        connectionId,
        telephoneNumber: draft.telephoneNumber,
        registrationToken: token.token,
        next: needsOtp(draft.connectionType) ? ('verify' as const) : ('viewpackage' as const),
      };
    });
  } catch (error) {
    return asConflict(error);
  }
}

/** POST /registration/connections: a logged-in subscriber adds a connection, pending until paid. */
export async function addConnection(
  context: RegistrationContext,
  accountId: string,
  input: AddConnectionInput,
  ipAddress: string,
  language: UiLanguage,
): Promise<SignUpResponse> {
  return context.db.transaction(async (tx) => {
    const [account] = await tx
      .select({ firstName: accounts.firstName, lastName: accounts.lastName })
      .from(accounts)
      .where(eq(accounts.id, accountId));
    if (!account) throw notFound();
    const draft = await draftOf(tx, context, input);
    await refuseDuplicateMobile(tx, draft);
    await dropStaleRegistrationsOf(tx, draft);
    const name = connectionNameOf(draft, account);
    const connectionId = await insertConnection(
      tx,
      accountId,
      { ...draft, name },
      {
        tokenHash: null,
        tokenExpiresAt: null,
        newAccount: false,
      },
    );
    if (needsOtp(draft.connectionType)) {
      await issueOtp(
        tx,
        context.integrations.sms,
        {
          connectionId,
          tokenHash: null,
          mobile: draft.mobile,
          purpose: 'connection',
        },
        language,
      );
    }
    await recordAudit(tx, {
      action: 'registration.add_connection',
      outcome: 'success',
      accountId,
      subjectType: 'connection',
      subjectId: connectionId,
      ipAddress,
      details: { connectionType: draft.connectionType },
    });
    return {
      connectionId,
      telephoneNumber: draft.telephoneNumber,
      registrationToken: null,
      next: needsOtp(draft.connectionType) ? ('verify' as const) : ('viewpackage' as const),
    };
  });
}

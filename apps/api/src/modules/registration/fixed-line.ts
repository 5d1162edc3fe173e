import {
  type FixedLineDetails,
  type FixedLineLookupQuery,
  type fixedLineLookupQuerySchema,
  RegistrationErrorCode,
} from '@selfcare/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { connections } from '../../db/schema';
import type { FixedLineRecord, FixedLineRecords } from '../../integrations/fixed-line-records';
import { registrationError } from './errors';

type LookupInput = z.output<typeof fixedLineLookupQuerySchema> | FixedLineLookupQuery;

/**
 * The number as the fixed-line records hold it ('0' and 9 digits): type 1 types the 10 digits (a '_n'
 * suffix names a line of the same number), types 2-5 type the 9 digits after the prefix shown.
 */
export function recordTelephone(connectionType: number, typed: string): string {
  const digits = typed.trim();
  if (connectionType === 1) return digits.split('_')[0] ?? digits;
  return `0${digits}`;
}

/** The number in the account-login form's own format, for pre-filling /personaldetails. */
export function formTelephone(connectionType: number, stored: string): string {
  return connectionType === 1 ? stored : stored.replace(/^0/, '');
}

/**
 * The fixed-line record of a type 1-5 registration. No record (or one of another type) is 404
 * NO_FIXED_LINE_RECORD; a line already held by a connection that is not a registration in progress is
 * 409 ALREADY_REGISTERED.
 */
export async function findFixedLine(
  db: DbOrTx,
  records: FixedLineRecords,
  input: { connectionType: number; telephoneNumber: string; accountNumber: string },
): Promise<FixedLineRecord> {
  const record = await records.find(db, {
    telephoneNumber: recordTelephone(input.connectionType, input.telephoneNumber),
    accountNumber: input.accountNumber.trim(),
  });
  if (!record || record.connectionType !== input.connectionType) {
    throw registrationError(404, RegistrationErrorCode.noFixedLineRecord, 'registration.noFixedLineRecord');
  }
  const [held] = await db
    .select({ id: connections.id })
    .from(connections)
    .where(
      and(
        eq(connections.telephoneNumber, record.telephoneNumber),
        eq(connections.accountNumber, record.accountNumber),
        ne(connections.status, 'pending_registration'),
      ),
    )
    .limit(1);
  if (held) throw registrationError(409, RegistrationErrorCode.alreadyRegistered, 'registration.alreadyRegistered');
  return record;
}

export function toFixedLineDetails(record: FixedLineRecord): FixedLineDetails {
  return {
    connectionType: record.connectionType,
    telephoneNumber: formTelephone(record.connectionType, record.telephoneNumber),
    accountNumber: record.accountNumber,
    name: record.name,
    address: record.address,
    basePackage: record.basePackage,
  };
}

export type { LookupInput };

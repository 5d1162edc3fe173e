import { ErrorCode, type StaffMember } from '@selfcare/contracts';
import type { DbOrTx } from '../../db/client';
import { type StaffRole, staffAccounts } from '../../db/schema';
import { ApiError } from '../../lib/api-error';
import { refuseCommonPassword } from '../../lib/common-passwords';
import { isUniqueViolation } from '../../lib/database-errors';
import { hashSecret } from '../../lib/password';

export interface NewStaffAccount {
  email: string;
  name: string;
  role: StaffRole;
  password: string;
  /** A TOTP secret already sealed (the demo administrator's); otherwise the first login enrols. */
  sealedTotpSecret?: string;
}

type StaffRow = typeof staffAccounts.$inferSelect;

/** A member as the console shows it: nothing secret. */
export function toStaffMember(row: StaffRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    totpEnrolled: row.totpEnrolledAt !== null,
    disabled: row.disabledAt !== null,
    lockedUntil: row.lockedUntil && row.lockedUntil.getTime() > Date.now() ? row.lockedUntil.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Creates a member (a route, `npm run console:create-admin` and the demo seed); 409 for a taken e-mail. */
export async function createStaffAccount(db: DbOrTx, input: NewStaffAccount): Promise<StaffRow> {
  refuseCommonPassword(input.password);
  const passwordHash = await hashSecret(input.password);
  try {
    const [row] = await db
      .insert(staffAccounts)
      .values({
        email: input.email.toLowerCase(),
        name: input.name,
        role: input.role,
        passwordHash,
        ...(input.sealedTotpSecret ? { totpSecret: input.sealedTotpSecret, totpEnrolledAt: new Date() } : {}),
      })
      .returning();
    if (!row) throw new Error('the staff insert returned no row');
    return row;
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ApiError(409, ErrorCode.conflict, 'errors.invalidField', { field: 'email' });
    throw error;
  }
}

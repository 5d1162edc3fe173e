import { type CreateStaffRequest, ErrorCode, type StaffMember, type StaffRoleValue } from '@selfcare/contracts';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { staffAccounts } from '../../db/schema';
import { ApiError, notFound } from '../../lib/api-error';
import { createStaffAccount, toStaffMember } from './create-staff-account';
import { recordStaffAudit } from './staff-audit';
import { revokeAllStaffSessions } from './staff-sessions';

interface Actor {
  staffId: string;
  ipAddress: string;
}

export async function listStaff(db: DbOrTx): Promise<StaffMember[]> {
  const rows = await db.select().from(staffAccounts).orderBy(asc(staffAccounts.email));
  return rows.map(toStaffMember);
}

export async function findStaffMember(db: DbOrTx, id: string): Promise<StaffMember> {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, id));
  if (!row) throw notFound();
  return toStaffMember(row);
}

export async function addStaffMember(db: DbOrTx, input: CreateStaffRequest, actor: Actor): Promise<StaffMember> {
  return db.transaction(async (tx) => {
    const row = toStaffMember(await createStaffAccount(tx, input));
    await recordStaffAudit(tx, {
      action: 'console.staff_create',
      outcome: 'success',
      staffId: actor.staffId,
      ipAddress: actor.ipAddress,
      subjectType: 'staff',
      subjectId: row.id,
      after: { email: row.email, name: row.name, role: row.role },
    });
    return row;
  });
}

/** No one changes their own role or disables themselves: the last administrator cannot lock everyone out. */
const notOnYourself = () => new ApiError(409, ErrorCode.conflict, 'errors.forbidden');

export async function updateStaffMember(
  db: DbOrTx,
  input: { id: string; role?: StaffRoleValue | undefined; disabled?: boolean | undefined; unlock?: true | undefined },
  actor: Actor,
): Promise<StaffMember> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(staffAccounts).where(eq(staffAccounts.id, input.id)).for('update');
    if (!current) throw notFound();
    const before = toStaffMember(current);
    const roleChanges = input.role !== undefined && input.role !== current.role;
    const disabling = input.disabled === true && current.disabledAt === null;
    if (input.id === actor.staffId && (roleChanges || input.disabled === true)) throw notOnYourself();
    const [updated] = await tx
      .update(staffAccounts)
      .set({
        ...(input.role !== undefined ? { role: input.role } : {}),
        ...(input.disabled !== undefined
          ? { disabledAt: input.disabled ? (current.disabledAt ?? new Date()) : null }
          : {}),
        ...(input.unlock ? { lockedUntil: null, failedAttempts: 0 } : {}),
      })
      .where(eq(staffAccounts.id, input.id))
      .returning();
    if (!updated) throw notFound();
    // A new role or a disabled account takes effect at the next request: the guard reads both each time.
    if (disabling) await revokeAllStaffSessions(tx, input.id);
    const after = toStaffMember(updated);
    await recordStaffAudit(tx, {
      action: 'console.staff_update',
      outcome: 'success',
      staffId: actor.staffId,
      ipAddress: actor.ipAddress,
      subjectType: 'staff',
      subjectId: input.id,
      before: { role: before.role, disabled: before.disabled, lockedUntil: before.lockedUntil },
      after: { role: after.role, disabled: after.disabled, lockedUntil: after.lockedUntil },
    });
    return after;
  });
}

/**
 * A lost authenticator: the member's TOTP secret and recovery codes go and their sessions end; their
 * next login enrols again.
 */
export async function resetStaffTotp(db: DbOrTx, id: string, actor: Actor): Promise<StaffMember> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(staffAccounts).where(eq(staffAccounts.id, id)).for('update');
    if (!current) throw notFound();
    const [updated] = await tx
      .update(staffAccounts)
      .set({ totpSecret: null, totpEnrolledAt: null, totpLastStep: null, recoveryCodeHashes: [] })
      .where(eq(staffAccounts.id, id))
      .returning();
    if (!updated) throw notFound();
    await revokeAllStaffSessions(tx, id);
    await recordStaffAudit(tx, {
      action: 'console.staff_totp_reset',
      outcome: 'success',
      staffId: actor.staffId,
      ipAddress: actor.ipAddress,
      subjectType: 'staff',
      subjectId: id,
      before: { totpEnrolled: current.totpEnrolledAt !== null, recoveryCodes: current.recoveryCodeHashes.length },
      after: { totpEnrolled: false, recoveryCodes: 0 },
    });
    return toStaffMember(updated);
  });
}

import type { DbOrTx } from '../../db/client';
import type { AuthenticatedStaff } from './require-staff-role';
import { recordStaffAudit } from './staff-audit';
import { revokeStaffSession } from './staff-sessions';

/** Ends the caller's session: its row is revoked, so the token fails on every api process at once. */
export async function logoutStaff(db: DbOrTx, staff: AuthenticatedStaff, ipAddress: string): Promise<void> {
  await db.transaction(async (tx) => {
    await revokeStaffSession(tx, staff.id, staff.sessionId);
    await recordStaffAudit(tx, {
      action: 'console.logout',
      outcome: 'success',
      staffId: staff.id,
      ipAddress,
      subjectType: 'staff_session',
      subjectId: staff.sessionId,
    });
  });
}

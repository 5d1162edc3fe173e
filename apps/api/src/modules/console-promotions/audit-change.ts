import type { DbOrTx } from '../../db/client';
import { recordStaffAudit } from '../console/staff-audit';

/** Who does a console write, and from where. */
export interface Actor {
  staffId: string;
  ipAddress: string;
}

/** A successful promotions write, audited in the caller's transaction with the subject before and after. */
export function auditChange(
  tx: DbOrTx,
  actor: Actor,
  change: {
    action: `console.${string}`;
    subjectType: string;
    subjectId: string;
    before?: Record<string, unknown> | undefined;
    after?: Record<string, unknown> | undefined;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  return recordStaffAudit(tx, { ...change, outcome: 'success', staffId: actor.staffId, ipAddress: actor.ipAddress });
}

import type { CareAction } from '@selfcare/contracts';
import type { DbOrTx } from '../../db/client';
import type { AuditOutcome } from '../../lib/audit';
import { recordStaffAudit } from '../console/staff-audit';

/** Who acts in the console and from where. */
export interface CareActor {
  staffId: string;
  ipAddress: string;
}

/**
 * A care action's audit row: `console.care_<action>`, the account as its subject (so the account's
 * timeline finds it), the reason, and what it touched. Never a PIN, link, code or password.
 */
export function recordCareAudit(
  db: DbOrTx,
  actor: CareActor,
  entry: {
    action: CareAction | 'view' | 'timeline_view';
    accountId: string;
    reason?: string;
    outcome?: AuditOutcome;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  return recordStaffAudit(db, {
    action: `console.care_${entry.action}`,
    outcome: entry.outcome ?? 'success',
    staffId: actor.staffId,
    ipAddress: actor.ipAddress,
    subjectType: 'account',
    subjectId: entry.accountId,
    details: { ...(entry.reason ? { reason: entry.reason } : {}), ...entry.details },
  });
}

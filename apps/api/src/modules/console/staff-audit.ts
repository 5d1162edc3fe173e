import type { DbOrTx } from '../../db/client';
import { type AuditOutcome, recordAudit } from '../../lib/audit';

export interface StaffAuditEntry {
  /** `console.` and what was done: `console.staff_update`, `console.login`, ... */
  action: `console.${string}`;
  outcome: AuditOutcome;
  /** Who did it; null for a login attempt with an unknown e-mail. */
  staffId: string | null;
  /** Null for work no request asked for (the lifecycle sweep applying a scheduled price change). */
  ipAddress: string | null;
  subjectType?: string;
  subjectId?: string;
  /** The subject as it was and as it became; never a password, a TOTP secret or a code. */
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
  details?: Record<string, unknown>;
}

/**
 * A console action in the portal's audit_log (who: staff_id; what: action and subject; before and
 * after: in details; when: occurred_at; from where: ip_address), so one log answers for both.
 */
export function recordStaffAudit(db: DbOrTx, entry: StaffAuditEntry): Promise<void> {
  const { before, after, details, ...row } = entry;
  const changes = { ...(before ? { before } : {}), ...(after ? { after } : {}) };
  const merged = { ...details, ...changes };
  return recordAudit(db, { ...row, details: Object.keys(merged).length > 0 ? merged : undefined });
}

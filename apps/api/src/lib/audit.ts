import type { DbOrTx } from '../db/client';
import { auditLog } from '../db/schema';

export type AuditOutcome = 'success' | 'failure' | 'rate_limited';

export interface AuditEntry {
  action: string;
  outcome: AuditOutcome;
  accountId?: string | null;
  subjectType?: string;
  subjectId?: string;
  /** The caller's address; null (or left out) for work no request asked for, such as the lifecycle sweep. */
  ipAddress?: string | null;
  details?: Record<string, unknown>;
}

/** Pass the transaction that makes the change, so the record and the change commit or fail together. */
export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    action: entry.action,
    outcome: entry.outcome,
    accountId: entry.accountId ?? null,
    subjectType: entry.subjectType ?? null,
    subjectId: entry.subjectId ?? null,
    ipAddress: entry.ipAddress ?? null,
    details: entry.details ?? null,
  });
}

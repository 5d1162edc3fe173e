import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { placeholders, reusableStatement } from '../db/reusable-statement';
import { auditLog } from '../db/schema';

export type AuditOutcome = 'success' | 'failure' | 'rate_limited';

export interface AuditEntry {
  action: string;
  outcome: AuditOutcome;
  accountId?: string | null;
  /** The staff member behind a console action (modules/console); never with accountId. */
  staffId?: string | null;
  subjectType?: string;
  subjectId?: string;
  /** The caller's address; null (or left out) for work no request asked for, such as the lifecycle sweep. */
  ipAddress?: string | null;
  details?: Record<string, unknown>;
}

/**
 * The audit row's insert, built once (decision 0027). `details` goes as JSON text through a plain
 * placeholder: a placeholder bound to the jsonb column would encode a missing value as JSON null.
 */
const insertAuditRow = reusableStatement('audit_insert', (db) =>
  db.insert(auditLog).values({
    ...placeholders('action', 'outcome', 'accountId', 'staffId', 'subjectType', 'subjectId', 'ipAddress'),
    details: sql`${sql.placeholder('details')}`,
  }),
);

/** Pass the transaction that makes the change, so the record and the change commit or fail together. */
export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await insertAuditRow(db, {
    action: entry.action,
    outcome: entry.outcome,
    accountId: entry.accountId ?? null,
    staffId: entry.staffId ?? null,
    subjectType: entry.subjectType ?? null,
    subjectId: entry.subjectId ?? null,
    ipAddress: entry.ipAddress ?? null,
    details: entry.details === undefined ? null : JSON.stringify(entry.details),
  });
}

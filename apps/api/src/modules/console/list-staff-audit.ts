import type { StaffAuditPage, StaffAuditQuery } from '@selfcare/contracts';
import { and, desc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema';

const CONSOLE_PREFIX = 'console.';

/**
 * The console's audit view: console actions (staff actions, staff logins and refusals), newest first,
 * filtered by member, action, subject and time, a page at a time by id (keyset: a page never shifts as
 * rows arrive).
 */
export async function listStaffAudit(db: DbOrTx, query: StaffAuditQuery): Promise<StaffAuditPage> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(
      and(
        // left() rather than LIKE: an action filter may hold LIKE's wildcards.
        sql`left(${auditLog.action}, ${CONSOLE_PREFIX.length}) = ${CONSOLE_PREFIX}`,
        query.staffId ? eq(auditLog.staffId, query.staffId) : undefined,
        query.action ? eq(auditLog.action, query.action) : undefined,
        query.subjectId ? eq(auditLog.subjectId, query.subjectId) : undefined,
        query.from ? gte(auditLog.occurredAt, new Date(query.from)) : undefined,
        query.to ? lte(auditLog.occurredAt, new Date(query.to)) : undefined,
        query.before ? lt(auditLog.id, query.before) : undefined,
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    entries: page.map((row) => ({
      id: row.id,
      occurredAt: row.occurredAt.toISOString(),
      staffId: row.staffId,
      action: row.action,
      outcome: row.outcome,
      subjectType: row.subjectType,
      subjectId: row.subjectId,
      ipAddress: row.ipAddress,
      details: (row.details as Record<string, unknown> | null) ?? null,
    })),
    nextBefore: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}

import type { StaffAuditPage, StaffAuditQuery } from '@selfcare/contracts';
import { and, desc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog, staffAccounts } from '../../db/schema';

const CONSOLE_PREFIX = 'console.';

/**
 * The console's audit view: console actions (staff actions, staff logins and refusals), newest first,
 * filtered by member, action, subject and time, a page at a time by id (keyset: a page never shifts as
 * rows arrive). Each row names its member by e-mail, so a reader needs no staff list.
 */
export async function listStaffAudit(db: DbOrTx, query: StaffAuditQuery): Promise<StaffAuditPage> {
  const rows = await db
    .select({ row: auditLog, staffEmail: staffAccounts.email })
    .from(auditLog)
    .leftJoin(staffAccounts, eq(staffAccounts.id, auditLog.staffId))
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
    entries: page.map(({ row, staffEmail }) => ({
      id: row.id,
      occurredAt: row.occurredAt.toISOString(),
      staffId: row.staffId,
      staffEmail,
      action: row.action,
      outcome: row.outcome,
      subjectType: row.subjectType,
      subjectId: row.subjectId,
      ipAddress: row.ipAddress,
      details: (row.details as Record<string, unknown> | null) ?? null,
    })),
    nextBefore: rows.length > query.limit ? (page.at(-1)?.row.id ?? null) : null,
  };
}

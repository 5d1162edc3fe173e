import { and, desc, eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/app';
import { bearer } from '../../../test/factories';
import { auditLog } from '../../db/schema';
import { signedInStaff } from '../console/test-kit';

export const CONSOLE = '/api/console/v1';

/** A signed-in member of `role` and an inject bound to their token. */
export async function consoleCaller(t: TestApp, role: Parameters<typeof signedInStaff>[1]) {
  const staff = await signedInStaff(t, role);
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
    t.app.inject({
      method,
      url: `${CONSOLE}${path}`,
      headers: bearer(staff.token),
      ...(payload === undefined ? {} : { payload }),
    });
  return { staff, call };
}

/** The newest audit row of `action` on `subjectId`. */
export async function lastAudit(t: TestApp, action: string, subjectId: string) {
  const [row] = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.subjectId, subjectId)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

/** Every audit row of `action`. */
export function auditRows(t: TestApp, action: string) {
  return t.db.select().from(auditLog).where(eq(auditLog.action, action));
}

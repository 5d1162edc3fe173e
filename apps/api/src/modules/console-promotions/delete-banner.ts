import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { banners } from '../../db/schema';
import { notFound } from '../../lib/api-error';
import { type Actor, auditChange } from './audit-change';
import { bannerAudit, loadConsoleBanner } from './banner-rows';

/** Removes a banner and its audience; 404 for an unknown id. The audit keeps what it was. */
export function deleteBanner(db: DbOrTx, id: string, actor: Actor): Promise<void> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: banners.id }).from(banners).where(eq(banners.id, id)).for('update');
    const before = locked ? await loadConsoleBanner(tx, id) : undefined;
    if (!before) throw notFound();
    await tx.delete(banners).where(eq(banners.id, id));
    await auditChange(tx, actor, {
      action: 'console.banner_delete',
      subjectType: 'banner',
      subjectId: id,
      before: bannerAudit(before),
    });
  });
}

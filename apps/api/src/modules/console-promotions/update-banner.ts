import type { ConsoleBanner, ConsoleBannerRequest } from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { banners } from '../../db/schema';
import { notFound } from '../../lib/api-error';
import { type Actor, auditChange } from './audit-change';
import { bannerAudit, checkBanner, loadConsoleBanner, setBannerAudience } from './banner-rows';

/** The whole banner replaced (its place in the order kept); 404 for an unknown id. */
export function updateBanner(
  db: DbOrTx,
  id: string,
  input: ConsoleBannerRequest,
  actor: Actor,
): Promise<ConsoleBanner> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: banners.id }).from(banners).where(eq(banners.id, id)).for('update');
    const before = locked ? await loadConsoleBanner(tx, id) : undefined;
    if (!before) throw notFound();
    const checked = await checkBanner(tx, input);
    await tx.update(banners).set(checked.values).where(eq(banners.id, id));
    await setBannerAudience(tx, id, checked.audienceBasePackageIds);
    const after = await loadConsoleBanner(tx, id);
    if (!after) throw notFound();
    await auditChange(tx, actor, {
      action: 'console.banner_update',
      subjectType: 'banner',
      subjectId: id,
      before: bannerAudit(before),
      after: bannerAudit(after),
    });
    return after;
  });
}

import type { ConsoleBanner, ConsoleBannerRequest } from '@selfcare/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { banners } from '../../db/schema';
import { notFound } from '../../lib/api-error';
import { type Actor, auditChange } from './audit-change';
import { bannerAudit, checkBanner, loadConsoleBanner, setBannerAudience } from './banner-rows';

/** A new banner, last in the order; audited as console.banner_create. */
export function createBanner(db: DbOrTx, input: ConsoleBannerRequest, actor: Actor): Promise<ConsoleBanner> {
  return db.transaction(async (tx) => {
    const checked = await checkBanner(tx, input);
    const [row] = await tx
      .insert(banners)
      .values({
        ...checked.values,
        sortOrder: sql`(select coalesce(max(${banners.sortOrder}) + 1, 0) from ${banners})`,
      })
      .returning({ id: banners.id });
    if (!row) throw notFound();
    await setBannerAudience(tx, row.id, checked.audienceBasePackageIds);
    const created = await loadConsoleBanner(tx, row.id);
    if (!created) throw notFound();
    await auditChange(tx, actor, {
      action: 'console.banner_create',
      subjectType: 'banner',
      subjectId: row.id,
      after: bannerAudit(created),
    });
    return created;
  });
}

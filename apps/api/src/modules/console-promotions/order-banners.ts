import type { ConsoleBanner } from '@selfcare/contracts';
import { asc, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { banners } from '../../db/schema';
import { type Actor, auditChange } from './audit-change';
import { loadConsoleBanners } from './banner-rows';
import { conflict } from './errors';

/**
 * Every banner's id once, in the new order: sort_order becomes each one's position. 409 when the list
 * is not exactly the banners there are (one was added or removed meanwhile): nothing changes.
 */
export function orderBanners(db: DbOrTx, ids: readonly string[], actor: Actor): Promise<ConsoleBanner[]> {
  return db.transaction(async (tx) => {
    const current = await tx
      .select({ id: banners.id })
      .from(banners)
      .orderBy(asc(banners.sortOrder), asc(banners.id))
      .for('update');
    const known = new Set(current.map((row) => row.id));
    if (new Set(ids).size !== ids.length || ids.length !== known.size || ids.some((id) => !known.has(id))) {
      throw conflict('orderMismatch');
    }
    const list = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
    await tx
      .update(banners)
      .set({ sortOrder: sql`array_position(array[${list}]::uuid[], ${banners.id}) - 1` })
      .where(sql`true`);
    await auditChange(tx, actor, {
      action: 'console.banner_order',
      subjectType: 'banner',
      subjectId: 'order',
      before: { ids: current.map((row) => row.id) },
      after: { ids: [...ids] },
    });
    return loadConsoleBanners(tx);
  });
}

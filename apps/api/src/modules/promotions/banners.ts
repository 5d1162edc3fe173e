import type { Banner, BannerVoucherType } from '@selfcare/contracts';
import { and, asc, eq, exists, gt, inArray, isNull, lte, not, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bannerBasePackages, banners } from '../../db/schema';

export interface BannerQuery {
  /** Only logged-in callers get a package's banners; visitors see banners for everyone only. */
  basePackageId: string | undefined;
  voucherType: BannerVoucherType | undefined;
  /** The instant asked about: the portal passes now, the console's preview any instant. */
  at: Date;
}

const targetsAnyPackage = () =>
  exists(sql`(select 1 from ${bannerBasePackages} where ${bannerBasePackages.bannerId} = ${banners.id})`);

const targetsPackage = (packageId: string) =>
  exists(
    sql`(select 1 from ${bannerBasePackages} where ${bannerBasePackages.bannerId} = ${banners.id} and ${bannerBasePackages.packageId} = ${packageId})`,
  );

/** Within its dates at `at`: from starts_at (inclusive, null: already) until ends_at (exclusive, null: no end). */
export const bannerShownAt = (at: Date) =>
  and(or(isNull(banners.startsAt), lte(banners.startsAt, at)), or(isNull(banners.endsAt), gt(banners.endsAt, at)));

/**
 * The one rule of who sees which banner, for the portal and the console's preview alike. Active banners
 * within their dates at `query.at`, of a page: the voucher pages' by voucherType, the landing and promotions pages' without
 * one. Banners with no base packages are for everyone; the others only for holders of those packages.
 */
export async function listBanners(db: DbOrTx, query: BannerQuery): Promise<Banner[]> {
  const rows = await db
    .select()
    .from(banners)
    .where(
      and(
        eq(banners.active, true),
        bannerShownAt(query.at),
        query.voucherType === undefined ? isNull(banners.voucherType) : eq(banners.voucherType, query.voucherType),
        query.basePackageId === undefined
          ? not(targetsAnyPackage())
          : or(not(targetsAnyPackage()), targetsPackage(query.basePackageId)),
      ),
    )
    .orderBy(asc(banners.sortOrder), asc(banners.id));
  const targets =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(bannerBasePackages)
          .where(
            inArray(
              bannerBasePackages.bannerId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(bannerBasePackages.packageId));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    imageURL: row.imageUrl,
    redirectURL: row.redirectUrl,
    productId: row.productId,
    purchaseOptionId: row.purchaseOptionId,
    type: row.type,
    voucherType: row.voucherType,
    basePackageIds: targets.filter((target) => target.bannerId === row.id).map((target) => target.packageId),
  }));
}

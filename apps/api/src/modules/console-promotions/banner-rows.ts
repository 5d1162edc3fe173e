import type { ConsoleBanner, ConsoleBannerLinkView, ConsoleBannerRequest } from '@selfcare/contracts';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bannerBasePackages, banners, products, productTypes, purchaseOptions } from '../../db/schema';
import { invalidInput } from './errors';

type BannerRow = typeof banners.$inferSelect;
type BannerInsert = typeof banners.$inferInsert;

function linkOf(row: BannerRow): ConsoleBannerLinkView {
  if (row.productId && row.type) {
    return { kind: 'product', productId: row.productId, type: row.type, purchaseOptionId: row.purchaseOptionId };
  }
  return row.redirectUrl ? { kind: 'redirect', redirectUrl: row.redirectUrl } : { kind: 'none' };
}

const shownAt = (row: BannerRow, at: Date) =>
  row.active && (row.startsAt === null || row.startsAt <= at) && (row.endsAt === null || row.endsAt > at);

/** Banners as the console shows them, with their audience's names, in the portal's order. */
export async function loadConsoleBanners(db: DbOrTx, where?: SQL): Promise<ConsoleBanner[]> {
  const rows = await db.select().from(banners).where(where).orderBy(asc(banners.sortOrder), asc(banners.id));
  if (rows.length === 0) return [];
  const audience = await db
    .select({ bannerId: bannerBasePackages.bannerId, id: products.id, name: products.name })
    .from(bannerBasePackages)
    .innerJoin(products, eq(products.id, bannerBasePackages.packageId))
    .where(
      inArray(
        bannerBasePackages.bannerId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(products.name), asc(products.id));
  const now = new Date();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    imageUrl: row.imageUrl,
    link: linkOf(row),
    voucherType: row.voucherType,
    audience: audience.filter((entry) => entry.bannerId === row.id).map(({ id, name }) => ({ id, name })),
    active: row.active,
    sortOrder: row.sortOrder,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    showingNow: shownAt(row, now),
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function loadConsoleBanner(db: DbOrTx, id: string): Promise<ConsoleBanner | undefined> {
  const [banner] = await loadConsoleBanners(db, eq(banners.id, id));
  return banner;
}

/** What the audit keeps of a banner: everything the console edits. */
export function bannerAudit(banner: ConsoleBanner): Record<string, unknown> {
  const { createdAt: _createdAt, showingNow: _showingNow, ...rest } = banner;
  return { ...rest, audience: banner.audience.map((entry) => entry.id) };
}

type CheckedBanner = Required<Pick<ConsoleBannerRequest, 'audienceBasePackageIds'>> & { values: BannerInsert };

/**
 * A banner request checked against the catalogue (400 with the reason): its product exists and the
 * purchase option is one of the product's, and its audience are base packages. Answers the row's values.
 */
export async function checkBanner(db: DbOrTx, input: ConsoleBannerRequest): Promise<CheckedBanner> {
  const audienceIds = [...new Set(input.audienceBasePackageIds ?? [])];
  if (audienceIds.length > 0) {
    const packages = await db
      .select({ id: products.id })
      .from(products)
      .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
      .where(and(inArray(products.id, audienceIds), eq(productTypes.typeName, 'package')));
    if (packages.length !== audienceIds.length) throw invalidInput('notBasePackage');
  }
  const { link } = input;
  if (link.kind === 'product') {
    const [product] = await db
      .select({ group: products.purchaseOptionGroupId })
      .from(products)
      .where(eq(products.id, link.productId));
    if (!product) throw invalidInput('unknownReference');
    if (link.purchaseOptionId) {
      const [option] = await db
        .select({ group: purchaseOptions.purchaseOptionGroupId })
        .from(purchaseOptions)
        .where(eq(purchaseOptions.id, link.purchaseOptionId));
      if (!option || option.group !== product.group) throw invalidInput('optionNotOfProduct');
    }
  }
  return {
    audienceBasePackageIds: audienceIds,
    values: {
      title: input.title,
      imageUrl: input.imageUrl,
      redirectUrl: link.kind === 'redirect' ? link.redirectUrl : null,
      productId: link.kind === 'product' ? link.productId : null,
      type: link.kind === 'product' ? link.type : null,
      purchaseOptionId: link.kind === 'product' ? (link.purchaseOptionId ?? null) : null,
      voucherType: input.voucherType ?? null,
      active: input.active ?? true,
      startsAt: input.startsAt ? new Date(input.startsAt) : null,
      endsAt: input.endsAt ? new Date(input.endsAt) : null,
    },
  };
}

/** The banner's audience becomes exactly `packageIds`. */
export async function setBannerAudience(tx: DbOrTx, bannerId: string, packageIds: readonly string[]): Promise<void> {
  await tx.delete(bannerBasePackages).where(eq(bannerBasePackages.bannerId, bannerId));
  if (packageIds.length > 0) {
    await tx.insert(bannerBasePackages).values(packageIds.map((packageId) => ({ bannerId, packageId })));
  }
}

import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  bundleChannels,
  packageContents,
  packageDataBundles,
  packageScreens,
  productCategories,
  productGenres,
  productLanguages,
  productTags,
  svodChildren,
} from '../../db/schema';

/** A product's links as the console edits them: classifier ids and the products it holds, in order. */
export interface ProductLinks {
  categoryIds: string[];
  languageIds: string[];
  genreIds: string[];
  tagIds: string[];
  packageContents: string[];
  bundleChannels: string[];
  svodChildren: string[];
  screens: string[];
  dataBundles: string[];
}

export const LINK_FIELDS = [
  'categoryIds',
  'languageIds',
  'genreIds',
  'tagIds',
  'packageContents',
  'bundleChannels',
  'svodChildren',
  'screens',
  'dataBundles',
] as const satisfies readonly (keyof ProductLinks)[];

/** Every link of a product, one statement a table. */
export async function readLinks(db: DbOrTx, productId: string): Promise<ProductLinks> {
  const [cats, langs, gens, tagRows, contents, channels, children, screenRows, bundles] = await Promise.all([
    db
      .select({ id: productCategories.categoryId })
      .from(productCategories)
      .where(eq(productCategories.productId, productId)),
    db
      .select({ id: productLanguages.languageId })
      .from(productLanguages)
      .where(eq(productLanguages.productId, productId)),
    db.select({ id: productGenres.genreId }).from(productGenres).where(eq(productGenres.productId, productId)),
    db.select({ id: productTags.tagId }).from(productTags).where(eq(productTags.productId, productId)),
    db
      .select({ id: packageContents.productId })
      .from(packageContents)
      .where(eq(packageContents.packageId, productId))
      .orderBy(asc(packageContents.sortOrder), asc(packageContents.productId)),
    db
      .select({ id: bundleChannels.channelId })
      .from(bundleChannels)
      .where(eq(bundleChannels.bundleId, productId))
      .orderBy(asc(bundleChannels.sortOrder), asc(bundleChannels.channelId)),
    db
      .select({ id: svodChildren.vodId })
      .from(svodChildren)
      .where(eq(svodChildren.svodId, productId))
      .orderBy(asc(svodChildren.sortOrder), asc(svodChildren.vodId)),
    db
      .select({ id: packageScreens.screensProductId })
      .from(packageScreens)
      .where(eq(packageScreens.packageId, productId)),
    db
      .select({ id: packageDataBundles.dataBundleId })
      .from(packageDataBundles)
      .where(eq(packageDataBundles.packageId, productId)),
  ]);
  const idsOf = (rows: { id: string }[]) => rows.map((row) => row.id);
  const sorted = (rows: { id: string }[]) => idsOf(rows).sort();
  return {
    categoryIds: sorted(cats),
    languageIds: sorted(langs),
    genreIds: sorted(gens),
    tagIds: sorted(tagRows),
    packageContents: idsOf(contents),
    bundleChannels: idsOf(channels),
    svodChildren: idsOf(children),
    screens: sorted(screenRows),
    dataBundles: sorted(bundles),
  };
}

/** Replaces every link of a product with `links` (already checked), in the caller's transaction. */
export async function replaceLinks(tx: DbOrTx, productId: string, links: ProductLinks): Promise<void> {
  await tx.delete(productCategories).where(eq(productCategories.productId, productId));
  await tx.delete(productLanguages).where(eq(productLanguages.productId, productId));
  await tx.delete(productGenres).where(eq(productGenres.productId, productId));
  await tx.delete(productTags).where(eq(productTags.productId, productId));
  await tx.delete(packageContents).where(eq(packageContents.packageId, productId));
  await tx.delete(bundleChannels).where(eq(bundleChannels.bundleId, productId));
  await tx.delete(svodChildren).where(eq(svodChildren.svodId, productId));
  await tx.delete(packageScreens).where(eq(packageScreens.packageId, productId));
  await tx.delete(packageDataBundles).where(eq(packageDataBundles.packageId, productId));
  const ordered = (list: string[]) => list.map((id, sortOrder) => ({ id, sortOrder }));
  if (links.categoryIds.length > 0)
    await tx.insert(productCategories).values(links.categoryIds.map((categoryId) => ({ productId, categoryId })));
  if (links.languageIds.length > 0)
    await tx.insert(productLanguages).values(links.languageIds.map((languageId) => ({ productId, languageId })));
  if (links.genreIds.length > 0)
    await tx.insert(productGenres).values(links.genreIds.map((genreId) => ({ productId, genreId })));
  if (links.tagIds.length > 0) await tx.insert(productTags).values(links.tagIds.map((tagId) => ({ productId, tagId })));
  if (links.packageContents.length > 0)
    await tx
      .insert(packageContents)
      .values(
        ordered(links.packageContents).map(({ id, sortOrder }) => ({ packageId: productId, productId: id, sortOrder })),
      );
  if (links.bundleChannels.length > 0)
    await tx
      .insert(bundleChannels)
      .values(
        ordered(links.bundleChannels).map(({ id, sortOrder }) => ({ bundleId: productId, channelId: id, sortOrder })),
      );
  if (links.svodChildren.length > 0)
    await tx
      .insert(svodChildren)
      .values(ordered(links.svodChildren).map(({ id, sortOrder }) => ({ svodId: productId, vodId: id, sortOrder })));
  if (links.screens.length > 0)
    await tx
      .insert(packageScreens)
      .values(links.screens.map((screensProductId) => ({ packageId: productId, screensProductId })));
  if (links.dataBundles.length > 0)
    await tx
      .insert(packageDataBundles)
      .values(links.dataBundles.map((dataBundleId) => ({ packageId: productId, dataBundleId })));
}

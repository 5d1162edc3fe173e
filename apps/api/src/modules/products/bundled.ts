import type { ProductSummary } from '@selfcare/contracts';
import { and, eq, inArray, notInArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bundleChannels, packageContents, products, productTypes } from '../../db/schema';
import { productNotFound } from './errors';
import { listProducts } from './lists';
import { isListed, isStandalone } from './product-rows';
import type { Viewer } from './viewer';

/**
 * The channel bundles and promotional packages a product can also be bought in ('Can be purchased in
 * the following bundles'): bundles carrying it, and promotional packages carrying it or such a bundle.
 * What the caller's base package already includes is left out.
 */
export async function bundlesOffering(
  db: DbOrTx,
  viewer: Viewer | null,
  input: { productId: string; basePackageId?: string | undefined },
): Promise<ProductSummary[]> {
  await requireProducts(db, input);
  const bundlesWithProduct = db
    .select({ id: bundleChannels.bundleId })
    .from(bundleChannels)
    .where(eq(bundleChannels.channelId, input.productId));
  const packagesWithProduct = db
    .select({ id: packageContents.packageId })
    .from(packageContents)
    .where(or(eq(packageContents.productId, input.productId), inArray(packageContents.productId, bundlesWithProduct)));
  const inBasePackage =
    input.basePackageId === undefined
      ? undefined
      : notInArray(
          products.id,
          db
            .select({ id: packageContents.productId })
            .from(packageContents)
            .where(eq(packageContents.packageId, input.basePackageId)),
        );
  return listProducts(
    db,
    and(
      isListed(),
      isStandalone(),
      inArray(productTypes.typeName, ['channelbundle', 'promotionalpackage']),
      or(inArray(products.id, bundlesWithProduct), inArray(products.id, packagesWithProduct)),
      inBasePackage,
    ),
    viewer,
  );
}

/** The product must exist, and the base package be a package. */
async function requireProducts(db: DbOrTx, input: { productId: string; basePackageId?: string | undefined }) {
  const ids = input.basePackageId === undefined ? [input.productId] : [input.productId, input.basePackageId];
  const rows = await db
    .select({ id: products.id, typeName: productTypes.typeName })
    .from(products)
    .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
    .where(inArray(products.id, ids));
  const found = new Map(rows.map((row) => [row.id, row.typeName]));
  if (!found.has(input.productId)) throw productNotFound();
  if (input.basePackageId !== undefined && found.get(input.basePackageId) !== 'package') throw productNotFound();
}

import type { BasePackage, ProductSummary } from '@selfcare/contracts';
import { and, eq, exists, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { packageDataBundles, products, productTypes, purchaseOptions } from '../../db/schema';
import { basePackages } from '../products/base-packages';
import { utcDate } from '../products/dates';
import { productNotFound } from '../products/errors';
import { listProducts } from '../products/lists';
import { isActive, isListed, isStandalone, ofTypeName } from '../products/product-rows';
import { currentBasePackage, loadLivePurchases } from '../products/purchase-state';
import type { Viewer } from '../products/viewer';
import { activeTaxRates, applyTaxes } from '../promotions/tax';

/** The package has an option billed in this unit (months or days). */
const soldPer = (unit: 'MONTHS' | 'DAYS') =>
  exists(
    sql`(select 1 from ${purchaseOptions} where ${purchaseOptions.purchaseOptionGroupId} = ${products.purchaseOptionGroupId} and ${purchaseOptions.utilizationPeriodUnit} = ${unit})`,
  );

/**
 * The base packages a connection may hold: active standalone packages, limited to those sold in the
 * same period unit as its current package, and the current package itself (marked
 * currentPurchasedPackage) even if it is no longer sold (spec 001 section 4, registration flow).
 */
export async function allowedSecondaryPackages(db: DbOrTx, viewer: Viewer): Promise<BasePackage[]> {
  const current = currentBasePackage(await loadLivePurchases(db, viewer.connectionId), utcDate(new Date()));
  const [currentOption] = !current?.purchaseOptionId
    ? []
    : await db
        .select({ unit: purchaseOptions.utilizationPeriodUnit })
        .from(purchaseOptions)
        .where(eq(purchaseOptions.id, current.purchaseOptionId));
  const forSale = and(isListed(), isStandalone(), currentOption ? soldPer(currentOption.unit) : undefined);
  const packages = await basePackages(
    db,
    and(ofTypeName('package'), current ? or(forSale, eq(products.id, current.productId)) : forSale),
    viewer,
  );
  const held = packages.find((item) => item.currentPurchasedPackage);
  if (!held?.purchaseOption) return packages;
  // What a period of the package held costs with taxes: what its card or operator is charged each time.
  const { taxedPrice } = applyTaxes(held.purchaseOption.purchasePrice, await activeTaxRates(db, new Date()));
  return packages.map((item) => (item === held ? { ...item, chargedPrice: taxedPrice } : item));
}

/** The data bundles that come with a base package (its primary data bundles). */
export async function allowedPrimaryPackages(
  db: DbOrTx,
  viewer: Viewer | null,
  basePackageId: string,
): Promise<ProductSummary[]> {
  const [basePackage] = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
    .where(and(eq(products.id, basePackageId), eq(productTypes.typeName, 'package')));
  if (!basePackage) throw productNotFound();
  const bundled = db
    .select({ id: packageDataBundles.dataBundleId })
    .from(packageDataBundles)
    .where(eq(packageDataBundles.packageId, basePackageId));
  return listProducts(db, and(isActive(), inArray(products.id, bundled)), viewer);
}

import type { ConsoleProduct } from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { products, productTypes } from '../../db/schema';
import { notFoundText } from '../console/console-errors';
import { optionsOfGroup } from './option-views';
import { readLinks } from './product-link-rows';
import { statusOf } from './product-status';

export const productNotFound = () => notFoundText('No product has this id.');

const packageTypes = alias(productTypes, 'package_types');

/** A product as the console edits it: every field, its links and its purchase options. */
export async function findProduct(db: DbOrTx, id: string): Promise<ConsoleProduct> {
  const [found] = await db
    .select({ product: products, typeName: productTypes.typeName, packageType: packageTypes.typeName })
    .from(products)
    .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
    .leftJoin(packageTypes, eq(packageTypes.id, products.packageTypeId))
    .where(eq(products.id, id));
  if (!found) throw productNotFound();
  const { product } = found;
  const [links, purchaseOptions] = await Promise.all([
    readLinks(db, id),
    optionsOfGroup(db, product.purchaseOptionGroupId, id),
  ]);
  const iso = (value: Date | null) => value?.toISOString() ?? null;
  return {
    id: product.id,
    status: statusOf(product.status),
    productType: found.typeName,
    subTypeId: product.productSubTypeId,
    packageType: found.packageType ?? null,
    name: product.name,
    description: product.description,
    imageUrl: product.imageUrl,
    thumbnailUrl: product.thumbnailUrl,
    purchaseMode: product.purchaseMode,
    regions: product.regions,
    pgRating: product.pgRating,
    featureTstv: product.featureTstv,
    featurePip: product.featurePip,
    featureCpvr: product.featureCpvr,
    additionalDetails: product.additionalDetails,
    numberOfScreens: product.numberOfScreens,
    dataQuota: product.dataQuota,
    channelNo: product.channelNo,
    enableDisplay: product.enableDisplay,
    lowestAgeGroup: product.lowestAgeGroup,
    directlyMapped: product.directlyMapped,
    externalRef: product.externalRef,
    downstreamRef: product.downstreamRef,
    purchasePeriodStart: iso(product.purchasePeriodStart),
    purchasePeriodEnd: iso(product.purchasePeriodEnd),
    licensePeriodStart: iso(product.licensePeriodStart),
    licensePeriodEnd: iso(product.licensePeriodEnd),
    prerequisitesOptionId: product.prerequisitesOptionId,
    sortOrder: product.sortOrder,
    ...links,
    purchaseOptionGroupId: product.purchaseOptionGroupId,
    discountOptionGroupId: product.discountOptionGroupId,
    purchaseOptions,
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.updatedAt.toISOString(),
  };
}

/** What an audit row keeps of a product: its fields and links, not its options (audited on their own). */
export function auditedProduct(product: ConsoleProduct): Record<string, unknown> {
  const { purchaseOptions: _options, createdAt: _created, updatedAt: _updated, ...rest } = product;
  return rest;
}

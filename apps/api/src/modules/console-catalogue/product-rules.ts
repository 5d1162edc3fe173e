import type { consoleProductFieldsSchema, ProductTypeName } from '@selfcare/contracts';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import {
  categories,
  genres,
  languages,
  productSubTypes,
  products,
  productTypes,
  purchaseOptions,
  tags,
} from '../../db/schema';
import { conflict, invalidInput } from '../console/console-errors';
import type { ProductLinks } from './product-link-rows';

export type ProductFields = z.infer<typeof consoleProductFieldsSchema>;
type ProductValues = Omit<typeof products.$inferInsert, 'id' | 'status' | 'createdAt' | 'purchaseOptionGroupId'>;

const PACKAGES: readonly ProductTypeName[] = ['package', 'promotionalpackage'];

/** Which product types each product link belongs to, and the type of product it may list. */
const PRODUCT_LINKS = {
  packageContents: { owners: PACKAGES, listed: null, label: 'packageContents' },
  bundleChannels: { owners: ['channelbundle'], listed: 'channel', label: 'bundleChannels' },
  svodChildren: { owners: ['svod'], listed: 'vod', label: 'svodChildren' },
  screens: { owners: PACKAGES, listed: 'screens', label: 'screens' },
  dataBundles: { owners: PACKAGES, listed: 'databundle', label: 'dataBundles' },
} as const satisfies Record<
  string,
  { owners: readonly ProductTypeName[]; listed: ProductTypeName | null; label: string }
>;

const unique = (list: readonly string[]) => [...new Set(list)];

async function typeIdOf(db: DbOrTx, typeName: ProductTypeName): Promise<string> {
  const [row] = await db.select({ id: productTypes.id }).from(productTypes).where(eq(productTypes.typeName, typeName));
  if (!row) throw invalidInput(`The product type ${typeName} is not set up in this catalogue.`);
  return row.id;
}

/** Ids of `list` that `table` does not have (for the classifier links). */
async function missing(list: readonly string[], find: (ids: string[]) => Promise<{ id: string }[]>): Promise<string[]> {
  if (list.length === 0) return [];
  const found = new Set((await find([...list])).map((row) => row.id));
  return list.filter((id) => !found.has(id));
}

function refuseMissing(field: string, ids: readonly string[]) {
  if (ids.length > 0) throw invalidInput(`${field}: no such id ${ids.slice(0, 3).join(', ')}.`);
}

/**
 * Checks a product form against what the portal needs of each type and against the stored catalogue;
 * answers the row's values and its links, deduplicated. 400 with a sentence for what is wrong; 409 for a
 * channel number another product has. `productId` is the product being edited (null for a new one).
 */
export async function checkProductFields(
  db: DbOrTx,
  fields: ProductFields,
  productId: string | null,
): Promise<{ values: ProductValues; links: ProductLinks }> {
  const type = fields.productType;
  const productTypeId = await typeIdOf(db, type);
  const packageTypeId = fields.packageType ? await typeIdOf(db, fields.packageType) : null;

  if (fields.subTypeId) {
    const [subType] = await db
      .select({ parentTypeId: productSubTypes.parentTypeId })
      .from(productSubTypes)
      .where(eq(productSubTypes.id, fields.subTypeId));
    if (!subType) throw invalidInput('subTypeId: no such sub type.');
    if (subType.parentTypeId !== productTypeId)
      throw invalidInput(`subTypeId: the sub type is not one of the product type ${type}.`);
  }

  // The On Demand tabs list videos by sub type: a VOD without one would be on no tab.
  if (type === 'vod' && !fields.subTypeId) throw invalidInput('A VOD needs its sub type (the On Demand tab it is on).');

  if (type === 'channel') {
    if (fields.channelNo === null) throw invalidInput('A channel needs a channel number (a whole number above 0).');
    const [taken] = await db
      .select({ name: products.name })
      .from(products)
      .where(and(eq(products.channelNo, fields.channelNo), productId ? ne(products.id, productId) : undefined));
    if (taken) throw conflict(`Channel number ${fields.channelNo} is already used by ${taken.name}.`);
  } else if (fields.channelNo !== null) {
    throw invalidInput('Only a channel has a channel number.');
  }
  if (type === 'screens' && (fields.numberOfScreens === null || fields.numberOfScreens < 1))
    throw invalidInput('A screens product needs its number of screens (1 or more).');
  if (type === 'databundle' && fields.dataQuota === null)
    throw invalidInput('A data bundle needs its data quota in GB (-1 for unlimited).');

  const periods = [
    ['purchasePeriod', fields.purchasePeriodStart, fields.purchasePeriodEnd],
    ['licensePeriod', fields.licensePeriodStart, fields.licensePeriodEnd],
  ] as const;
  for (const [name, start, end] of periods) {
    if (start && end && Date.parse(end) <= Date.parse(start))
      throw invalidInput(`${name}End must be after ${name}Start.`);
  }

  let prerequisitesOptionName: string | null = null;
  if (fields.prerequisitesOptionId) {
    const [option] = await db
      .select({ name: purchaseOptions.name })
      .from(purchaseOptions)
      .where(eq(purchaseOptions.id, fields.prerequisitesOptionId));
    if (!option) throw invalidInput('prerequisitesOptionId: no such purchase option.');
    prerequisitesOptionName = option.name;
  }

  const links: ProductLinks = {
    categoryIds: unique(fields.categoryIds),
    languageIds: unique(fields.languageIds),
    genreIds: unique(fields.genreIds),
    tagIds: unique(fields.tagIds),
    packageContents: unique(fields.packageContents),
    bundleChannels: unique(fields.bundleChannels),
    svodChildren: unique(fields.svodChildren),
    screens: unique(fields.screens),
    dataBundles: unique(fields.dataBundles),
  };
  await checkClassifiers(db, links, productTypeId, type);
  await checkProductLinks(db, links, type, productId);

  return {
    links,
    values: {
      productTypeId,
      productSubTypeId: fields.subTypeId,
      packageTypeId,
      name: fields.name,
      description: fields.description,
      imageUrl: fields.imageUrl,
      thumbnailUrl: fields.thumbnailUrl,
      purchaseMode: fields.purchaseMode,
      regions: unique(fields.regions) as ProductValues['regions'],
      pgRating: fields.pgRating,
      featureTstv: fields.featureTstv,
      featurePip: fields.featurePip,
      featureCpvr: fields.featureCpvr,
      additionalDetails: fields.additionalDetails,
      numberOfScreens: fields.numberOfScreens,
      dataQuota: fields.dataQuota,
      channelNo: fields.channelNo,
      enableDisplay: fields.enableDisplay,
      lowestAgeGroup: fields.lowestAgeGroup,
      directlyMapped: fields.directlyMapped,
      externalRef: fields.externalRef,
      downstreamRef: fields.downstreamRef,
      purchasePeriodStart: fields.purchasePeriodStart ? new Date(fields.purchasePeriodStart) : null,
      purchasePeriodEnd: fields.purchasePeriodEnd ? new Date(fields.purchasePeriodEnd) : null,
      licensePeriodStart: fields.licensePeriodStart ? new Date(fields.licensePeriodStart) : null,
      licensePeriodEnd: fields.licensePeriodEnd ? new Date(fields.licensePeriodEnd) : null,
      prerequisitesOptionId: fields.prerequisitesOptionId,
      prerequisitesOptionName,
      sortOrder: fields.sortOrder,
    },
  };
}

async function checkClassifiers(db: DbOrTx, links: ProductLinks, productTypeId: string, type: ProductTypeName) {
  const categoryRows =
    links.categoryIds.length === 0
      ? []
      : await db
          .select({ id: categories.id, productTypeId: categories.productTypeId, deleted: categories.deleted })
          .from(categories)
          .where(inArray(categories.id, links.categoryIds));
  refuseMissing(
    'categoryIds',
    links.categoryIds.filter((id) => !categoryRows.some((row) => row.id === id && !row.deleted)),
  );
  if (categoryRows.some((row) => row.productTypeId !== productTypeId))
    throw invalidInput(`categoryIds: every category must be one of the product type ${type}.`);
  refuseMissing(
    'languageIds',
    await missing(links.languageIds, (list) =>
      db.select({ id: languages.id }).from(languages).where(inArray(languages.id, list)),
    ),
  );
  refuseMissing(
    'genreIds',
    await missing(links.genreIds, (list) => db.select({ id: genres.id }).from(genres).where(inArray(genres.id, list))),
  );
  refuseMissing(
    'tagIds',
    await missing(links.tagIds, (list) =>
      db
        .select({ id: tags.id })
        .from(tags)
        .where(and(inArray(tags.id, list), eq(tags.deleted, false))),
    ),
  );
}

/** Product links: only on the types they belong to, to existing products of the right type, never itself. */
async function checkProductLinks(db: DbOrTx, links: ProductLinks, type: ProductTypeName, productId: string | null) {
  const listed = unique(Object.keys(PRODUCT_LINKS).flatMap((field) => links[field as keyof typeof PRODUCT_LINKS]));
  const rows =
    listed.length === 0
      ? []
      : await db
          .select({ id: products.id, typeName: productTypes.typeName })
          .from(products)
          .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
          .where(inArray(products.id, listed));
  const typeOf = new Map(rows.map((row) => [row.id, row.typeName]));
  for (const [field, rule] of Object.entries(PRODUCT_LINKS)) {
    const list = links[field as keyof typeof PRODUCT_LINKS];
    if (list.length === 0) continue;
    if (!(rule.owners as readonly ProductTypeName[]).includes(type))
      throw invalidInput(`${rule.label} only applies to ${rule.owners.join(' and ')} products.`);
    if (productId !== null && list.includes(productId))
      throw invalidInput(`${rule.label}: a product cannot contain itself.`);
    refuseMissing(
      rule.label,
      list.filter((id) => !typeOf.has(id)),
    );
    if (rule.listed !== null && list.some((id) => typeOf.get(id) !== rule.listed))
      throw invalidInput(`${rule.label} may only list ${rule.listed} products.`);
  }
}

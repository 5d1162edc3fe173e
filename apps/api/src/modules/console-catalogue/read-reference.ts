import {
  type ConsoleReference,
  discountDurationTypes,
  discountTypes,
  productAvailabilities,
  productRegions,
  purchaseModes,
  purchaseTypes,
  utilizationPeriodUnits,
} from '@selfcare/contracts';
import { asc, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, genres, languages, productSubTypes, products, productTypes, tags } from '../../db/schema';

/** What the product, option and discount forms choose from. */
export async function readReference(db: DbOrTx): Promise<ConsoleReference> {
  const [types, subTypes, categoryRows, languageRows, genreRows, tagRows, ratings] = await Promise.all([
    db.select().from(productTypes).orderBy(asc(productTypes.sortOrder), asc(productTypes.typeName)),
    db.select().from(productSubTypes).orderBy(asc(productSubTypes.parentTypeId), asc(productSubTypes.sortOrder)),
    db
      .select()
      .from(categories)
      .where(eq(categories.deleted, false))
      .orderBy(asc(categories.productTypeId), asc(categories.sortOrder), asc(categories.category)),
    db.select().from(languages).orderBy(asc(languages.name)),
    db.select().from(genres).orderBy(asc(genres.category)),
    db.select().from(tags).where(eq(tags.deleted, false)).orderBy(asc(tags.tag)),
    db
      .selectDistinct({ pgRating: products.pgRating })
      .from(products)
      .where(isNotNull(products.pgRating))
      .orderBy(asc(products.pgRating)),
  ]);
  return {
    productTypes: types.map((row) => ({ id: row.id, typeName: row.typeName, name: row.name })),
    subTypes: subTypes.map((row) => ({
      id: row.id,
      parentTypeId: row.parentTypeId,
      typeName: row.typeName,
      displayName: row.displayName,
      active: row.active,
    })),
    categories: categoryRows.map((row) => ({
      id: row.id,
      productTypeId: row.productTypeId,
      parentId: row.parentId,
      category: row.category,
    })),
    languages: languageRows.map((row) => ({ id: row.id, code: row.code, name: row.name })),
    genres: genreRows.map((row) => ({ id: row.id, name: row.category })),
    tags: tagRows.map((row) => ({ id: row.id, tag: row.tag })),
    regions: [...productRegions],
    purchaseModes: [...purchaseModes],
    purchaseTypes: [...purchaseTypes],
    productAvailabilities: [...productAvailabilities],
    utilizationPeriodUnits: [...utilizationPeriodUnits],
    discountTypes: [...discountTypes],
    discountDurationTypes: [...discountDurationTypes],
    pgRatings: ratings.flatMap((row) => (row.pgRating === null ? [] : [row.pgRating])),
  };
}

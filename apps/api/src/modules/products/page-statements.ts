import { and, count, eq, type Placeholder, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { reusableStatement } from '../../db/reusable-statement';
import { products } from '../../db/schema';
import { isListed, listingOrder, ofTypeName, selectProductRows, type VodFilters, vodFilters } from './product-rows';

/** A paged list: the listed products of a type, or without `typeid` every on-demand title; filtered. */
export type PagedList = { typeid?: string | undefined } & VodFilters;

const GIVEN = ['typeid', 'subtypeid', 'languageCode', 'genreId'] as const;

/** The list's values, one for each placeholder of its statements. */
export function pagedListValues(list: PagedList): Record<string, string> {
  return Object.fromEntries(GIVEN.flatMap((name) => (list[name] === undefined ? [] : [[name, list[name]]])));
}

function listedWhere(list: PagedList) {
  const given = (name: (typeof GIVEN)[number]): Placeholder | undefined =>
    list[name] === undefined ? undefined : sql.placeholder(name);
  return and(
    isListed(),
    list.typeid === undefined ? ofTypeName('vod') : eq(products.productTypeId, sql.placeholder('typeid')),
    vodFilters({ subtypeid: given('subtypeid'), languageCode: given('languageCode'), genreId: given('genreId') }),
  );
}

function buildPageStatements(list: PagedList, key: string) {
  return {
    rows: reusableStatement(`product_page_rows_${key}`, (db: DbOrTx) =>
      selectProductRows(db)
        .where(listedWhere(list))
        .orderBy(...listingOrder)
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset')),
    ),
    // The filters are on the product's own columns (ofTypeName looks the type up by name), so no join:
    // for a listed type or sub type this is an index-only count.
    total: reusableStatement(`product_page_total_${key}`, (db: DbOrTx) =>
      db.select({ total: count() }).from(products).where(listedWhere(list)),
    ),
  };
}

const built = new Map<string, ReturnType<typeof buildPageStatements>>();

/**
 * A paged list's page and total statements, built once for each set of filters given (decision 0027;
 * at most sixteen pairs): building them was most of the api's Drizzle time on an uncached page.
 */
export function pageStatementsFor(list: PagedList) {
  const key = GIVEN.map((name) => (list[name] === undefined ? '0' : '1')).join('');
  let statements = built.get(key);
  if (!statements) {
    statements = buildPageStatements(list, key);
    built.set(key, statements);
  }
  return statements;
}

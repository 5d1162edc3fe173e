import type { ConsoleProductList, consoleProductListQuerySchema } from '@selfcare/contracts';
import { and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { products, productTypes, purchaseOptions } from '../../db/schema';
import { statusOf, toStoredStatus } from './product-status';

type ListQuery = z.infer<typeof consoleProductListQuerySchema>;

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const literalPattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

const sortColumns = {
  name: products.name,
  type: productTypes.typeName,
  status: products.status,
  updatedAt: products.updatedAt,
  channelNo: products.channelNo,
} as const;

/**
 * A page of every product (inactive and hidden ones included), filtered and sorted, in two statements:
 * the page with each product's type and default option's price, and the count.
 */
export async function listProducts(db: DbOrTx, query: ListQuery): Promise<ConsoleProductList> {
  const filters: SQL[] = [];
  if (query.productType) filters.push(eq(productTypes.typeName, query.productType));
  if (query.status) filters.push(eq(products.status, toStoredStatus(query.status)));
  if (query.q) filters.push(ilike(products.name, literalPattern(query.q)));
  if (query.ids) filters.push(inArray(products.id, query.ids));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const column = sortColumns[query.sort];
  const direction = query.order === 'desc' ? desc : asc;
  // Products without a channel number sort after the others either way.
  const order =
    query.sort === 'channelNo'
      ? [sql`${column} ${sql.raw(query.order)} nulls last`, asc(products.id)]
      : [direction(column), asc(products.id)];

  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: products.id,
        name: products.name,
        productType: productTypes.typeName,
        subTypeId: products.productSubTypeId,
        status: products.status,
        purchaseMode: products.purchaseMode,
        channelNo: products.channelNo,
        thumbnailUrl: products.thumbnailUrl,
        enableDisplay: products.enableDisplay,
        defaultPrice: purchaseOptions.defaultPrice,
        updatedAt: products.updatedAt,
      })
      .from(products)
      .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
      .leftJoin(
        purchaseOptions,
        and(
          eq(purchaseOptions.purchaseOptionGroupId, products.purchaseOptionGroupId),
          eq(purchaseOptions.isDefault, true),
        ),
      )
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: count() })
      .from(products)
      .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
      .where(where),
  ]);
  return {
    items: rows.map((row) => ({
      ...row,
      status: statusOf(row.status),
      defaultPrice: row.defaultPrice ?? null,
      updatedAt: row.updatedAt.toISOString(),
    })),
    total: total?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

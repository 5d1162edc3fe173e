import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products, productTypes } from '../../db/schema';

/** Is the product a base package (of the 'package' type)? */
export async function isBasePackage(db: DbOrTx, productId: string): Promise<boolean> {
  const [row] = await db
    .select({ typeName: productTypes.typeName })
    .from(products)
    .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
    .where(eq(products.id, productId));
  return row?.typeName === 'package';
}

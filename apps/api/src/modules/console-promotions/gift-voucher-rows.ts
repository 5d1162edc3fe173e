import type { ConsoleGiftVoucher, ConsoleGiftVoucherRequest } from '@selfcare/contracts';
import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  giftVoucherProducts,
  giftVoucherProductTypes,
  giftVoucherSubTypes,
  giftVouchers,
  productSubTypes,
} from '../../db/schema';
import { requireKnown } from './create-voucher-campaign';
import { invalidInput } from './errors';

/** Gift voucher offers as the console shows them, with their restrictions, in the portal's order. */
export async function loadGiftVouchers(db: DbOrTx, where?: SQL): Promise<ConsoleGiftVoucher[]> {
  const rows = await db
    .select()
    .from(giftVouchers)
    .where(where)
    .orderBy(asc(giftVouchers.sortOrder), asc(giftVouchers.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const products = await db
    .select({ voucherId: giftVoucherProducts.giftVoucherId, id: giftVoucherProducts.productId })
    .from(giftVoucherProducts)
    .where(inArray(giftVoucherProducts.giftVoucherId, ids));
  const types = await db
    .select({ voucherId: giftVoucherProductTypes.giftVoucherId, id: giftVoucherProductTypes.productTypeId })
    .from(giftVoucherProductTypes)
    .where(inArray(giftVoucherProductTypes.giftVoucherId, ids));
  const subTypes = await db
    .select({ voucherId: giftVoucherSubTypes.giftVoucherId, id: giftVoucherSubTypes.productSubTypeId })
    .from(giftVoucherSubTypes)
    .where(inArray(giftVoucherSubTypes.giftVoucherId, ids));
  const now = new Date();
  return rows.map((row) => {
    const of = (list: { voucherId: string; id: string }[]) =>
      list
        .filter((entry) => entry.voucherId === row.id)
        .map((entry) => entry.id)
        .sort();
    return {
      id: row.id,
      name: row.voucherName,
      description: row.description,
      price: row.price,
      imageUrl: row.imageUrl,
      totalCount: row.totalCount,
      totalValue: row.totalValue,
      utilizePeriod: row.utilizePeriod,
      own: row.own,
      restricted: row.restricted,
      productIds: of(products),
      productTypeIds: of(types),
      productSubTypeIds: of(subTypes),
      purchaseEnd: row.purchaseEnd.toISOString(),
      active: row.active,
      sortOrder: row.sortOrder,
      onSale: row.active && row.purchaseEnd > now,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

export async function loadGiftVoucher(db: DbOrTx, id: string): Promise<ConsoleGiftVoucher | undefined> {
  const [voucher] = await loadGiftVouchers(db, eq(giftVouchers.id, id));
  return voucher;
}

export function giftVoucherAudit(voucher: ConsoleGiftVoucher): Record<string, unknown> {
  const { onSale: _onSale, createdAt: _createdAt, ...rest } = voucher;
  return rest;
}

/** The offer's row values, once its restrictions are known to exist (400 otherwise). */
export async function checkGiftVoucher(db: DbOrTx, input: ConsoleGiftVoucherRequest) {
  const productIds = [...new Set(input.productIds ?? [])];
  const productTypeIds = [...new Set(input.productTypeIds ?? [])];
  const productSubTypeIds = [...new Set(input.productSubTypeIds ?? [])];
  await requireKnown(db, productTypeIds, productIds);
  if (productSubTypeIds.length > 0) {
    const found = await db
      .select({ id: productSubTypes.id })
      .from(productSubTypes)
      .where(inArray(productSubTypes.id, productSubTypeIds));
    if (found.length !== productSubTypeIds.length) throw invalidInput('unknownReference');
  }
  return {
    restrictions: { productIds, productTypeIds, productSubTypeIds },
    values: {
      voucherName: input.name,
      description: input.description ?? '',
      price: input.price,
      imageUrl: input.imageUrl,
      totalCount: input.totalCount ?? null,
      totalValue: input.totalValue ?? null,
      utilizePeriod: input.utilizePeriod,
      own: input.own,
      restricted: input.restricted ?? false,
      purchaseEnd: new Date(input.purchaseEnd),
      active: input.active ?? true,
      sortOrder: input.sortOrder ?? 0,
    } satisfies Partial<typeof giftVouchers.$inferInsert>,
  };
}

/** The offer's restriction lists become exactly these. */
export async function setGiftVoucherRestrictions(
  tx: DbOrTx,
  giftVoucherId: string,
  lists: { productIds: string[]; productTypeIds: string[]; productSubTypeIds: string[] },
): Promise<void> {
  await tx.delete(giftVoucherProducts).where(eq(giftVoucherProducts.giftVoucherId, giftVoucherId));
  await tx.delete(giftVoucherProductTypes).where(eq(giftVoucherProductTypes.giftVoucherId, giftVoucherId));
  await tx.delete(giftVoucherSubTypes).where(eq(giftVoucherSubTypes.giftVoucherId, giftVoucherId));
  if (lists.productIds.length > 0) {
    await tx.insert(giftVoucherProducts).values(lists.productIds.map((productId) => ({ giftVoucherId, productId })));
  }
  if (lists.productTypeIds.length > 0) {
    await tx
      .insert(giftVoucherProductTypes)
      .values(lists.productTypeIds.map((productTypeId) => ({ giftVoucherId, productTypeId })));
  }
  if (lists.productSubTypeIds.length > 0) {
    await tx
      .insert(giftVoucherSubTypes)
      .values(lists.productSubTypeIds.map((productSubTypeId) => ({ giftVoucherId, productSubTypeId })));
  }
}

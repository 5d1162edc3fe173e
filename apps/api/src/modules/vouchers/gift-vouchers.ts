import type { GiftVoucher, GiftVoucherDetail, GiftVoucherProductGroup, ProductTypeName } from '@selfcare/contracts';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { giftVouchers, products, productTypes } from '../../db/schema';
import { notFound } from '../../lib/api-error';
import { voucherCovers, voucherRestrictions } from '../purchasing/gift-redemption';

type GiftVoucherRow = typeof giftVouchers.$inferSelect;

export function toGiftVoucher(row: GiftVoucherRow): GiftVoucher {
  return {
    id: row.id,
    voucherId: row.id,
    voucherName: row.voucherName,
    description: row.description,
    price: row.price,
    imageURL: row.imageUrl,
    totalCount: row.totalCount,
    totalValue: row.totalValue,
    utilizePeriod: row.utilizePeriod,
    own: row.own,
    restricted: row.restricted,
    purchaseEnd: row.purchaseEnd.toISOString(),
  };
}

/** Vouchers on sale: active and whose purchaseEnd is still to come (spec 002 section 8). */
const onSale = (now: Date) => and(eq(giftVouchers.active, true), gt(giftVouchers.purchaseEnd, now));

export async function listGiftVouchers(db: DbOrTx): Promise<GiftVoucher[]> {
  const rows = await db
    .select()
    .from(giftVouchers)
    .where(onSale(new Date()))
    .orderBy(asc(giftVouchers.sortOrder), asc(giftVouchers.id));
  return rows.map(toGiftVoucher);
}

/** A voucher still on sale, or 404: one whose sale has ended is neither listed nor sold. */
export async function giftVoucherOnSale(db: DbOrTx, id: string): Promise<GiftVoucherRow> {
  const [row] = await db
    .select()
    .from(giftVouchers)
    .where(and(eq(giftVouchers.id, id), onSale(new Date())));
  if (!row) throw notFound();
  return row;
}

/**
 * A voucher and what it buys, grouped by category (the product type's display name): an unrestricted
 * voucher buys every product on display; a restricted one splits them into what it can and cannot buy.
 */
export async function giftVoucherDetail(db: DbOrTx, id: string): Promise<GiftVoucherDetail> {
  const voucher = await giftVoucherOnSale(db, id);
  const restrictions = await voucherRestrictions(db, id);
  const catalogue = await db
    .select({
      id: products.id,
      name: products.name,
      productTypeId: products.productTypeId,
      productSubTypeId: products.productSubTypeId,
      category: productTypes.name,
      productTypeTypeName: productTypes.typeName,
    })
    .from(products)
    .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
    .where(and(eq(products.status, 'PRODUCT_STATUS_ACTIVE'), eq(products.enableDisplay, true)))
    .orderBy(asc(productTypes.sortOrder), asc(products.name));
  const canBuy = voucher.restricted ? catalogue.filter((product) => voucherCovers(restrictions, product)) : catalogue;
  const cannotBuy = voucher.restricted ? catalogue.filter((product) => !voucherCovers(restrictions, product)) : [];
  return { ...toGiftVoucher(voucher), canBuy: byCategory(canBuy), cannotBuy: byCategory(cannotBuy) };
}

function byCategory(
  rows: { id: string; name: string; category: string; productTypeTypeName: ProductTypeName }[],
): GiftVoucherProductGroup[] {
  const groups = new Map<ProductTypeName, GiftVoucherProductGroup>();
  for (const row of rows) {
    const { category, productTypeTypeName } = row;
    const group = groups.get(productTypeTypeName) ?? { category, productTypeTypeName, products: [] };
    group.products.push({ id: row.id, name: row.name });
    groups.set(productTypeTypeName, group);
  }
  return [...groups.values()];
}

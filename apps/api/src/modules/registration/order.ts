import type { RegistrationQuote, registrationOrderSchema, TaxLine } from '@selfcare/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { readTogether } from '../../db/read-together';
import { packageScreens, products, purchaseOptions } from '../../db/schema';
import { roundToCents } from '../products/pricing';
import { isActive, isStandalone, ofTypeName } from '../products/product-rows';
import { activeTaxRates, applyTaxes } from '../promotions/tax';
import type { Buyer } from '../purchasing/load-buyer';
import { type PurchaseQuote, quotePurchase } from '../purchasing/quote-purchase';
import type { RegistrationTarget } from './access';
import { isOfferedPackage } from './catalogue';
import { registrationRule } from './errors';

export type OrderInput = z.output<typeof registrationOrderSchema>;

/**
 * A registration's order as the server prices it: the package and the extra screens one payment buys
 * with it (decision 0030), and what that payment takes.
 */
export interface PricedOrder {
  base: PurchaseQuote;
  extras: PurchaseQuote[];
  /** The sums of the quotes: before taxes, the taxes, and what is paid now (taxes included). */
  purchasedPrice: number;
  taxAmount: number;
  charged: number;
}

/**
 * The default option of each asked-for extra that the package offers: an active, standalone screens
 * product of its purchasableProductList (spec 001 "Base package").
 */
async function offeredExtras(db: DbOrTx, packageId: string, extraIds: readonly string[]) {
  if (extraIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ productId: products.id, optionId: purchaseOptions.id })
    .from(packageScreens)
    .innerJoin(products, eq(products.id, packageScreens.screensProductId))
    .innerJoin(
      purchaseOptions,
      and(
        eq(purchaseOptions.purchaseOptionGroupId, products.purchaseOptionGroupId),
        eq(purchaseOptions.isDefault, true),
      ),
    )
    .where(
      and(
        eq(packageScreens.packageId, packageId),
        inArray(packageScreens.screensProductId, [...extraIds]),
        ofTypeName('screens'),
        isActive(),
        isStandalone(),
      ),
    );
  return new Map(rows.map((row) => [row.productId, row.optionId]));
}

const sum = (quotes: readonly PurchaseQuote[], field: 'purchasedPrice' | 'taxAmount' | 'charged') =>
  roundToCents(quotes.reduce((total, quote) => total + quote[field], 0));

/**
 * Prices the order: a package the registration may choose (422 packageNotOffered) and extras the
 * package offers (422 extraNotOffered), each quoted as any purchase of the connection is. Whether the
 * connection may buy them now is the subscribe's to check.
 */
export async function priceOrder(
  db: DbOrTx,
  target: RegistrationTarget,
  buyer: Buyer,
  input: OrderInput,
): Promise<PricedOrder> {
  const [offered, extraOptions] = await readTogether(db, [
    (db) => isOfferedPackage(db, target, input.productId, input.purchaseOptionId),
    (db) => offeredExtras(db, input.productId, input.extraPackageIds),
  ] as const);
  if (!offered) throw registrationRule('registration.packageNotOffered');
  const extraOptionIds = input.extraPackageIds.map((id) => extraOptions.get(id));
  const base = await quotePurchase(db, buyer, {
    productId: input.productId,
    purchaseOptionId: input.purchaseOptionId,
    lockVoucher: false,
  });
  const extras: PurchaseQuote[] = [];
  for (const [index, productId] of input.extraPackageIds.entries()) {
    const purchaseOptionId = extraOptionIds[index];
    if (purchaseOptionId === undefined) throw registrationRule('registration.extraNotOffered');
    extras.push(await quotePurchase(db, buyer, { productId, purchaseOptionId, lockVoucher: false }));
  }
  const quotes = [base, ...extras];
  return {
    base,
    extras,
    purchasedPrice: sum(quotes, 'purchasedPrice'),
    taxAmount: sum(quotes, 'taxAmount'),
    charged: sum(quotes, 'charged'),
  };
}

/** The order's products in the words of a payment: the package, then its extras by name ('PEO Family + Additional Screen'). */
export function orderName(order: PricedOrder): string {
  const extras = order.extras.map((quote) => quote.product.name).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return [order.base.product.name, ...extras].join(' + ');
}

/**
 * The order as the page shows it: each product's price, and one tax table for them all. A registration
 * takes no voucher, so each quote's taxes are the rates applied to its price before taxes, line by line
 * as quotePurchase applied them; the table's total is the quotes' own charge.
 */
export async function quoteOf(db: DbOrTx, order: PricedOrder): Promise<RegistrationQuote> {
  const rates = await activeTaxRates(db, new Date());
  const quotes = [order.base, ...order.extras];
  const taxes = new Map<string, number>();
  for (const quote of quotes) {
    for (const line of applyTaxes(quote.purchasedPrice, rates).taxes) {
      taxes.set(line.taxDisplayName, roundToCents((taxes.get(line.taxDisplayName) ?? 0) + line.taxedAmount));
    }
  }
  return {
    lines: quotes.map((quote) => ({
      productId: quote.product.id,
      name: quote.product.name,
      price: quote.purchasedPrice,
      taxedPrice: quote.charged,
    })),
    price: order.purchasedPrice,
    taxes: [...taxes].map(([taxDisplayName, taxedAmount]): TaxLine => ({ taxDisplayName, taxedAmount })),
    taxedPrice: order.charged,
  };
}

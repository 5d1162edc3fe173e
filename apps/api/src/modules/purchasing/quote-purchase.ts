import type { ProductTypeName, PurchaseOption } from '@selfcare/contracts';
import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { reusableStatement } from '../../db/reusable-statement';
import { discountOptions, products, productTypes, purchaseOptions, taxRates } from '../../db/schema';
import { productNotFound } from '../products/errors';
import { discountGroup, isAvailableTo, roundToCents, toPurchaseOption } from '../products/pricing';
import { applyTaxes, taxRateColumns, taxRateInForceAt, taxRateOrder } from '../promotions/tax';
import { type AppliedVoucher, applyVoucher } from './apply-voucher';
import { belowCardMinimum, groupMismatch, purchaseRule } from './errors';
import type { Buyer } from './load-buyer';

/** The smallest card payment the gateway takes after a voucher (spec 001 section 9). */
export const CARD_MINIMUM = 50;

export interface QuotedProduct {
  id: string;
  name: string;
  typeName: ProductTypeName;
  productTypeId: string;
  status: string;
  purchaseMode: string;
  regions: string[];
  purchaseOptionGroupId: string | null;
}

/** What a purchase costs this connection, computed by the server alone. */
export interface PurchaseQuote {
  product: QuotedProduct;
  option: PurchaseOption;
  /** Before taxes, after the option's own discounts and the product or user discount in force. */
  price: number;
  voucher: AppliedVoucher | null;
  /** What the subscriber buys it for before taxes (the price a renewal charges again, taxes on top). */
  purchasedPrice: number;
  taxAmount: number;
  /** The `amount` the client must have shown: before taxes for bill and operator, taxed for card. */
  amountDue: number;
  /** What is charged now, taxes included. */
  charged: number;
  /** Everything taken off the option's default price. */
  discountAmount: number;
}

export interface QuoteInput {
  productId: string;
  purchaseOptionId: string;
  voucher?: { code: string; voucherId?: string | null | undefined } | null | undefined;
  /** Lock the voucher row for the rest of the caller's transaction (redemption, not validation). */
  lockVoucher: boolean;
}

/**
 * The product, the option asked for (null when there is none by that id) and the taxes in force, in
 * one statement: a row per active tax rate in the order they apply, or a single row with no rate when
 * none is active. The option and the rates are joined on their own ids and flags, not on the product;
 * quotePurchase checks the option belongs to the product. Built once (decision 0027).
 */
const quoteRows = reusableStatement('purchase_quote_rows', (db) =>
  db
    .select({
      product: {
        id: products.id,
        name: products.name,
        typeName: productTypes.typeName,
        productTypeId: products.productTypeId,
        status: products.status,
        purchaseMode: products.purchaseMode,
        regions: products.regions,
        purchaseOptionGroupId: products.purchaseOptionGroupId,
        discountOptionGroupId: products.discountOptionGroupId,
      },
      option: purchaseOptions,
      rate: taxRateColumns,
    })
    .from(products)
    .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
    .leftJoin(purchaseOptions, eq(purchaseOptions.id, sql.placeholder('purchaseOptionId')))
    .leftJoin(taxRates, taxRateInForceAt(sql`${sql.placeholder('at')}::timestamptz`))
    .where(eq(products.id, sql.placeholder('productId')))
    .orderBy(taxRateOrder),
);

async function loadQuoteRows(db: DbOrTx, productId: string, purchaseOptionId: string, at: Date) {
  const rows = await quoteRows(db, { productId, purchaseOptionId, at: at.toISOString() });
  const [first] = rows;
  if (!first) throw productNotFound();
  const rates = rows.flatMap((row) => (row.rate ? [row.rate] : []));
  return { product: first.product, optionRow: first.option, rates };
}

function discountsInForce(db: DbOrTx, discountGroupId: string | null, connectionId: string, now: Date) {
  if (discountGroupId === null) return Promise.resolve([]);
  return db
    .select()
    .from(discountOptions)
    .where(
      and(
        eq(discountOptions.discountOptionGroupId, discountGroupId),
        lte(discountOptions.startsAt, now),
        or(isNull(discountOptions.endsAt), gt(discountOptions.endsAt, now)),
        or(eq(discountOptions.discountLevel, 'PRODUCT'), eq(discountOptions.connectionId, connectionId)),
      ),
    );
}

/**
 * Prices a purchase: the chosen option (which must be of the product's own purchase option group and
 * offered to the connection's type), the discount in force, the voucher, and taxes. Bill and operator
 * payers get the voucher off the price and taxes on top; card payers get it off the taxed price, and a
 * card amount left between 0 and 50 is refused (spec 001 section 5).
 */
export async function quotePurchase(db: DbOrTx, buyer: Buyer, input: QuoteInput): Promise<PurchaseQuote> {
  const now = new Date();
  const loaded = await loadQuoteRows(db, input.productId, input.purchaseOptionId, now);
  const { optionRow, rates } = loaded;
  const { discountOptionGroupId, ...product } = loaded.product;
  const discounts = await discountsInForce(db, discountOptionGroupId, buyer.connectionId, now);
  if (!optionRow || optionRow.purchaseOptionGroupId !== product.purchaseOptionGroupId) throw groupMismatch();
  const option = toPurchaseOption(optionRow);
  if (!isAvailableTo(option, buyer.connectionType)) throw purchaseRule('purchase.optionNotOffered');

  const price = discountGroup(option, discounts)?.purchasePrice ?? option.purchasePrice;
  const voucherFor = (base: number) =>
    input.voucher
      ? applyVoucher(db, {
          code: input.voucher.code,
          voucherId: input.voucher.voucherId,
          price: base,
          connectionId: buyer.connectionId,
          product,
          lock: input.lockVoucher,
        })
      : Promise.resolve(null);

  if (buyer.route === 'card') {
    const taxed = applyTaxes(price, rates);
    const voucher = await voucherFor(taxed.taxedPrice);
    const amountDue = roundToCents(taxed.taxedPrice - (voucher?.discountValue ?? 0));
    if (voucher && amountDue > 0 && amountDue < CARD_MINIMUM) throw belowCardMinimum();
    // The voucher came off the taxed price; split what is paid back into price and taxes in the same
    // proportion, so the purchase records its price before taxes like every other payer's.
    const taxAmount = roundToCents(
      taxed.taxedPrice === 0 ? 0 : (taxed.taxedPrice - price) * (amountDue / taxed.taxedPrice),
    );
    return {
      product,
      option,
      price,
      voucher,
      purchasedPrice: roundToCents(amountDue - taxAmount),
      taxAmount,
      amountDue,
      charged: amountDue,
      discountAmount: Math.max(0, roundToCents(option.defaultPrice - (amountDue - taxAmount))),
    };
  }

  const voucher = await voucherFor(price);
  const purchasedPrice = roundToCents(price - (voucher?.discountValue ?? 0));
  const taxed = applyTaxes(purchasedPrice, rates);
  return {
    product,
    option,
    price,
    voucher,
    purchasedPrice,
    taxAmount: roundToCents(taxed.taxedPrice - purchasedPrice),
    amountDue: purchasedPrice,
    charged: taxed.taxedPrice,
    discountAmount: roundToCents(option.defaultPrice - purchasedPrice),
  };
}

/** The client's amount and groups must be the server's, or the page it bought from is stale. */
export function requireSameQuote(
  quote: PurchaseQuote,
  client: { amount: number; productGroupId?: string; selectedGroupId?: string },
): void {
  const groupsMatch =
    (client.productGroupId === undefined || client.productGroupId === quote.product.purchaseOptionGroupId) &&
    (client.selectedGroupId === undefined || client.selectedGroupId === quote.option.purchaseOptionGroupId);
  if (!groupsMatch || Math.abs(client.amount - quote.amountDue) >= 0.005) throw groupMismatch();
}

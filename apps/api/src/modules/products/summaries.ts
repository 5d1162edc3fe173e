import type { ProductSummary, PurchaseOption } from '@selfcare/contracts';
import { isAnyOf } from '../../db/any-of';
import type { DbOrTx } from '../../db/client';
import { readTogether } from '../../db/read-together';
import { purchaseOptions } from '../../db/schema';
import { daysBetween, utcDate } from './dates';
import { discountGroup, toPurchaseOption } from './pricing';
import type { ProductRow } from './product-rows';
import { PurchaseStates } from './purchase-state';
import { loadRelations, type ProductRelations } from './relations';
import type { Viewer } from './viewer';

const unique = (values: readonly (string | null)[]) => [
  ...new Set(values.filter((value): value is string => value !== null)),
];

function toSummary(
  { product, typeName, typeDisplayName, subTypeName, subTypeDisplayName }: ProductRow,
  relations: ProductRelations,
  states: PurchaseStates,
  heldOptions: ReadonlyMap<string, PurchaseOption>,
  today: string,
): ProductSummary {
  // A product held on another option than the default (a 30-day rental of a monthly channel) reads as
  // what was bought, so its buttons and period follow that option.
  const heldOptionId = states.heldOptionId(product.id);
  const shownOption =
    (heldOptionId ? heldOptions.get(heldOptionId) : undefined) ??
    (product.purchaseOptionGroupId ? (relations.defaultOptions.get(product.purchaseOptionGroupId) ?? null) : null);
  // A product the connection bought reads at the price it is billed, and shows no discount (spec 001
  // section 5: discounts show only while the purchase is not complete).
  const billedPrice = states.billedPrice(product.id);
  const purchaseOption =
    shownOption && billedPrice !== null ? { ...shownOption, purchasePrice: billedPrice } : shownOption;
  const discounts =
    product.discountOptionGroupId && billedPrice === null
      ? (relations.discounts.get(product.discountOptionGroupId) ?? [])
      : [];
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    imageURL: product.imageUrl,
    thumbnailURL: product.thumbnailUrl,
    status: product.status,
    standalone: product.purchaseMode,
    productTypeId: product.productTypeId,
    productTypeName: typeDisplayName,
    productTypeTypeName: typeName,
    productSubTypeId: product.productSubTypeId,
    productSubTypeTypeName: subTypeName,
    productSubTypeDisplayName: subTypeDisplayName,
    packageTypeId: product.packageTypeId,
    channelNo: product.channelNo,
    feature: { tstv: product.featureTstv, pip: product.featurePip, cpvr: product.featureCpvr },
    categories: relations.categories.get(product.id) ?? [],
    languages: relations.languages.get(product.id) ?? [],
    genres: relations.genres.get(product.id) ?? [],
    tags: relations.tags.get(product.id) ?? [],
    pgRating: product.pgRating,
    regions: product.regions,
    numberOfScreens: product.numberOfScreens,
    dataQuota: product.dataQuota,
    daysRemainingToPurchase: product.purchasePeriodEnd
      ? Math.max(0, daysBetween(today, utcDate(product.purchasePeriodEnd)))
      : null,
    purchaseOptionGroupId: product.purchaseOptionGroupId,
    purchaseOption,
    discountOptionGroup: discountGroup(purchaseOption, discounts),
    ...(typeName === 'package' && product.pauseAllowed ? { pauseAllowed: true as const } : {}),
    ...states.of(product.id),
  };
}

/**
 * Summaries of the given products, in the given order, for a visitor or a connection. The number of
 * queries is fixed (relations, then purchase states), whatever the number of products.
 */
export async function summarise(
  db: DbOrTx,
  rows: readonly ProductRow[],
  viewer: Viewer | null,
  now: Date,
): Promise<ProductSummary[]> {
  if (rows.length === 0) return [];
  const today = utcDate(now);
  const productIds = rows.map((row) => row.product.id);
  const [relations, states] = await readTogether(db, [
    (db) =>
      loadRelations(db, {
        productIds,
        purchaseOptionGroupIds: unique(rows.map((row) => row.product.purchaseOptionGroupId)),
        discountOptionGroupIds: unique(rows.map((row) => row.product.discountOptionGroupId)),
        connectionId: viewer?.connectionId ?? null,
        now,
      }),
    (db) => (viewer ? PurchaseStates.load(db, viewer.connectionId, productIds, today) : PurchaseStates.visitor(today)),
  ]);
  const defaultIds = new Set([...relations.defaultOptions.values()].map((option) => option.id));
  const otherHeldIds = unique(rows.map((row) => states.heldOptionId(row.product.id))).filter(
    (id) => !defaultIds.has(id),
  );
  const heldOptions = new Map([...relations.defaultOptions.values()].map((option) => [option.id, option]));
  if (otherHeldIds.length > 0) {
    const optionRows = await db.select().from(purchaseOptions).where(isAnyOf(purchaseOptions.id, otherHeldIds));
    for (const option of optionRows.map(toPurchaseOption)) heldOptions.set(option.id, option);
  }
  return rows.map((row) => toSummary(row, relations, states, heldOptions, today));
}

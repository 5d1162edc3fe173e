import type { BasePackage, ProductTypeName } from '@selfcare/contracts';
import { and, desc, eq, exists, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products, productTypes, purchaseOptions, purchases } from '../../db/schema';
import { basePackages } from '../products/base-packages';
import { isListed, isStandalone, ofTypeName } from '../products/product-rows';
import type { Viewer } from '../products/viewer';
import type { RegistrationTarget } from './access';

/** The ids of the products of one type, as a subquery. */
export function ownedProductType(typeName: ProductTypeName) {
  return sqlProductIdsOfType(typeName);
}

function sqlProductIdsOfType(typeName: ProductTypeName): SQL {
  return sql`(select ${products.id} from ${products} inner join ${productTypes} on ${productTypes.id} = ${products.productTypeId} where ${productTypes.typeName} = ${typeName})`;
}

/** The package has an option billed in this unit (months or days). */
const soldPer = (unit: string) =>
  exists(
    sql`(select 1 from ${purchaseOptions} where ${purchaseOptions.purchaseOptionGroupId} = ${products.purchaseOptionGroupId} and ${purchaseOptions.utilizationPeriodUnit} = ${unit})`,
  );

/** The period unit (MONTHS, DAYS) of a reactivating connection's last base package. */
export async function lastPackageUnit(db: DbOrTx, connectionId: string): Promise<string | null> {
  const last = await lastBasePurchase(db, connectionId);
  if (!last?.purchaseOptionId) return null;
  const [option] = await db
    .select({ unit: purchaseOptions.utilizationPeriodUnit })
    .from(purchaseOptions)
    .where(eq(purchaseOptions.id, last.purchaseOptionId));
  return option?.unit ?? null;
}

/**
 * The packages a registration may choose from: active, listed, standalone base packages (spec 001
 * "Registration-time package flow"); a reactivating connection only those sold in the same period unit
 * as its last base package.
 */
export async function registrationPackages(db: DbOrTx, target: RegistrationTarget): Promise<BasePackage[]> {
  const viewer: Viewer = {
    connectionId: target.connectionId,
    connectionType: target.connectionType,
    broadband: false,
  };
  const unit = target.mode === 'reactivate' ? await lastPackageUnit(db, target.connectionId) : null;
  return basePackages(
    db,
    and(ofTypeName('package'), isListed(), isStandalone(), unit ? soldPer(unit) : undefined),
    viewer,
  );
}

/** May this registration choose this package (and option)? */
export async function isOfferedPackage(
  db: DbOrTx,
  target: RegistrationTarget,
  productId: string,
  purchaseOptionId: string,
): Promise<boolean> {
  const unit = target.mode === 'reactivate' ? await lastPackageUnit(db, target.connectionId) : null;
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
    .innerJoin(purchaseOptions, eq(purchaseOptions.purchaseOptionGroupId, products.purchaseOptionGroupId))
    .where(
      and(
        eq(products.id, productId),
        eq(purchaseOptions.id, purchaseOptionId),
        ofTypeName('package'),
        isListed(),
        isStandalone(),
        unit ? eq(purchaseOptions.utilizationPeriodUnit, unit as 'MONTHS') : undefined,
      ),
    );
  return row !== undefined;
}

/** The connection's most recent base package purchase that was paid. */
export async function lastBasePurchase(db: DbOrTx, connectionId: string) {
  const [row] = await db
    .select({
      productId: purchases.productId,
      purchaseOptionId: purchases.purchaseOptionId,
      purchaseType: purchases.purchaseType,
      status: purchases.status,
      billingEndDate: purchases.billingEndDate,
    })
    .from(purchases)
    .where(
      and(
        eq(purchases.connectionId, connectionId),
        sql`${purchases.productId} in ${ownedProductType('package')}`,
        inArray(purchases.status, ['PURCHASE_COMPLETE', 'PAYMENT_SUCCESS', 'PURCHASE_EXPIRED', 'PURCHASE_REMOVED']),
      ),
    )
    .orderBy(desc(purchases.purchasedAt))
    .limit(1);
  if (!row) return null;
  const today = new Date().toISOString().slice(0, 10);
  const ended = row.status === 'PURCHASE_EXPIRED' || (row.billingEndDate !== null && row.billingEndDate < today);
  return { ...row, ended };
}

import type { BasePackage } from '@selfcare/contracts';
import { and, eq, exists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products, productTypes, purchaseOptions } from '../../db/schema';
import { basePackages } from '../products/base-packages';
import { isListed, isStandalone, ofTypeName } from '../products/product-rows';
import type { Viewer } from '../products/viewer';
import { latestBasePurchase } from '../reactivation/base-package';
import type { RegistrationTarget } from './access';

/** The package has an option billed in this unit (months or days). */
const soldPer = (unit: string) =>
  exists(
    sql`(select 1 from ${purchaseOptions} where ${purchaseOptions.purchaseOptionGroupId} = ${products.purchaseOptionGroupId} and ${purchaseOptions.utilizationPeriodUnit} = ${unit})`,
  );

/** The period unit (MONTHS, DAYS) of a reactivating connection's last base package. */
export async function lastPackageUnit(db: DbOrTx, connectionId: string): Promise<string | null> {
  return (await latestBasePurchase(db, connectionId))?.utilizationPeriodUnit ?? null;
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

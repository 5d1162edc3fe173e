import type { ConsoleProduct, ConsoleProductStatus } from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products } from '../../db/schema';
import { recordStaffAudit } from '../console/staff-audit';
import type { Actor } from './actor';
import { findProduct, productNotFound } from './find-product';
import { statusOf, toStoredStatus } from './product-status';

/**
 * Takes a product off sale (inactive: gone from the portal's lists and pages, not purchasable) or puts
 * it back. Existing purchases are left alone. Audited with the status before and after.
 */
export function setProductStatus(
  db: Database,
  id: string,
  status: ConsoleProductStatus,
  actor: Actor,
): Promise<ConsoleProduct> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: products.status })
      .from(products)
      .where(eq(products.id, id))
      .for('update');
    if (!current) throw productNotFound();
    if (current.status !== toStoredStatus(status))
      await tx
        .update(products)
        .set({ status: toStoredStatus(status) })
        .where(eq(products.id, id));
    await recordStaffAudit(tx, {
      action: 'console.set_product_status',
      outcome: 'success',
      staffId: actor.staffId,
      ipAddress: actor.ipAddress,
      subjectType: 'product',
      subjectId: id,
      before: { status: statusOf(current.status) },
      after: { status },
    });
    return findProduct(tx, id);
  });
}

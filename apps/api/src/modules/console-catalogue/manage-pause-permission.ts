import type { ConsolePausePermission, ConsolePausePermissionRequest } from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { products, productTypes } from '../../db/schema';
import { invalidInput } from '../console/console-errors';
import { recordStaffAudit } from '../console/staff-audit';
import type { Actor } from './actor';
import { productNotFound } from './find-product';

async function readProduct(db: DbOrTx, productId: string, lock: boolean) {
  const query = db
    .select({ allowed: products.pauseAllowed, typeName: productTypes.typeName })
    .from(products)
    .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
    .where(eq(products.id, productId));
  const [row] = lock ? await query.for('update', { of: products }) : await query;
  if (!row) throw productNotFound();
  return row;
}

/** May subscribers pause this base package (decision 0074)? False for any other product. */
export async function readPausePermission(db: DbOrTx, productId: string): Promise<ConsolePausePermission> {
  const row = await readProduct(db, productId, false);
  return { productId, allowed: row.allowed };
}

/**
 * Lets subscribers pause a base package's monthly subscription, or stops them (pauses already made run
 * their course), audited with the staff member's reason and the flag before and after. Only a base
 * package has the flag: other monthly subscriptions may always be paused (decision 0070).
 */
export function setPausePermission(
  db: Database,
  productId: string,
  request: { allowed: boolean; reason: ConsolePausePermissionRequest['reason'] },
  actor: Actor,
): Promise<ConsolePausePermission> {
  return db.transaction(async (tx) => {
    const before = await readProduct(tx, productId, true);
    if (before.typeName !== 'package') {
      throw invalidInput(
        'Only a base package has a pause permission; other monthly subscriptions may always be paused.',
      );
    }
    await tx
      .update(products)
      .set({ pauseAllowed: request.allowed, updatedAt: new Date() })
      .where(eq(products.id, productId));
    await recordStaffAudit(tx, {
      action: 'console.set_pause_permission',
      outcome: 'success',
      staffId: actor.staffId,
      ipAddress: actor.ipAddress,
      subjectType: 'product',
      subjectId: productId,
      before: { pauseAllowed: before.allowed },
      after: { pauseAllowed: request.allowed },
      details: { reason: request.reason },
    });
    return { productId, allowed: request.allowed };
  });
}

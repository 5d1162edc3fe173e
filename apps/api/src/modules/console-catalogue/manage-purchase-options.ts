import type { ConsolePurchaseOption } from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { products, purchaseOptionGroups, purchaseOptions } from '../../db/schema';
import { recordStaffAudit } from '../console/staff-audit';
import type { Actor } from './actor';
import { auditedOption } from './create-product';
import { productNotFound } from './find-product';
import { findOption } from './option-lookup';
import { optionsOfGroup } from './option-views';
import {
  clearDefault,
  insertOption,
  optionColumns,
  type PurchaseOptionInput,
  type PurchaseOptionUpdate,
  syncDefaultType,
} from './purchase-option-rows';

async function productGroup(db: DbOrTx, productId: string, lock: boolean) {
  const query = db
    .select({ name: products.name, groupId: products.purchaseOptionGroupId })
    .from(products)
    .where(eq(products.id, productId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw productNotFound();
  return row;
}

export async function listPurchaseOptions(db: DbOrTx, productId: string): Promise<ConsolePurchaseOption[]> {
  const { groupId } = await productGroup(db, productId, false);
  return optionsOfGroup(db, groupId, productId);
}

async function optionView(db: DbOrTx, productId: string, groupId: string, optionId: string) {
  const option = (await optionsOfGroup(db, groupId, productId)).find((row) => row.id === optionId);
  if (!option) throw new Error('purchase option vanished');
  return option;
}

/** A new option of a product; its purchase option group is created on first use. Audited. */
export function createPurchaseOption(
  db: Database,
  productId: string,
  input: PurchaseOptionInput,
  actor: Actor,
): Promise<ConsolePurchaseOption> {
  return db.transaction(async (tx) => {
    const product = await productGroup(tx, productId, true);
    let groupId = product.groupId;
    if (groupId === null) {
      const [group] = await tx
        .insert(purchaseOptionGroups)
        .values({ name: `${product.name} purchase options` })
        .returning({ id: purchaseOptionGroups.id });
      if (!group) throw new Error('purchase option group insert returned nothing');
      groupId = group.id;
      await tx.update(products).set({ purchaseOptionGroupId: groupId }).where(eq(products.id, productId));
    }
    const row = await insertOption(tx, groupId, input);
    const created = await optionView(tx, productId, groupId, row.id);
    await recordStaffAudit(tx, {
      action: 'console.create_purchase_option',
      outcome: 'success',
      staffId: actor.staffId,
      ipAddress: actor.ipAddress,
      subjectType: 'purchase_option',
      subjectId: row.id,
      after: { ...auditedOption(created) },
    });
    return created;
  });
}

/**
 * Edits an option, all but its price (a dated price change moves that). Making it the default takes
 * the flag from the group's other option; a group always keeps one default.
 */
export function updatePurchaseOption(
  db: Database,
  optionId: string,
  input: PurchaseOptionUpdate,
  actor: Actor,
): Promise<ConsolePurchaseOption> {
  return db.transaction(async (tx) => {
    const { option, productId } = await findOption(tx, optionId, true);
    const groupId = option.purchaseOptionGroupId;
    const before = await optionView(tx, productId, groupId, optionId);
    if (input.isDefault) await clearDefault(tx, groupId, optionId);
    await tx.update(purchaseOptions).set(optionColumns(input)).where(eq(purchaseOptions.id, optionId));
    await syncDefaultType(tx, groupId);
    const after = await optionView(tx, productId, groupId, optionId);
    await recordStaffAudit(tx, {
      action: 'console.update_purchase_option',
      outcome: 'success',
      staffId: actor.staffId,
      ipAddress: actor.ipAddress,
      subjectType: 'purchase_option',
      subjectId: optionId,
      before: auditedOption(before),
      after: auditedOption(after),
    });
    return after;
  });
}

import type { ConsoleDiscount, consoleDiscountInputSchema } from '@selfcare/contracts';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, DbOrTx } from '../../db/client';
import { connections, discountOptionGroups, discountOptions, products } from '../../db/schema';
import { invalidInput, notFoundText } from '../console/console-errors';
import { recordStaffAudit } from '../console/staff-audit';
import type { Actor } from './actor';
import { productNotFound } from './find-product';
import { toConsoleDiscount } from './option-views';

type DiscountInput = z.infer<typeof consoleDiscountInputSchema>;

const discountNotFound = () => notFoundText('No discount has this id.');

/** The rules the table's checks hold, said in words before the database has to refuse. */
async function checkDiscount(db: DbOrTx, input: DiscountInput) {
  if (input.discountLevel === 'USER' && input.connectionId === null)
    throw invalidInput('A USER discount needs the connectionId of the connection it is for.');
  if (input.discountLevel === 'PRODUCT' && input.connectionId !== null)
    throw invalidInput('A PRODUCT discount is for everyone: leave connectionId empty (null).');
  if (input.discountType === 'PERCENTAGE' && input.value > 100)
    throw invalidInput('A PERCENTAGE discount is at most 100.');
  if (input.durationType === 'FOREVER' && input.duration !== null)
    throw invalidInput('A FOREVER discount has no duration: leave it empty (null).');
  if (input.durationType !== 'FOREVER' && input.duration === null)
    throw invalidInput(`A discount lasting ${input.durationType} needs a duration (1 or more).`);
  if (input.endsAt !== null && Date.parse(input.endsAt) <= Date.parse(input.startsAt))
    throw invalidInput('endsAt must be after startsAt.');
  if (input.connectionId !== null) {
    const [connection] = await db
      .select({ id: connections.id })
      .from(connections)
      .where(eq(connections.id, input.connectionId));
    if (!connection) throw invalidInput('connectionId: no connection has this id.');
  }
}

const columns = (input: DiscountInput) => ({
  discountLevel: input.discountLevel,
  connectionId: input.connectionId,
  discountType: input.discountType,
  value: input.value,
  duration: input.duration,
  durationType: input.durationType,
  startsAt: new Date(input.startsAt),
  endsAt: input.endsAt ? new Date(input.endsAt) : null,
});

async function productOf(db: DbOrTx, productId: string, lock: boolean) {
  const query = db
    .select({ name: products.name, groupId: products.discountOptionGroupId })
    .from(products)
    .where(eq(products.id, productId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw productNotFound();
  return row;
}

export async function listDiscounts(db: DbOrTx, productId: string): Promise<ConsoleDiscount[]> {
  const { groupId } = await productOf(db, productId, false);
  if (groupId === null) return [];
  const rows = await db
    .select()
    .from(discountOptions)
    .where(eq(discountOptions.discountOptionGroupId, groupId))
    .orderBy(asc(discountOptions.startsAt), asc(discountOptions.id));
  return rows.map((row) => toConsoleDiscount(row, productId));
}

/** A discount of a product; the product's discount option group is created on first use. Audited. */
export function createDiscount(
  db: Database,
  productId: string,
  input: DiscountInput,
  actor: Actor,
): Promise<ConsoleDiscount> {
  return db.transaction(async (tx) => {
    const product = await productOf(tx, productId, true);
    await checkDiscount(tx, input);
    let groupId = product.groupId;
    if (groupId === null) {
      const [group] = await tx
        .insert(discountOptionGroups)
        .values({ name: `${product.name} discounts` })
        .returning({ id: discountOptionGroups.id });
      if (!group) throw new Error('discount option group insert returned nothing');
      groupId = group.id;
      await tx.update(products).set({ discountOptionGroupId: groupId }).where(eq(products.id, productId));
    }
    const [row] = await tx
      .insert(discountOptions)
      .values({ ...columns(input), discountOptionGroupId: groupId })
      .returning();
    if (!row) throw new Error('discount insert returned nothing');
    const created = toConsoleDiscount(row, productId);
    await recordStaffAudit(tx, {
      action: 'console.create_discount',
      outcome: 'success',
      staffId: actor.staffId,
      ipAddress: actor.ipAddress,
      subjectType: 'discount',
      subjectId: row.id,
      after: { ...created },
    });
    return created;
  });
}

/** The discount, locked, and the product whose group it is in. */
async function lockDiscount(tx: DbOrTx, id: string) {
  const [found] = await tx
    .select({ discount: discountOptions, productId: products.id })
    .from(discountOptions)
    .leftJoin(products, eq(products.discountOptionGroupId, discountOptions.discountOptionGroupId))
    .where(eq(discountOptions.id, id))
    .limit(1)
    .for('update', { of: discountOptions });
  if (!found) throw discountNotFound();
  return { row: found.discount, productId: found.productId ?? '' };
}

export function updateDiscount(db: Database, id: string, input: DiscountInput, actor: Actor): Promise<ConsoleDiscount> {
  return db.transaction(async (tx) => {
    const { row, productId } = await lockDiscount(tx, id);
    await checkDiscount(tx, input);
    const [updated] = await tx
      .update(discountOptions)
      .set(columns(input))
      .where(eq(discountOptions.id, id))
      .returning();
    if (!updated) throw discountNotFound();
    const after = toConsoleDiscount(updated, productId);
    await recordStaffAudit(tx, {
      action: 'console.update_discount',
      outcome: 'success',
      staffId: actor.staffId,
      ipAddress: actor.ipAddress,
      subjectType: 'discount',
      subjectId: id,
      before: { ...toConsoleDiscount(row, productId) },
      after: { ...after },
    });
    return after;
  });
}

/** Removes a discount; purchases already made keep the price they were made at. */
export function deleteDiscount(db: Database, id: string, actor: Actor): Promise<void> {
  return db.transaction(async (tx) => {
    const { row, productId } = await lockDiscount(tx, id);
    await tx.delete(discountOptions).where(eq(discountOptions.id, id));
    await recordStaffAudit(tx, {
      action: 'console.delete_discount',
      outcome: 'success',
      staffId: actor.staffId,
      ipAddress: actor.ipAddress,
      subjectType: 'discount',
      subjectId: id,
      before: { ...toConsoleDiscount(row, productId) },
    });
  });
}

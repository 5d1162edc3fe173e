import {
  type ConsolePriceChange,
  type ConsolePriceChangeCreated,
  type ConsolePriceChangePreview,
  sriLankaDate,
} from '@selfcare/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { purchaseOptionPriceChanges } from '../../db/schema';
import { conflict, invalidInput, notFoundText } from '../console/console-errors';
import { recordStaffAudit } from '../console/staff-audit';
import type { Actor } from './actor';
import { countAffectedSubscriptions } from './affected-subscriptions';
import { findOption } from './option-lookup';
import { toPriceChange } from './option-views';
import { uniquelyWritten } from './write-guard';

interface PriceChangeInput {
  price: number;
  effectiveOn: string;
}

/** A change takes effect on a Sri Lanka day from today on; today's applies at the next sweep. */
function requireNotPast(effectiveOn: string) {
  const today = sriLankaDate(new Date());
  if (effectiveOn < today)
    throw invalidInput(`effectiveOn must be today (${today}, Asia/Colombo) or later; ${effectiveOn} is past.`);
}

export async function listPriceChanges(db: DbOrTx, optionId: string): Promise<ConsolePriceChange[]> {
  await findOption(db, optionId);
  const rows = await db
    .select()
    .from(purchaseOptionPriceChanges)
    .where(eq(purchaseOptionPriceChanges.purchaseOptionId, optionId))
    .orderBy(desc(purchaseOptionPriceChanges.effectiveOn));
  return rows.map(toPriceChange);
}

/** How many live subscriptions a change would reach, before it is saved. */
export async function previewPriceChange(
  db: DbOrTx,
  optionId: string,
  input: PriceChangeInput,
): Promise<ConsolePriceChangePreview> {
  requireNotPast(input.effectiveOn);
  const { option } = await findOption(db, optionId);
  return {
    affectedSubscriptions: await countAffectedSubscriptions(db, optionId),
    currentPrice: option.defaultPrice,
    newPrice: input.price,
    effectiveOn: input.effectiveOn,
  };
}

/** Schedules a dated price: one an option a day (409 for a second); applied by that day's first sweep. */
export function schedulePriceChange(
  db: Database,
  optionId: string,
  input: PriceChangeInput,
  actor: Actor,
): Promise<ConsolePriceChangeCreated> {
  requireNotPast(input.effectiveOn);
  const taken = () =>
    conflict(`This purchase option already has a price change on ${input.effectiveOn}: remove it first.`);
  return uniquelyWritten(
    () =>
      db.transaction(async (tx) => {
        await findOption(tx, optionId, true);
        const [existing] = await tx
          .select({ id: purchaseOptionPriceChanges.id })
          .from(purchaseOptionPriceChanges)
          .where(
            and(
              eq(purchaseOptionPriceChanges.purchaseOptionId, optionId),
              eq(purchaseOptionPriceChanges.effectiveOn, input.effectiveOn),
            ),
          );
        if (existing) throw taken();
        const [row] = await tx
          .insert(purchaseOptionPriceChanges)
          .values({
            purchaseOptionId: optionId,
            price: input.price,
            effectiveOn: input.effectiveOn,
            createdBy: actor.staffId,
          })
          .returning();
        if (!row) throw new Error('price change insert returned nothing');
        const affectedSubscriptions = await countAffectedSubscriptions(tx, optionId);
        const change = toPriceChange(row);
        await recordStaffAudit(tx, {
          action: 'console.schedule_price_change',
          outcome: 'success',
          staffId: actor.staffId,
          ipAddress: actor.ipAddress,
          subjectType: 'price_change',
          subjectId: row.id,
          after: { ...change, affectedSubscriptions },
        });
        return { ...change, affectedSubscriptions };
      }),
    `This purchase option already has a price change on ${input.effectiveOn}: remove it first.`,
  );
}

/** Removes a scheduled change; one already applied stays (409). */
export function cancelPriceChange(db: Database, changeId: string, actor: Actor): Promise<void> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(purchaseOptionPriceChanges)
      .where(eq(purchaseOptionPriceChanges.id, changeId))
      .for('update');
    if (!row) throw notFoundText('No price change has this id.');
    if (row.appliedAt) throw conflict('This price change has already been applied: it can no longer be removed.');
    await tx.delete(purchaseOptionPriceChanges).where(eq(purchaseOptionPriceChanges.id, changeId));
    await recordStaffAudit(tx, {
      action: 'console.cancel_price_change',
      outcome: 'success',
      staffId: actor.staffId,
      ipAddress: actor.ipAddress,
      subjectType: 'price_change',
      subjectId: changeId,
      before: { ...toPriceChange(row) },
    });
  });
}

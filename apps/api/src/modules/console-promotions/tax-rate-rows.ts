import type { ConsoleTaxRate } from '@selfcare/contracts';
import { and, asc, eq, gt, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { taxRates } from '../../db/schema';
import { isUniqueViolation } from '../../lib/database-errors';
import { conflict } from './errors';

type TaxRateRow = typeof taxRates.$inferSelect;

export function taxRateState(row: Pick<TaxRateRow, 'effectiveFrom' | 'effectiveUntil'>, now: Date) {
  if (row.effectiveFrom > now) return 'scheduled' as const;
  return row.effectiveUntil !== null && row.effectiveUntil <= now ? ('ended' as const) : ('in_force' as const);
}

export function toConsoleTaxRate(row: TaxRateRow, now = new Date()): ConsoleTaxRate {
  return {
    id: row.id,
    name: row.taxDisplayName,
    ratePercent: row.ratePercent,
    compound: row.compound,
    sortOrder: row.sortOrder,
    active: row.active,
    effectiveFrom: row.effectiveFrom.toISOString(),
    effectiveUntil: row.effectiveUntil?.toISOString() ?? null,
    state: taxRateState(row, now),
  };
}

export async function listTaxRates(db: DbOrTx): Promise<ConsoleTaxRate[]> {
  const rows = await db
    .select()
    .from(taxRates)
    .orderBy(asc(taxRates.sortOrder), asc(taxRates.effectiveFrom), asc(taxRates.id));
  const now = new Date();
  return rows.map((row) => toConsoleTaxRate(row, now));
}

/** The row locked for a change, or undefined. */
export async function lockTaxRate(tx: DbOrTx, id: string): Promise<TaxRateRow | undefined> {
  const [row] = await tx.select().from(taxRates).where(eq(taxRates.id, id)).for('update');
  return row;
}

/**
 * Tax table writes one at a time (a transaction-scoped advisory lock), so two staff members cannot add
 * overlapping rates of one name side by side.
 */
export async function serialiseTaxWrites(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('console.tax_rates'))`);
}

/**
 * 409 when another active rate of the same name applies during any part of [from, until): the same tax
 * twice on one charge. To change a rate, end the old one where the new one starts.
 */
export async function refuseOverlap(
  tx: DbOrTx,
  window: { name: string; from: Date; until: Date | null; exceptId?: string },
): Promise<void> {
  const conditions: (SQL | undefined)[] = [
    eq(taxRates.taxDisplayName, window.name),
    eq(taxRates.active, true),
    window.exceptId ? ne(taxRates.id, window.exceptId) : undefined,
    or(isNull(taxRates.effectiveUntil), gt(taxRates.effectiveUntil, window.from)),
    window.until ? lt(taxRates.effectiveFrom, window.until) : undefined,
  ];
  const [other] = await tx
    .select({ id: taxRates.id })
    .from(taxRates)
    .where(and(...conditions))
    .limit(1);
  if (other) throw conflict('taxOverlap', { name: window.name });
}

/** A unique (name, effective_from) violation as the overlap it is: 409, never a 500. */
export async function asOverlap<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('taxOverlap', { name });
    throw error;
  }
}

export function taxRateAudit(rate: ConsoleTaxRate): Record<string, unknown> {
  const { state: _state, ...rest } = rate;
  return rest;
}

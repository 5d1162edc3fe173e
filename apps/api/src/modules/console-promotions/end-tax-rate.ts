import type { ConsoleTaxRate } from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { taxRates } from '../../db/schema';
import { notFound } from '../../lib/api-error';
import { type Actor, auditChange } from './audit-change';
import { conflict } from './errors';
import { lockTaxRate, serialiseTaxWrites, taxRateAudit, toConsoleTaxRate } from './tax-rate-rows';

/**
 * The rate stops applying at effectiveUntil: now or later, after it starts, and not later than an end it
 * already has (409 otherwise: charges made meanwhile keep their taxes). 404 for an unknown id.
 */
export function endTaxRate(db: DbOrTx, id: string, effectiveUntil: string, actor: Actor): Promise<ConsoleTaxRate> {
  const until = new Date(effectiveUntil);
  return db.transaction(async (tx) => {
    await serialiseTaxWrites(tx);
    const current = await lockTaxRate(tx, id);
    if (!current) throw notFound();
    const now = new Date();
    const allowed =
      until >= now &&
      until > current.effectiveFrom &&
      (current.effectiveUntil === null || until <= current.effectiveUntil);
    if (!allowed) throw conflict('taxEndNotAllowed');
    const [row] = await tx.update(taxRates).set({ effectiveUntil: until }).where(eq(taxRates.id, id)).returning();
    if (!row) throw notFound();
    const after = toConsoleTaxRate(row, now);
    await auditChange(tx, actor, {
      action: 'console.tax_rate_end',
      subjectType: 'tax_rate',
      subjectId: id,
      before: taxRateAudit(toConsoleTaxRate(current, now)),
      after: taxRateAudit(after),
    });
    return after;
  });
}

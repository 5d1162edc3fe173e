import type { ConsoleTaxRate, ConsoleTaxRateRequest } from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { taxRates } from '../../db/schema';
import { notFound } from '../../lib/api-error';
import { type Actor, auditChange } from './audit-change';
import { conflict, invalidInput } from './errors';
import {
  asOverlap,
  lockTaxRate,
  refuseOverlap,
  serialiseTaxWrites,
  taxRateAudit,
  taxRateState,
  toConsoleTaxRate,
} from './tax-rate-rows';

/**
 * A rate replaced while it is not yet in force; 409 once it is (or has ended): a charge may already
 * carry it. To change a rate in force, end it (POST /tax-rates/{id}/end) and add a new one.
 */
export function updateTaxRate(
  db: DbOrTx,
  id: string,
  input: ConsoleTaxRateRequest,
  actor: Actor,
): Promise<ConsoleTaxRate> {
  const from = new Date(input.effectiveFrom);
  const until = input.effectiveUntil ? new Date(input.effectiveUntil) : null;
  return db.transaction(async (tx) => {
    await serialiseTaxWrites(tx);
    const current = await lockTaxRate(tx, id);
    if (!current) throw notFound();
    const now = new Date();
    if (taxRateState(current, now) !== 'scheduled') throw conflict('taxInForce');
    if (from < now) throw invalidInput('taxStartsInPast');
    await refuseOverlap(tx, { name: input.name, from, until, exceptId: id });
    const [row] = await asOverlap(input.name, () =>
      tx
        .update(taxRates)
        .set({
          taxDisplayName: input.name,
          ratePercent: input.ratePercent,
          compound: input.compound ?? false,
          sortOrder: input.sortOrder,
          effectiveFrom: from,
          effectiveUntil: until,
        })
        .where(eq(taxRates.id, id))
        .returning(),
    );
    if (!row) throw notFound();
    const after = toConsoleTaxRate(row, now);
    await auditChange(tx, actor, {
      action: 'console.tax_rate_update',
      subjectType: 'tax_rate',
      subjectId: id,
      before: taxRateAudit(toConsoleTaxRate(current, now)),
      after: taxRateAudit(after),
    });
    return after;
  });
}

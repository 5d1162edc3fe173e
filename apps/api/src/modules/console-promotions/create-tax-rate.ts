import type { ConsoleTaxRate, ConsoleTaxRateRequest } from '@selfcare/contracts';
import type { DbOrTx } from '../../db/client';
import { taxRates } from '../../db/schema';
import { notFound } from '../../lib/api-error';
import { type Actor, auditChange } from './audit-change';
import { invalidInput } from './errors';
import { asOverlap, refuseOverlap, serialiseTaxWrites, taxRateAudit, toConsoleTaxRate } from './tax-rate-rows';

/**
 * A rate from effectiveFrom (now or later: charges already made keep their taxes) until effectiveUntil.
 * 409 when a rate of the same name applies in part of that window.
 */
export function createTaxRate(db: DbOrTx, input: ConsoleTaxRateRequest, actor: Actor): Promise<ConsoleTaxRate> {
  const from = new Date(input.effectiveFrom);
  const until = input.effectiveUntil ? new Date(input.effectiveUntil) : null;
  if (from.getTime() < Date.now()) throw invalidInput('taxStartsInPast');
  return db.transaction(async (tx) => {
    await serialiseTaxWrites(tx);
    await refuseOverlap(tx, { name: input.name, from, until });
    const [row] = await asOverlap(input.name, () =>
      tx
        .insert(taxRates)
        .values({
          taxDisplayName: input.name,
          ratePercent: input.ratePercent,
          compound: input.compound ?? false,
          sortOrder: input.sortOrder,
          effectiveFrom: from,
          effectiveUntil: until,
        })
        .returning(),
    );
    if (!row) throw notFound();
    const created = toConsoleTaxRate(row);
    await auditChange(tx, actor, {
      action: 'console.tax_rate_create',
      subjectType: 'tax_rate',
      subjectId: row.id,
      after: taxRateAudit(created),
    });
    return created;
  });
}

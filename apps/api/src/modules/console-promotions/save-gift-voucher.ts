import type { ConsoleGiftVoucher, ConsoleGiftVoucherRequest } from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { giftVouchers } from '../../db/schema';
import { notFound } from '../../lib/api-error';
import { type Actor, auditChange } from './audit-change';
import { checkGiftVoucher, giftVoucherAudit, loadGiftVoucher, setGiftVoucherRestrictions } from './gift-voucher-rows';

/** A new gift voucher offer for the portal's /gifts; audited as console.gift_voucher_create. */
export function createGiftVoucher(
  db: DbOrTx,
  input: ConsoleGiftVoucherRequest,
  actor: Actor,
): Promise<ConsoleGiftVoucher> {
  return db.transaction(async (tx) => {
    const checked = await checkGiftVoucher(tx, input);
    const [row] = await tx.insert(giftVouchers).values(checked.values).returning({ id: giftVouchers.id });
    if (!row) throw notFound();
    await setGiftVoucherRestrictions(tx, row.id, checked.restrictions);
    const created = await loadGiftVoucher(tx, row.id);
    if (!created) throw notFound();
    await auditChange(tx, actor, {
      action: 'console.gift_voucher_create',
      subjectType: 'gift_voucher',
      subjectId: row.id,
      after: giftVoucherAudit(created),
    });
    return created;
  });
}

/**
 * The whole offer replaced; 404 for an unknown id. Vouchers already bought keep what they were sold with
 * (purchased_vouchers copies count, value and expiry at purchase).
 */
export function updateGiftVoucher(
  db: DbOrTx,
  id: string,
  input: ConsoleGiftVoucherRequest,
  actor: Actor,
): Promise<ConsoleGiftVoucher> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: giftVouchers.id })
      .from(giftVouchers)
      .where(eq(giftVouchers.id, id))
      .for('update');
    const before = locked ? await loadGiftVoucher(tx, id) : undefined;
    if (!before) throw notFound();
    const checked = await checkGiftVoucher(tx, input);
    await tx.update(giftVouchers).set(checked.values).where(eq(giftVouchers.id, id));
    await setGiftVoucherRestrictions(tx, id, checked.restrictions);
    const after = await loadGiftVoucher(tx, id);
    if (!after) throw notFound();
    await auditChange(tx, actor, {
      action: 'console.gift_voucher_update',
      subjectType: 'gift_voucher',
      subjectId: id,
      before: giftVoucherAudit(before),
      after: giftVoucherAudit(after),
    });
    return after;
  });
}

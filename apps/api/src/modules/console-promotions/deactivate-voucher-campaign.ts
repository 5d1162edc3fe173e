import type { VoucherCampaignDetail } from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { promotionalVouchers, voucherCampaigns } from '../../db/schema';
import { notFound } from '../../lib/api-error';
import { type Actor, auditChange } from './audit-change';
import { loadCampaign } from './campaign-rows';

/** Every code of the campaign stops redeeming at once (purchases already made stay). 404 for an unknown id. */
export function deactivateVoucherCampaign(db: DbOrTx, id: string, actor: Actor): Promise<VoucherCampaignDetail> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: voucherCampaigns.id })
      .from(voucherCampaigns)
      .where(eq(voucherCampaigns.id, id))
      .for('update');
    const before = locked ? await loadCampaign(tx, id) : undefined;
    if (!before) throw notFound();
    await tx.update(promotionalVouchers).set({ active: false }).where(eq(promotionalVouchers.campaignId, id));
    const after = await loadCampaign(tx, id);
    if (!after) throw notFound();
    await auditChange(tx, actor, {
      action: 'console.voucher_campaign_deactivate',
      subjectType: 'voucher_campaign',
      subjectId: id,
      before: { active: before.active },
      after: { active: after.active },
    });
    return after;
  });
}

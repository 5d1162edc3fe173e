import type { VoucherCampaignDetail } from '@selfcare/contracts';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  promotionalVoucherProducts,
  promotionalVoucherProductTypes,
  promotionalVouchers,
  purchases,
  voucherCampaigns,
} from '../../db/schema';
import { countedUse } from '../purchasing/apply-voucher';

/**
 * Campaigns with their terms (the same on each of their codes), the number of codes and of redemptions
 * (purchases made with the codes, counted as the portal counts them against the limits).
 */
export async function loadCampaigns(db: DbOrTx, where?: SQL): Promise<VoucherCampaignDetail[]> {
  const rows = await db
    .select({
      campaign: voucherCampaigns,
      codes: count(promotionalVouchers.id),
      firstCodeId: sql<string | null>`(array_agg(${promotionalVouchers.id} order by ${promotionalVouchers.code}))[1]`,
      firstCode: sql<string | null>`min(${promotionalVouchers.code})`,
      discountType: sql<'PERCENTAGE' | 'AMOUNT'>`min(${promotionalVouchers.discountType})`,
      value: sql<number>`min(${promotionalVouchers.value})`.mapWith(Number),
      validFrom: sql<Date>`min(${promotionalVouchers.validFrom})`.mapWith(promotionalVouchers.validFrom),
      validTo: sql<Date>`max(${promotionalVouchers.validTo})`.mapWith(promotionalVouchers.validTo),
      maxUses: sql<number | null>`max(${promotionalVouchers.maxUses})`,
      perConnectionLimit: sql<number>`max(${promotionalVouchers.perConnectionLimit})`.mapWith(Number),
      active: sql<boolean>`coalesce(bool_or(${promotionalVouchers.active}), false)`,
    })
    .from(voucherCampaigns)
    .leftJoin(promotionalVouchers, eq(promotionalVouchers.campaignId, voucherCampaigns.id))
    .where(where)
    .groupBy(voucherCampaigns.id)
    .orderBy(desc(voucherCampaigns.createdAt), asc(voucherCampaigns.id));
  if (rows.length === 0) return [];
  const campaignIds = rows.map((row) => row.campaign.id);
  const firstCodeIds = rows.flatMap((row) => (row.firstCodeId ? [row.firstCodeId] : []));
  const [redemptions, types, productRows] = [
    await db
      .select({ campaignId: promotionalVouchers.campaignId, uses: count() })
      .from(purchases)
      .innerJoin(promotionalVouchers, eq(promotionalVouchers.id, purchases.promotionalVoucherId))
      .where(and(inArray(promotionalVouchers.campaignId, campaignIds), countedUse()))
      .groupBy(promotionalVouchers.campaignId),
    firstCodeIds.length === 0
      ? []
      : await db
          .select({
            voucherId: promotionalVoucherProductTypes.voucherId,
            id: promotionalVoucherProductTypes.productTypeId,
          })
          .from(promotionalVoucherProductTypes)
          .where(inArray(promotionalVoucherProductTypes.voucherId, firstCodeIds)),
    firstCodeIds.length === 0
      ? []
      : await db
          .select({ voucherId: promotionalVoucherProducts.voucherId, id: promotionalVoucherProducts.productId })
          .from(promotionalVoucherProducts)
          .where(inArray(promotionalVoucherProducts.voucherId, firstCodeIds)),
  ];
  return rows.map((row) => {
    const { campaign } = row;
    const of = (list: { voucherId: string; id: string }[]) =>
      list
        .filter((entry) => entry.voucherId === row.firstCodeId)
        .map((entry) => entry.id)
        .sort();
    return {
      id: campaign.id,
      name: campaign.name,
      description: campaign.description,
      shared: campaign.shared,
      codeCount: row.codes,
      discountType: row.discountType,
      value: row.value,
      validFrom: row.validFrom.toISOString(),
      validTo: row.validTo.toISOString(),
      maxUses: row.maxUses === null ? null : Number(row.maxUses),
      perConnectionLimit: row.perConnectionLimit,
      productTypeIds: of(types),
      productIds: of(productRows),
      active: row.active,
      redemptions: redemptions.find((entry) => entry.campaignId === campaign.id)?.uses ?? 0,
      createdBy: campaign.createdBy,
      createdAt: campaign.createdAt.toISOString(),
      sharedCode: campaign.shared ? row.firstCode : null,
    };
  });
}

export async function loadCampaign(db: DbOrTx, id: string): Promise<VoucherCampaignDetail | undefined> {
  const [campaign] = await loadCampaigns(db, eq(voucherCampaigns.id, id));
  return campaign;
}

/** What the audit keeps of a campaign: its terms, never its codes. */
export function campaignAudit(campaign: VoucherCampaignDetail): Record<string, unknown> {
  const { redemptions: _redemptions, sharedCode: _sharedCode, createdAt: _createdAt, ...terms } = campaign;
  return terms;
}

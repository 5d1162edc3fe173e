import { VOUCHER_CAMPAIGN_CSV_HEADER } from '@selfcare/contracts';
import { and, asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { promotionalVouchers, purchases, voucherCampaigns } from '../../db/schema';
import { notFound } from '../../lib/api-error';
import { countedUse } from '../purchasing/apply-voucher';

/** A CSV field: quoted when it holds a comma, quote or line break. */
const field = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/**
 * The campaign's codes as CSV (header row, then code, uses, max uses, valid from, valid to; by code),
 * read in one query, and a file name for it. 404 for an unknown campaign.
 */
export async function exportCampaignCodes(db: DbOrTx, id: string): Promise<{ csv: string; fileName: string }> {
  const [campaign] = await db
    .select({ name: voucherCampaigns.name })
    .from(voucherCampaigns)
    .where(eq(voucherCampaigns.id, id));
  if (!campaign) throw notFound();
  const rows = await db
    .select({
      code: promotionalVouchers.code,
      uses: count(purchases.id),
      maxUses: promotionalVouchers.maxUses,
      validFrom: promotionalVouchers.validFrom,
      validTo: promotionalVouchers.validTo,
    })
    .from(promotionalVouchers)
    .leftJoin(purchases, and(eq(purchases.promotionalVoucherId, promotionalVouchers.id), countedUse()))
    .where(eq(promotionalVouchers.campaignId, id))
    .groupBy(promotionalVouchers.id)
    .orderBy(asc(promotionalVouchers.code));
  const lines = rows.map((row) =>
    [
      row.code,
      String(row.uses),
      row.maxUses === null ? '' : String(row.maxUses),
      row.validFrom.toISOString(),
      row.validTo.toISOString(),
    ]
      .map(field)
      .join(','),
  );
  const slug =
    campaign.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'campaign';
  return { csv: `${[VOUCHER_CAMPAIGN_CSV_HEADER, ...lines].join('\r\n')}\r\n`, fileName: `${slug}-codes.csv` };
}

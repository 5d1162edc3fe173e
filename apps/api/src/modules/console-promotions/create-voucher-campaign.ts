import type { CreateVoucherCampaignRequest, VoucherCampaignDetail } from '@selfcare/contracts';
import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products, productTypes, promotionalVouchers, voucherCampaigns } from '../../db/schema';
import { notFound } from '../../lib/api-error';
import { mediaUrl } from '../media/paths';
import { type Actor, auditChange } from './audit-change';
import { campaignAudit, loadCampaign } from './campaign-rows';
import { conflict, invalidInput } from './errors';
import { generateCodes } from './voucher-codes';

/** Never shown (campaign codes are not listed), but a code needs an image: the demo data's PEOTVGO logo. */
export const CAMPAIGN_IMAGE_URL = mediaUrl('logo', 'peotvgo');
/** Rows a statement inserts: 14 columns stay well under PostgreSQL's 65,535 parameters. */
const INSERT_CHUNK = 1000;
/** Rounds of new codes for the ones that met an existing code (a short prefix, or bad luck). */
const CODE_ROUNDS = 5;

type Input = Omit<CreateVoucherCampaignRequest, 'productTypeIds' | 'productIds' | 'perConnectionLimit'> & {
  productTypeIds?: string[] | undefined;
  productIds?: string[] | undefined;
  perConnectionLimit?: number | undefined;
};

/**
 * A campaign and its codes in one transaction: one shared code (maxUses its overall limit) or codeCount
 * single-use codes, all with the campaign's terms and restrictions. Codes are unique across every
 * promotional voucher: one that meets an existing code is drawn again.
 */
export function createVoucherCampaign(db: DbOrTx, input: Input, actor: Actor): Promise<VoucherCampaignDetail> {
  return db.transaction(async (tx) => {
    const typeIds = [...new Set(input.productTypeIds ?? [])];
    const productIds = [...new Set(input.productIds ?? [])];
    await requireKnown(tx, typeIds, productIds);
    const [campaign] = await tx
      .insert(voucherCampaigns)
      .values({
        name: input.name,
        description: input.description ?? '',
        shared: input.shared,
        codeCount: input.codeCount,
        createdBy: actor.staffId,
      })
      .returning({ id: voucherCampaigns.id });
    if (!campaign) throw notFound();
    const terms = {
      name: input.name,
      description: input.description ?? '',
      imageUrl: CAMPAIGN_IMAGE_URL,
      discountType: input.discountType,
      value: input.value,
      validFrom: new Date(input.validFrom),
      validTo: new Date(input.validTo),
      maxUses: input.shared ? (input.maxUses ?? null) : 1,
      perConnectionLimit: input.shared ? (input.perConnectionLimit ?? 1) : 1,
      campaignId: campaign.id,
    };
    let missing = input.codeCount;
    for (let round = 0; missing > 0; round += 1) {
      if (round === CODE_ROUNDS) throw conflict('codesExhausted');
      const codes = generateCodes(missing, input.prefix ?? '');
      for (let start = 0; start < codes.length; start += INSERT_CHUNK) {
        const inserted = await tx
          .insert(promotionalVouchers)
          .values(codes.slice(start, start + INSERT_CHUNK).map((code) => ({ ...terms, code })))
          .onConflictDoNothing({ target: promotionalVouchers.code })
          .returning({ id: promotionalVouchers.id });
        missing -= inserted.length;
      }
    }
    // Each code gets the campaign's restrictions: one statement a list, whatever the number of codes.
    if (typeIds.length > 0) {
      await tx.execute(sql`insert into promotional_voucher_product_types (voucher_id, product_type_id)
        select v.id, t.id from promotional_vouchers v cross join unnest(${uuidArray(typeIds)}) as t(id)
        where v.campaign_id = ${campaign.id}`);
    }
    if (productIds.length > 0) {
      await tx.execute(sql`insert into promotional_voucher_products (voucher_id, product_id)
        select v.id, p.id from promotional_vouchers v cross join unnest(${uuidArray(productIds)}) as p(id)
        where v.campaign_id = ${campaign.id}`);
    }
    const created = await loadCampaign(tx, campaign.id);
    if (!created) throw notFound();
    await auditChange(tx, actor, {
      action: 'console.voucher_campaign_create',
      subjectType: 'voucher_campaign',
      subjectId: campaign.id,
      after: { ...campaignAudit(created), prefix: input.prefix ?? null },
    });
    return created;
  });
}

export const uuidArray = (ids: readonly string[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;

/** 400 unless every product type and product named exists. */
export async function requireKnown(db: DbOrTx, typeIds: readonly string[], productIds: readonly string[]) {
  const types =
    typeIds.length === 0
      ? []
      : await db
          .select({ id: productTypes.id })
          .from(productTypes)
          .where(inArray(productTypes.id, [...typeIds]));
  const found =
    productIds.length === 0
      ? []
      : await db
          .select({ id: products.id })
          .from(products)
          .where(inArray(products.id, [...productIds]));
  if (types.length !== typeIds.length || found.length !== productIds.length) {
    throw invalidInput('unknownReference');
  }
}

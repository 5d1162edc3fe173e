import type { Banner, ConsoleBannerPreview, ConsoleBannerPreviewQuery } from '@selfcare/contracts';
import type { DbOrTx } from '../../db/client';
import { listBanners } from '../promotions/banners';

/**
 * The banners an audience sees at an instant, by the portal's own function (modules/promotions/banners.ts):
 * a visitor sees the banners for everyone; a subscriber (any connection type) those and their base package's.
 */
export async function previewBanners(
  db: DbOrTx,
  query: { at?: string | undefined; connectionType: 'visitor' | number; basePackageId?: string | undefined } & Pick<
    ConsoleBannerPreviewQuery,
    'voucherType'
  >,
): Promise<ConsoleBannerPreview> {
  const at = query.at ? new Date(query.at) : new Date();
  const banners: Banner[] = await listBanners(db, {
    basePackageId: query.connectionType === 'visitor' ? undefined : query.basePackageId,
    voucherType: query.voucherType,
    at,
  });
  return { at: at.toISOString(), banners };
}

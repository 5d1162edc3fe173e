import type { ConsoleBannerPreview } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiJson, queryString } from '@/shared/api/api-client';

export interface PreviewAudience {
  connectionType: 'visitor' | number;
  basePackageId?: string;
  /** ISO instant; undefined: now. */
  at?: string;
  /** The gift or promotional vouchers page; undefined: the landing and promotions pages. */
  voucherType?: 'gift' | 'discount';
}

export const bannerPreviewQuery = (audience: PreviewAudience) =>
  queryOptions({
    queryKey: ['banners', 'preview', audience],
    queryFn: ({ signal }) =>
      apiJson<ConsoleBannerPreview>(`/banners/preview${queryString({ ...audience })}`, { signal }),
  });

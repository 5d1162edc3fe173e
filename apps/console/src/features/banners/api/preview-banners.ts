import type { ConsoleBannerPreview } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiJson, queryString } from '@/shared/api/api-client';

export interface PreviewAudience {
  connectionType: 'visitor' | number;
  basePackageId?: string;
  /** ISO instant; undefined: now. */
  at?: string;
}

export const bannerPreviewQuery = (audience: PreviewAudience) =>
  queryOptions({
    queryKey: ['banners', 'preview', audience],
    queryFn: ({ signal }) =>
      apiJson<ConsoleBannerPreview>(`/banners/preview${queryString({ ...audience })}`, { signal }),
  });

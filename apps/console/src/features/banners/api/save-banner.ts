import type { ConsoleBanner, ConsoleBannerRequest } from '@selfcare/contracts';
import { apiJson } from '@/shared/api/api-client';

/** Creates a banner, or replaces the one named by `id`. */
export const saveBanner = (body: ConsoleBannerRequest, id?: string) =>
  apiJson<ConsoleBanner>(id ? `/banners/${id}` : '/banners', { method: id ? 'PUT' : 'POST', body });

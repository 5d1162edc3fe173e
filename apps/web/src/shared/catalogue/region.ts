import type { TFunction } from '@/shared/i18n/translator';
import type { ProductRegion, ProductTypeName } from './domain';

const SRI_LANKA = 'LK';

export interface RegionInput {
  regions: readonly ProductRegion[];
  /** The viewer's ISO country code from the api's IP location; null when unknown. */
  viewerCountry: string | null;
  productTypeTypeName: ProductTypeName;
}

/**
 * Why the viewer cannot watch region-limited content, or null when they can (spec 001 section 5). A
 * viewer whose country is unknown is told the restriction, since they may be affected. Products with
 * both regions, or none, play anywhere; devices (screens) never carry the message.
 */
export function regionMessage(
  t: TFunction,
  { regions, viewerCountry, productTypeTypeName }: RegionInput,
): string | null {
  if (productTypeTypeName === 'screens') return null;
  const local = regions.includes('LK');
  const international = regions.includes('INTERNATIONAL');
  if (local === international) return null;
  const inSriLanka = viewerCountry === null ? null : viewerCountry.toUpperCase() === SRI_LANKA;
  if (local && inSriLanka !== true) return t('catalogue.region.withinSriLanka');
  if (international && inSriLanka !== false) return t('catalogue.region.outsideSriLanka');
  return null;
}

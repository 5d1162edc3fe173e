import type { Translation } from '@selfcare/contracts';
import type { promotions } from '@/shared/i18n/groups/promotions';

/** The promotions pages in Tamil. */
export const promotionsTa: Translation<typeof promotions> = {
  all: {
    title: 'சலுகைகள் | Selfcare',
    heading: 'அனைத்துச் சலுகைகளும்',
    empty: 'சலுகைகள் எதுவும் இல்லை',
  },
  packages: {
    title: 'சலுகைப் பொதிகள் | Selfcare',
    heading: 'சலுகைப் பொதிகள்',
    carousel: 'சலுகைப் பொதிகள்',
    empty: 'தற்போது சலுகைப் பொதிகள் எதுவும் இல்லை',
    selected: 'தெரிவுசெய்யப்பட்டது',
    contents: 'பொதியின் உள்ளடக்கம்',
    noContent: 'தயாரிப்பு எதுவும் கிடைக்கவில்லை',
    tabs: {
      channel: 'அலைவரிசைகள்',
      screens: 'திரைகள்',
      vod: 'VOD',
      svod: 'SVOD',
    },
  },
};

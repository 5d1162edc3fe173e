import type { Translation } from '@selfcare/contracts';
import type { ondemand } from '@/shared/i18n/groups/ondemand';

/** The on-demand and SVOD pages in Tamil. */
export const ondemandTa: Translation<typeof ondemand> = {
  pageTitle: {
    onDemand: 'தேவைக்கேற்ப | Selfcare',
    svods: 'அனைத்து SVOD சேவைகளும் | Selfcare',
    svod: '{{name}} | Selfcare',
  },
  title: 'தேவைக்கேற்ப',
  tabsLabel: 'தேவைக்கேற்ற உள்ளடக்கப் பிரிவுகள்',
  language: 'மொழி',
  genre: 'வகை',
  trending: 'பிரபலமானவை',
  titles: 'அனைத்துத் தலைப்புகளும்',
  empty: 'தயாரிப்பு எதுவும் கிடைக்கவில்லை',
  svod: {
    allTitle: 'அனைத்து SVOD சேவைகளும்',
    comingSoon: 'விரைவில்...',
    contentThisMonth: 'இந்த மாத உள்ளடக்கம்',
    videos: 'காணொளிகள்',
    videosOf: '{{name}} காணொளிகள்',
    backTo: '{{name}} இற்குத் திரும்புக',
    allVideos: 'அனைத்துக் காணொளிகளும்',
    price: 'விலை',
    videoNotFound: 'இந்தக் காணொளி கிடைக்கவில்லை.',
  },
};

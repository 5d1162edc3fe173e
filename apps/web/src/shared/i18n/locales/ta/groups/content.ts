import type { Translation } from '@selfcare/contracts';
import type { content } from '@/shared/i18n/groups/content';

/** The channel, channel-bundle, product and video pages in Tamil. */
export const contentTa: Translation<typeof content> = {
  pageTitle: {
    channels: 'அனைத்து அலைவரிசைகளும் | Selfcare',
    product: '{{name}} | Selfcare',
    notFound: 'தயாரிப்பு கிடைக்கவில்லை | Selfcare',
  },
  channels: {
    title: 'அனைத்து அலைவரிசைகளும்',
    category: 'பிரிவு',
    otherCategory: 'ஏனைய அலைவரிசைகள்',
    channelNo: 'அலைவரிசை {{n}}',
    alaCarte: 'தனித்துப் பெறக்கூடியது',
    legendLabel: 'குறியீட்டு விளக்கம்',
    tstvLegend: 'நேரம் மாற்றிய தொலைக்காட்சி (TSTV): தவறவிட்ட நிகழ்ச்சிகளைப் பின்னோக்கிச் சென்று பார்க்கலாம்',
    alaCarteLegend: 'தனியாகச் சந்தா செய்யலாம்',
    empty: 'அலைவரிசைகள் எதுவும் கிடைக்கவில்லை',
  },
  bundle: {
    channelsTitle: 'இந்தத் தொகுப்பிலுள்ள அலைவரிசைகள்',
    noChannels: 'இந்தத் தொகுப்பில் அலைவரிசைகள் எதுவும் இல்லை',
    backToBundle: '{{name}} இற்குத் திரும்புக',
    channelMissing: 'விவரங்களைக் காண, இந்தத் தொகுப்பிலுள்ள ஓர் அலைவரிசையைத் தெரிவுசெய்யவும்.',
  },
  product: {
    information: 'தகவல்',
    pgRating: 'PG தரப்படுத்தல்',
    notFoundTitle: 'தயாரிப்பு கிடைக்கவில்லை',
    home: 'முகப்பு',
  },
};

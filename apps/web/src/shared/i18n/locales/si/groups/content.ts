import type { Translation } from '@selfcare/contracts';
import type { content } from '@/shared/i18n/groups/content';

export const contentSi: Translation<typeof content> = {
  pageTitle: {
    channels: 'සියලු නාලිකා | Selfcare',
    product: '{{name}} | Selfcare',
    notFound: 'නිෂ්පාදනය හමු නොවීය | Selfcare',
  },
  channels: {
    title: 'සියලු නාලිකා',
    category: 'කාණ්ඩය',
    otherCategory: 'වෙනත් නාලිකා',
    channelNo: 'නාලිකා අංක {{n}}',
    alaCarte: 'වෙනම ලබා ගත හැක',
    legendLabel: 'සංකේත විස්තරය',
    tstvLegend: 'කාලය මාරු කළ රූපවාහිනිය: ඔබට මග හැරුණු වැඩසටහන් ආපසු හරවා නරඹන්න',
    alaCarteLegend: 'තනිව දායක විය හැක',
    empty: 'ලබා ගත හැකි නාලිකා කිසිවක් නැත',
  },
  bundle: {
    channelsTitle: 'මෙම නාලිකා කට්ටලයේ නාලිකා',
    noChannels: 'මෙම නාලිකා කට්ටලයේ නාලිකා කිසිවක් නැත',
    backToBundle: '{{name}} වෙත ආපසු',
    channelMissing: 'විස්තර බැලීමට මෙම නාලිකා කට්ටලයේ නාලිකාවක් තෝරන්න.',
  },
  product: {
    information: 'තොරතුරු',
    pgRating: 'වයස් සීමා ශ්‍රේණිය',
    notFoundTitle: 'නිෂ්පාදනය හමු නොවීය',
    home: 'මුල් පිටුව',
  },
};

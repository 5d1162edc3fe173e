import type { Translation } from '@selfcare/contracts';
import type { ondemand } from '@/shared/i18n/groups/ondemand';

export const ondemandSi: Translation<typeof ondemand> = {
  pageTitle: {
    onDemand: 'ඉල්ලුම මත | Selfcare',
    svods: 'සියලු SVOD | Selfcare',
    svod: '{{name}} | Selfcare',
  },
  title: 'ඉල්ලුම මත',
  tabsLabel: 'ඉල්ලුම මත අන්තර්ගත කාණ්ඩ',
  language: 'භාෂාව',
  genre: 'ප්‍රභේදය',
  trending: 'ජනප්‍රිය',
  titles: 'සියලු මාතෘකා',
  empty: 'ලබා ගත හැකි නිෂ්පාදන කිසිවක් නැත',
  svod: {
    allTitle: 'සියලු SVOD',
    comingSoon: 'ළඟදීම...',
    contentThisMonth: 'මෙම මාසයේ අන්තර්ගතය',
    videos: 'වීඩියෝ',
    videosOf: '{{name}} හි වීඩියෝ',
    backTo: '{{name}} වෙත ආපසු',
    allVideos: 'සියලු වීඩියෝ',
    price: 'මිල',
    videoNotFound: 'මෙම වීඩියෝව ලබා ගත නොහැක.',
  },
};

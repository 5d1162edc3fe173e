import type { Translation } from '@selfcare/contracts';
import type { promotions } from '@/shared/i18n/groups/promotions';

export const promotionsSi: Translation<typeof promotions> = {
  all: {
    title: 'ප්‍රවර්ධන | Selfcare',
    heading: 'සියලු ප්‍රවර්ධන',
    empty: 'ප්‍රවර්ධන කිසිවක් නැත',
  },
  packages: {
    title: 'ප්‍රවර්ධන පැකේජ | Selfcare',
    heading: 'ප්‍රවර්ධන පැකේජ',
    carousel: 'ප්‍රවර්ධන පැකේජ',
    empty: 'දැනට ලබා ගත හැකි ප්‍රවර්ධන පැකේජ කිසිවක් නැත',
    selected: 'තෝරා ඇත',
    contents: 'පැකේජයේ අන්තර්ගතය',
    noContent: 'ලබා ගත හැකි නිෂ්පාදන කිසිවක් නැත',
    tabs: {
      channel: 'නාලිකා',
      screens: 'තිර',
      vod: 'VOD',
      svod: 'SVOD',
    },
  },
  giftCategories: {
    channel: 'නාලිකා',
    channelbundle: 'නාලිකා කට්ටල',
    vod: 'ඉල්ලුම මත',
    svod: 'SVOD',
    screens: 'උපාංග',
    databundle: 'දත්ත පැකේජ',
    package: 'පැකේජ',
    promotionalpackage: 'ප්‍රවර්ධන පැකේජ',
    secondarypackage: 'අමතර පැකේජ',
    primarydatabundle: 'පැකේජයේ දත්ත පැකේජ',
  },
};

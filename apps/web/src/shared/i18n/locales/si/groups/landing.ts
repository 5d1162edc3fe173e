import type { Translation } from '@selfcare/contracts';
import type { landing } from '@/shared/i18n/groups/landing';

export const landingSi: Translation<typeof landing> = {
  heading: 'මුල් පිටුව',
  noConnection: 'මෙම ගිණුමට තවම සම්බන්ධතාවයක් නැත.',
  banners: 'ප්‍රවර්ධන',
  viewPromotions: 'ප්‍රවර්ධන බලන්න',
  featuredChannels: 'විශේෂිත නාලිකා',
  featuredPackages: 'විශේෂිත පැකේජ',
  onDemandContent: 'ඉල්ලුම මත අන්තර්ගත',
  featuredSvods: 'විශේෂිත SVOD',
  empty: 'ලබා ගත හැකි නිෂ්පාදන කිසිවක් නැත',
  subTypes: {
    label: 'ඉල්ලුම මත අන්තර්ගත කාණ්ඩ',
    EOD: 'අධ්‍යාපනික',
    MVOD: 'චිත්‍රපට',
    MUSIC: 'සංගීතය',
    PEOOriginals: 'PEO මුල් නිර්මාණ',
    PremiereMovies: 'ප්‍රථම දර්ශන චිත්‍රපට',
    more: 'තවත්...',
  },
  myPackage: {
    heading: 'මගේ පැකේජය',
    devices_one: 'උපාංග {{count}}',
    devices_other: 'උපාංග {{count}}',
    addDevices: 'උපාංග එක් කරන්න',
    none: 'මෙම සම්බන්ධතාවයේ මූලික පැකේජයක් නැත.',
  },
  dataBundle: {
    heading: 'දත්ත පැකේජය',
    all: 'සියලු දත්ත පැකේජ',
    none: 'මෙම පැකේජය සමඟ දත්ත පැකේජයක් නොලැබේ.',
  },
  status: {
    terminating: 'ඔබගේ සම්බන්ධතාවයේ දායකත්වය ඉවත් කර ඇත. ගිණුම {{date}} දින අවසන් කෙරේ',
    unsubscribed: 'ඔබගේ සම්බන්ධතාවයේ දායකත්වය ඉවත් කර ඇත.',
  },
};

import type { Translation } from '@selfcare/contracts';
import type { landing } from '@/shared/i18n/groups/landing';

/** The landing page in Tamil. */
export const landingTa: Translation<typeof landing> = {
  heading: 'முகப்பு',
  noConnection: 'இந்தக் கணக்கில் இன்னும் இணைப்பு எதுவும் இல்லை.',
  banners: 'சலுகைகள்',
  viewPromotions: 'சலுகைகளைக் காண்க',
  featuredChannels: 'சிறப்பு அலைவரிசைகள்',
  featuredPackages: 'சிறப்புப் பொதிகள்',
  onDemandContent: 'தேவைக்கேற்ற உள்ளடக்கம்',
  featuredSvods: 'சிறப்பு SVOD சேவைகள்',
  empty: 'தயாரிப்பு எதுவும் கிடைக்கவில்லை',
  subTypes: {
    label: 'தேவைக்கேற்ற உள்ளடக்கப் பிரிவுகள்',
    EOD: 'கல்வி',
    MVOD: 'திரைப்படங்கள்',
    MUSIC: 'இசை',
    PEOOriginals: 'PEO அசல் படைப்புகள்',
    PremiereMovies: 'புதிய வெளியீட்டுத் திரைப்படங்கள்',
    more: 'மேலும்...',
  },
  myPackage: {
    heading: 'எனது பொதி',
    devices_one: '{{count}} சாதனம்',
    devices_other: '{{count}} சாதனங்கள்',
    addDevices: 'சாதனங்களைச் சேர்',
    none: 'இந்த இணைப்பில் அடிப்படைப் பொதி எதுவும் இல்லை.',
  },
  dataBundle: {
    heading: 'டேட்டா தொகுப்பு',
    all: 'அனைத்து டேட்டா தொகுப்புகளும்',
    none: 'இந்தப் பொதியுடன் டேட்டா தொகுப்பு எதுவும் வழங்கப்படவில்லை.',
  },
  status: {
    terminating: 'உங்கள் இணைப்பின் சந்தா இரத்துச் செய்யப்பட்டுள்ளது. கணக்கு {{date}} அன்று முடிவுறுத்தப்படும்',
    unsubscribed: 'உங்கள் இணைப்பின் சந்தா இரத்துச் செய்யப்பட்டுள்ளது.',
  },
};

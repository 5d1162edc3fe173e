import type { Translation } from '@selfcare/contracts';
import type { packages } from '@/shared/i18n/groups/packages';

/** The packages, devices and data-bundle pages in Tamil. */
export const packagesTa: Translation<typeof packages> = {
  list: {
    title: 'பொதிகள் | Selfcare',
    heading: 'அனைத்துப் பொதிகளும்',
    carousel: 'பொதிகள்',
    empty: 'தற்போது பொதிகள் எதுவும் இல்லை.',
    includes: 'இந்தப் பொதியில் உள்ளடங்குபவை:',
    devices_one: '{{count}} சாதனம்',
    devices_other: '{{count}} சாதனங்கள்',
    current: 'தற்போதைய பொதி',
    view: 'பொதியைக் காண்க',
    viewNamed: '{{name}} பொதியைக் காண்க',
    selected: 'தெரிவுசெய்யப்பட்டது',
    selectedNamed: '{{name}} தெரிவுசெய்யப்பட்டது',
  },
  details: {
    heading: '{{name}} பொதி',
    setTopBox:
      'தொலைக்காட்சியில் பார்வையிட ஒரு செட்-டொப் பொக்ஸ் தேவை. அதனை ரூ. 9,000 மற்றும் வரிகள் செலுத்தி எமது சேவை வழங்குநர் அலுவலகமொன்றில் கொள்வனவு செய்ய வேண்டும்.',
    additionalDevices: 'மேலதிக சாதனங்கள்',
    noAdditionalDevice: 'எதுவுமில்லை',
    additionalDevicePrice: 'மாதாந்தம் ரூ.{{price}} மற்றும் வரிகள் சேர்க்கப்படும்',
    screenCount: 'உங்கள் இணைப்பிலுள்ள சாதனங்கள்: {{count}}',
    contents: 'பொதியின் உள்ளடக்கம்',
    category: 'பிரிவு',
    noContent: 'தயாரிப்பு எதுவும் கிடைக்கவில்லை',
  },
  change: {
    button: { UPGRADE: 'தரமுயர்த்துக', DOWNGRADE: 'தரமிறக்குக' },
    buttonNamed: { UPGRADE: '{{name}} இற்குத் தரமுயர்த்துக', DOWNGRADE: '{{name}} இற்குத் தரமிறக்குக' },
    title: { UPGRADE: 'பொதியைத் தரமுயர்த்துதல்', DOWNGRADE: 'பொதியைத் தரமிறக்குதல்' },
    /** Fits 'நீங்கள் நிச்சயமாக {{package}} பொதிக்கு {{change}} விரும்புகிறீர்களா?' (contracts' packageChange.confirm). */
    verb: { UPGRADE: 'தரமுயர்த்த', DOWNGRADE: 'தரமிறக்க' },
    /** Fits '{{package}} பொதிக்கான {{change}} தோல்வியடைந்தது.' (contracts' packageChange.failed). */
    action: { UPGRADE: 'தரமுயர்த்தல்', DOWNGRADE: 'தரமிறக்கல்' },
    pin: 'பெற்றோர் கட்டுப்பாட்டு PIN',
    no: 'இல்லை',
    yes: 'ஆம்',
    chargedFrom: 'இப்போது எதுவும் அறவிடப்படாது: புதிய விலை உங்கள் அடுத்த புதுப்பித்தலில் இருந்து அறவிடப்படும்.',
    chargedNow_one:
      'இந்தக் காலப்பகுதியின் கடைசி நாளுக்காக இப்போது அறவிடப்படுவது: {{amount}}, வரிகள் உட்பட. புதிய விலை உங்கள் அடுத்த புதுப்பித்தலில் இருந்து அறவிடப்படும்.',
    chargedNow_other:
      'இந்தக் காலப்பகுதியின் மீதமுள்ள {{count}} நாட்களுக்காக இப்போது அறவிடப்படுவது: {{amount}}, வரிகள் உட்பட. புதிய விலை உங்கள் அடுத்த புதுப்பித்தலில் இருந்து அறவிடப்படும்.',
    upgradeCharged: 'இப்போது அறவிடப்பட்டது: {{amount}}.',
    upgradePending: '{{package}} இற்கான உங்கள் {{amount}} கொடுப்பனவு செயலாக்கப்படுகிறது. அது செலுத்தப்பட்டதும் உங்கள் பொதி மாறும்.',
    upgradedNote: 'மேலதிக திரைகளைத் தனியாகக் கொள்வனவு செய்யலாம். {{date}} வரை இந்தப் பொதியின் சந்தாவை இரத்துச் செய்ய முடியாது.',
    downgradedNote: '{{date}} வரை டேட்டா தொகுப்புகள் தவிர்ந்த புதிய கொள்வனவுகள் அனுமதிக்கப்படமாட்டாது.',
    pending: 'உங்கள் பொதி {{date}} அன்று {{name}} ஆக மாற்றப்படும்.',
  },
  tabs: {
    channel: 'அலைவரிசைகள்',
    vod: 'தேவைக்கேற்ற காணொளி',
    svod: 'SVOD',
  },
  devices: {
    title: 'சாதனங்கள் | Selfcare',
    heading: 'சாதனங்கள்',
    default: 'பொதியுடன் உள்ளடங்கிய சாதனங்கள்',
    additional: 'மேலதிக சாதனங்கள்',
    alreadySubscribed: 'ஏற்கனவே சந்தா செய்யப்பட்டது',
    alreadyPurchased: 'ஏற்கனவே கொள்வனவு செய்யப்பட்டது',
    noDefault: 'இந்த இணைப்பில் பொதியுடன் உள்ளடங்கிய சாதனங்கள் எதுவும் இல்லை.',
    noAdditional: 'தற்போது மேலதிக சாதனங்கள் எதுவும் கிடைக்கவில்லை.',
  },
  dataBundles: {
    title: 'டேட்டா தொகுப்புகள் | Selfcare',
    heading: 'சந்தா டேட்டா தொகுப்புகள்',
    empty: 'தற்போது டேட்டா தொகுப்புகள் எதுவும் இல்லை.',
  },
};

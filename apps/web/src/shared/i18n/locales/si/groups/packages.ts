import type { Translation } from '@selfcare/contracts';
import type { packages } from '@/shared/i18n/groups/packages';

export const packagesSi: Translation<typeof packages> = {
  list: {
    title: 'පැකේජ | Selfcare',
    heading: 'සියලු පැකේජ',
    carousel: 'පැකේජ',
    empty: 'දැනට ලබා ගත හැකි පැකේජ කිසිවක් නැත.',
    includes: 'මෙම පැකේජයට ඇතුළත් වන්නේ:',
    devices_one: 'උපාංග {{count}}',
    devices_other: 'උපාංග {{count}}',
    current: 'වත්මන් පැකේජය',
    view: 'පැකේජය බලන්න',
    viewNamed: '{{name}} පැකේජය බලන්න',
    selected: 'තෝරා ඇත',
    selectedNamed: '{{name}} තෝරා ඇත',
  },
  details: {
    heading: '{{name}} පැකේජය',
    setTopBox:
      'රූපවාහිනියකින් නැරඹීමට ඔබට සෙට්-ටොප් බොක්ස් එකක් අවශ්‍ය වන අතර, එය රු. 9,000 සහ බදු මිලකට සේවා සපයන්නාගේ කාර්යාලයකින් මිලදී ගත යුතුය.',
    additionalDevices: 'අමතර උපාංග',
    noAdditionalDevice: 'නැත',
    additionalDevicePrice: 'මසකට රු.{{price}} සහ බදු එකතු වේ',
    screenCount: 'ඔබගේ සම්බන්ධතාවයේ උපාංග: {{count}}',
    contents: 'පැකේජයේ අන්තර්ගතය',
    category: 'කාණ්ඩය',
    noContent: 'ලබා ගත හැකි නිෂ්පාදන කිසිවක් නැත',
  },
  change: {
    button: { UPGRADE: 'උසස් කරන්න', DOWNGRADE: 'පහත හෙළන්න' },
    buttonNamed: { UPGRADE: '{{name}} වෙත උසස් කරන්න', DOWNGRADE: '{{name}} වෙත පහත හෙළන්න' },
    title: { UPGRADE: 'පැකේජය උසස් කිරීම', DOWNGRADE: 'පැකේජය පහත හෙළීම' },
    /** Fills 'ඔබගේ පැකේජය … පැකේජයට {{change}} අවශ්‍ය බව ඔබට විශ්වාසද?' (packageChange.confirm). */
    verb: { UPGRADE: 'උසස් කිරීමට', DOWNGRADE: 'පහත හෙළීමට' },
    /** Fills '… පැකේජයට {{change}} අසාර්ථක විය.' (packageChange.failed). */
    action: { UPGRADE: 'උසස් කිරීම', DOWNGRADE: 'පහත හෙළීම' },
    pin: 'දෙමාපිය රහස් අංකය',
    no: 'නැත',
    yes: 'ඔව්',
    chargedFrom: 'දැන් කිසිවක් අය නොකෙරේ: නව මිල ඔබගේ මීළඟ අලුත් කිරීමේ සිට අය කෙරේ.',
    chargedNow_one: 'මෙම කාලපරිච්ඡේදයේ අවසන් දිනය සඳහා දැන් අය කෙරේ: {{amount}}, බදු සහිතව. නව මිල ඔබගේ මීළඟ අලුත් කිරීමේ සිට අය කෙරේ.',
    chargedNow_other:
      'මෙම කාලපරිච්ඡේදයේ ඉතිරි දින {{count}} සඳහා දැන් අය කෙරේ: {{amount}}, බදු සහිතව. නව මිල ඔබගේ මීළඟ අලුත් කිරීමේ සිට අය කෙරේ.',
    upgradeCharged: 'දැන් අය කළ මුදල: {{amount}}.',
    upgradePending: '{{package}} සඳහා ඔබගේ {{amount}} ගෙවීම සැකසෙමින් පවතී. එය ගෙවූ වහාම ඔබගේ පැකේජය වෙනස් වේ.',
    upgradedNote: 'අමතර තිර වෙනම මිලදී ගත හැක. {{date}} දක්වා මෙම පැකේජයේ දායකත්වයෙන් ඉවත් විය නොහැක.',
    downgradedNote: '{{date}} දක්වා දත්ත පැකේජ හැර වෙනත් නව මිලදී ගැනීම් කළ නොහැක.',
    pending: 'ඔබගේ පැකේජය {{date}} දින {{name}} වෙත වෙනස් වනු ඇත.',
  },
  tabs: {
    channel: 'නාලිකා',
    vod: 'ඉල්ලුම මත වීඩියෝ',
    svod: 'SVOD',
  },
  devices: {
    title: 'උපාංග | Selfcare',
    heading: 'උපාංග',
    default: 'පෙරනිමි උපාංග',
    additional: 'අමතර උපාංග',
    alreadySubscribed: 'දැනටමත් දායක වී ඇත',
    alreadyPurchased: 'දැනටමත් මිලදී ගෙන ඇත',
    noDefault: 'මෙම සම්බන්ධතාවයේ පෙරනිමි උපාංග කිසිවක් නැත.',
    noAdditional: 'දැනට ලබා ගත හැකි අමතර උපාංග කිසිවක් නැත.',
  },
  dataBundles: {
    title: 'දත්ත පැකේජ | Selfcare',
    heading: 'දායකත්ව දත්ත පැකේජ',
    empty: 'දැනට ලබා ගත හැකි දත්ත පැකේජ කිසිවක් නැත.',
  },
};

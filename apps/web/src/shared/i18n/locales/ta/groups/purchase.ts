import type { Translation } from '@selfcare/contracts';
import type { purchaseFlow } from '@/shared/i18n/groups/purchase';

/** The purchase flow's buttons, dialogs and voucher box in Tamil. */
export const purchaseFlowTa: Translation<typeof purchaseFlow> = {
  option: {
    label: 'கொள்வனவுத் தெரிவு',
    text: '{{name}} - {{price}}',
  },
  price: {
    label: 'விலை',
  },
  bundles: 'பின்வரும் தொகுப்புகளில் கொள்வனவு செய்யலாம்',
  voucher: {
    label: 'வவுச்சர் குறியீடு',
    checking: 'வவுச்சர் குறியீடு சரிபார்க்கப்படுகிறது…',
    discountedPrice: 'வவுச்சருடனான விலை: {{price}}',
  },
  confirm: {
    subscribe: 'நீங்கள் நிச்சயமாகச் சந்தா செய்ய விரும்புகிறீர்களா?',
    purchase: 'நீங்கள் நிச்சயமாகக் கொள்வனவு செய்ய விரும்புகிறீர்களா?',
    unsubscribe: 'நீங்கள் நிச்சயமாகச் சந்தாவை இரத்துச் செய்ய விரும்புகிறீர்களா?',
  },
  pin: 'பெற்றோர் கட்டுப்பாட்டு PIN',
  yes: 'ஆம்',
  no: 'இல்லை',
  paying: {
    label: 'கட்டண விவரங்கள்',
    connection: 'இணைப்பு',
    named: '{{name}} ({{number}})',
    method: 'செலுத்தும் முறை',
    bill: 'இந்த இணைப்பின் மாதாந்தக் கட்டணப் பட்டியல்',
    operator: 'இந்த இணைப்பின் கையடக்கத் தொலைபேசிக் கட்டணம்',
    card: 'அட்டை',
    amount: 'தொகை',
  },
  notSold: {
    includedIn: 'தனியாக விற்கப்படுவதில்லை. இவற்றில் அடங்கியுள்ளது:',
    notOffered: 'உங்கள் இணைப்புக்கு வழங்கப்படவில்லை.',
  },
  retryPayment: 'கொடுப்பனவை மீண்டும் முயற்சி செய்க',
  cancelled: {
    headline: 'கொடுப்பனவு இரத்துச் செய்யப்பட்டது',
    notCharged: 'உங்களிடம் கட்டணம் அறவிடப்படவில்லை. நீங்கள் தயாரானதும் மீண்டும் முயற்சிக்கலாம்.',
    tryAgain: 'மீண்டும் முயற்சிக்கவும்',
  },
};

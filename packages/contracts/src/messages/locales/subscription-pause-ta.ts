import type { SubscriptionPauseMessages } from '../subscription-pause';
import type { Translation } from '../translation';

export const subscriptionPauseMessagesTa: Translation<SubscriptionPauseMessages> = {
  oneOff: 'ஒருமுறைக் கொள்வனவுகளை இடைநிறுத்த முடியாது.',
  notMonthly: 'மாதாந்தச் சந்தாக்களை மட்டுமே இடைநிறுத்த முடியும்.',
  notPausable: 'இந்தத் தயாரிப்பை இடைநிறுத்த முடியாது.',
  unsubscribed: 'இந்தச் சந்தா இரத்துச் செய்யப்பட்டுள்ளதால் அதை இடைநிறுத்த முடியாது.',
  ended: 'இந்தச் சந்தா முடிவடைந்துவிட்டது.',
  paymentInProgress: 'இந்தச் சந்தாவுக்கான கொடுப்பனவு செயலாக்கப்படுகிறது. தயவுசெய்து பின்னர் மீண்டும் முயற்சிக்கவும்.',
  renewalOutstanding: 'புதுப்பித்தல் கொடுப்பனவு நிலுவையில் இருக்கும்போது இந்தச் சந்தாவை இடைநிறுத்த முடியாது.',
  notProvisioned: 'இந்தச் சந்தா இன்னும் தொலைக்காட்சித் தளத்தில் அமைக்கப்படுகிறது. தயவுசெய்து பின்னர் மீண்டும் முயற்சிக்கவும்.',
  alreadyPaused: 'இந்தச் சந்தா ஏற்கெனவே {{date}} வரை இடைநிறுத்தப்பட்டுள்ளது. மீண்டும் இடைநிறுத்துவதற்கு முன் அதை மீளத் தொடங்கவும்.',
  notPaused: 'இந்தச் சந்தா இடைநிறுத்தப்படவில்லை.',
};

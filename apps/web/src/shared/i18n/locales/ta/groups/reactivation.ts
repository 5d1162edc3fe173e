import type { Translation } from '@selfcare/contracts';
import type { reactivationPages } from '@/shared/i18n/groups/reactivation';

/** The suspended screen, the reactivation dialog and the payment result pages in Tamil. */
export const reactivationPagesTa: Translation<typeof reactivationPages> = {
  heading: 'இணைப்பு இடைநிறுத்தப்பட்டுள்ளது',
  packageToPay: '{{name}}: {{amount}}',
  reactivate: 'மீள்செயற்படுத்துக',
  selectPackages: 'பொதிகளைத் தெரிவுசெய்க',
  payNow: 'இப்போதே செலுத்துக !',
  payNowHint: '(கட்டணப் பட்டியல் செலுத்தும் தளம் புதிய தாவலில் திறக்கும்)',
  dialogTitle: 'உங்கள் இணைப்பை மீள்செயற்படுத்துக',
  continue: 'தொடர்க',
  retry: 'மீண்டும் முயற்சி செய்க',
  paymentUnsuccessfulText: 'உங்கள் கொடுப்பனவை நிறைவுசெய்ய முடியவில்லை; எனவே உங்கள் இணைப்பு மீள்செயற்படுத்தப்படவில்லை.',
  activated: 'உங்கள் பொதி செயலில் உள்ளது. சேவையை அனுபவியுங்கள்.',
};

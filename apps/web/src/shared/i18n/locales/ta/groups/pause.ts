import type { Translation } from '@selfcare/contracts';
import type { subscriptionPause } from '@/shared/i18n/groups/pause';

export const subscriptionPauseTa: Translation<typeof subscriptionPause> = {
  pause: 'இடைநிறுத்து',
  resume: 'இப்போதே மீளத் தொடங்கு',
  title: 'சந்தாவை இடைநிறுத்துக',
  periods: 'இடைநிறுத்தும் காலம்',
  period1: '1 மாதம்',
  period2: '2 மாதங்கள்',
  period3: '3 மாதங்கள்',
  accessUntil: '{{date}} வரை நீங்கள் பார்க்கலாம்.',
  noCharge: 'சந்தா இடைநிறுத்தப்பட்டிருக்கும்போது எந்தக் கட்டணமும் அறவிடப்படாது.',
  resumesOn: '{{date}} அன்று அது தானாகவே மீளத் தொடங்கும்; அப்போது அடுத்த மாதத்துக்கான வழமையான கட்டணம் அறவிடப்படும்.',
  confirm: 'இடைநிறுத்து',
  cancel: 'இரத்துச் செய்',
  pausedUntil: '{{date}} வரை இடைநிறுத்தப்பட்டுள்ளது. அதற்கு முன்பே மீளத் தொடங்கலாம்.',
  resumeTitle: 'சந்தாவை மீளத் தொடங்குக',
  resumeNow: 'இப்போதே மீளத் தொடங்கவா? உடனே அணுகல் மீண்டும் கிடைக்கும்; அடுத்த மாதத்துக்கான வழமையான கட்டணம் அறவிடப்படும்.',
  resumed: 'உங்கள் சந்தா மீளத் தொடங்கியது.',
};

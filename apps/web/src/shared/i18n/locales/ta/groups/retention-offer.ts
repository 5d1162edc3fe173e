import type { Translation } from '@selfcare/contracts';
import type { retentionOffer } from '@/shared/i18n/groups/retention-offer';

/** The retention offer step of unsubscribing, in Tamil. */
export const retentionOfferTa: Translation<typeof retentionOffer> = {
  title: 'நீங்கள் செல்வதற்கு முன்',
  offer: 'தொடர்ந்து இருந்து உங்கள் அடுத்த {{renewals}} புதுப்பித்தல்களில் {{percent}}% தள்ளுபடி பெறுங்கள்',
  price: 'ஒவ்வொரு முறையும் {{price}} க்குப் பதிலாக {{discounted}}, வரிகள் உட்பட. உங்கள் சந்தா அப்படியே தொடரும்.',
  accept: 'சலுகையை ஏற்கவும்',
  decline: 'வேண்டாம், நன்றி. சந்தாவை நீக்கவும்',
  accepted: 'சலுகை ஏற்கப்பட்டது. உங்கள் சந்தா தொடர்கிறது, அடுத்த {{renewals}} புதுப்பித்தல்களில் {{percent}}% தள்ளுபடியுடன்.',
  ok: 'சரி',
  pauseOffer1: 'தொடர்ந்து இருந்து, அதற்குப் பதிலாக 1 மாதம் இடைநிறுத்துங்கள்',
  pauseOffer2: 'தொடர்ந்து இருந்து, அதற்குப் பதிலாக 2 மாதங்கள் இடைநிறுத்துங்கள்',
  pauseOffer3: 'தொடர்ந்து இருந்து, அதற்குப் பதிலாக 3 மாதங்கள் இடைநிறுத்துங்கள்',
  pauseDetails:
    '{{accessUntil}} வரை நீங்கள் பார்க்கலாம். இடைநிறுத்தத்தின் போது எதுவும் அறவிடப்படாது; {{resumesOn}} அன்று வழக்கமான விலையில் தானாகவே மீண்டும் தொடங்கும்.',
  pauseAccepted:
    'சலுகை ஏற்கப்பட்டது. உங்கள் சந்தா {{accessUntil}} க்குப் பிறகு இடைநிறுத்தப்பட்டு {{resumesOn}} அன்று தானாகவே மீண்டும் தொடங்கும்.',
  downgradeOffer: '{{changeDate}} முதல் மாதம் {{price}} க்கு {{packageName}} க்கு மாறுங்கள்',
  downgradeDetails: 'வரிகள் உட்பட. அதுவரை உங்கள் தற்போதைய பொதி தொடரும், இப்போது எதுவும் அறவிடப்படாது.',
  downgradeAccepted: 'சலுகை ஏற்கப்பட்டது. உங்கள் பொதி {{changeDate}} அன்று {{packageName}} க்கு மாறும்.',
};

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
};

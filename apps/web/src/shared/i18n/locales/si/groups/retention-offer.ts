import type { Translation } from '@selfcare/contracts';
import type { retentionOffer } from '@/shared/i18n/groups/retention-offer';

/** The retention offer step of unsubscribing, in Sinhala. */
export const retentionOfferSi: Translation<typeof retentionOffer> = {
  title: 'ඔබ යාමට පෙර',
  offer: 'රැඳී සිට ඔබගේ ඊළඟ අලුත් කිරීම් {{renewals}} සඳහා {{percent}}% ක වට්ටමක් ලබා ගන්න',
  price: 'සෑම වරම {{price}} වෙනුවට {{discounted}}, බදු ඇතුළුව. ඔබගේ දායකත්වය එලෙසම පවතී.',
  accept: 'දීමනාව පිළිගන්න',
  decline: 'එපා, ස්තූතියි. දායකත්වය ඉවත් කරන්න',
  accepted: 'දීමනාව පිළිගන්නා ලදී. ඔබගේ දායකත්වය දිගටම පවතින අතර ඊළඟ අලුත් කිරීම් {{renewals}} සඳහා {{percent}}% ක වට්ටමක් ලැබේ.',
  ok: 'හරි',
};

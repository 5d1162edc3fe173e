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
  pauseOffer1: 'රැඳී සිට, ඒ වෙනුවට මාස 1 ක් නවතා තබන්න',
  pauseOffer2: 'රැඳී සිට, ඒ වෙනුවට මාස 2 ක් නවතා තබන්න',
  pauseOffer3: 'රැඳී සිට, ඒ වෙනුවට මාස 3 ක් නවතා තබන්න',
  pauseDetails:
    'ඔබට {{accessUntil}} දක්වා නැරඹිය හැක. නවතා ඇති කාලයේ කිසිවක් අය නොකෙරේ; {{resumesOn}} දින සුපුරුදු මිලට එය ස්වයංක්‍රීයව නැවත ආරම්භ වේ.',
  pauseAccepted: 'දීමනාව පිළිගන්නා ලදී. ඔබගේ දායකත්වය {{accessUntil}} න් පසු නවතා තබා {{resumesOn}} දින ස්වයංක්‍රීයව නැවත ආරම්භ වේ.',
  downgradeOffer: '{{changeDate}} සිට මසකට {{price}} කට {{packageName}} වෙත මාරු වන්න',
  downgradeDetails: 'බදු ඇතුළුව. එතෙක් ඔබගේ වත්මන් පැකේජය පවතින අතර දැන් කිසිවක් අය නොකෙරේ.',
  downgradeAccepted: 'දීමනාව පිළිගන්නා ලදී. ඔබගේ පැකේජය {{changeDate}} දින {{packageName}} වෙත මාරු වේ.',
};

import type { SubscriptionPauseMessages } from '../subscription-pause';
import type { Translation } from '../translation';

export const subscriptionPauseMessagesSi: Translation<SubscriptionPauseMessages> = {
  oneOff: 'එක් වර මිලදී ගැනීම් තාවකාලිකව නතර කළ නොහැක.',
  notMonthly: 'තාවකාලිකව නතර කළ හැක්කේ මාසික දායකත්ව පමණි.',
  notPausable: 'මෙම නිෂ්පාදනය තාවකාලිකව නතර කළ නොහැක.',
  unsubscribed: 'මෙම දායකත්වය ඉවත් කර ඇති බැවින් එය තාවකාලිකව නතර කළ නොහැක.',
  ended: 'මෙම දායකත්වය අවසන් වී ඇත.',
  paymentInProgress: 'මෙම දායකත්වය සඳහා ගෙවීමක් සැකසෙමින් පවතී. කරුණාකර පසුව නැවත උත්සාහ කරන්න.',
  renewalOutstanding: 'අලුත් කිරීමේ ගෙවීමක් ඉතිරිව ඇති විට මෙම දායකත්වය තාවකාලිකව නතර කළ නොහැක.',
  notProvisioned: 'මෙම දායකත්වය තවමත් රූපවාහිනී වේදිකාවේ සකසමින් පවතී. කරුණාකර පසුව නැවත උත්සාහ කරන්න.',
  alreadyPaused: 'මෙම දායකත්වය {{date}} දක්වා දැනටමත් තාවකාලිකව නතර කර ඇත. නැවත නතර කිරීමට පෙර එය නැවත ආරම්භ කරන්න.',
  notPaused: 'මෙම දායකත්වය තාවකාලිකව නතර කර නැත.',
};

import type { Translation } from '@selfcare/contracts';
import type { cancellation } from '@/shared/i18n/groups/cancellation';

/** The unsubscribe dialogs' optional "Why are you leaving?" question in Sinhala. */
export const cancellationSi: Translation<typeof cancellation> = {
  legend: 'ඔබ ඉවත් වන්නේ ඇයි? (අත්‍යවශ්‍ය නොවේ)',
  reasons: {
    too_expensive: 'එය ඉතා මිල අධිකයි',
    not_watching_enough: 'මම එය ප්‍රමාණවත් ලෙස නරඹන්නේ නැත',
    technical_problems: 'තාක්ෂණික ගැටලු',
    moving_provider: 'මම වෙනත් සේවා සපයන්නෙකු වෙත මාරු වෙමි',
    other: 'වෙනත් හේතුවක්',
  },
  textLabel: 'ඔබට අපට පැවසීමට අවශ්‍ය ඕනෑම දෙයක් (අත්‍යවශ්‍ය නොවේ, අක්ෂර {{max}} ක් දක්වා)',
};

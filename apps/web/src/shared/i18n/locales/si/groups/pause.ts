import type { Translation } from '@selfcare/contracts';
import type { subscriptionPause } from '@/shared/i18n/groups/pause';

export const subscriptionPauseSi: Translation<typeof subscriptionPause> = {
  pause: 'තාවකාලිකව නවත්වන්න',
  resume: 'දැන් නැවත අරඹන්න',
  title: 'දායකත්වය තාවකාලිකව නවත්වන්න',
  periods: 'නවත්වන කාලය',
  period1: 'මාස 1',
  period2: 'මාස 2',
  period3: 'මාස 3',
  accessUntil: 'ඔබට {{date}} දක්වා නැරඹිය හැක.',
  noCharge: 'දායකත්වය නවතා ඇති කාලයේ කිසිදු ගාස්තුවක් අය නොකෙරේ.',
  resumesOn: 'එය {{date}} දින ස්වයංක්‍රීයව නැවත ආරම්භ වන අතර, එදින ඊළඟ මාසය සඳහා සාමාන්‍ය මිල අය කෙරේ.',
  confirm: 'නවත්වන්න',
  cancel: 'අවලංගු කරන්න',
  pausedUntil: '{{date}} දක්වා නවතා ඇත. ඔබට එය ඊට පෙර නැවත ආරම්භ කළ හැක.',
  resumeTitle: 'දායකත්වය නැවත අරඹන්න',
  resumeNow: 'දැන් නැවත අරඹන්නද? ඔබට වහාම ප්‍රවේශය නැවත ලැබෙන අතර, ඊළඟ මාසය සඳහා සාමාන්‍ය මිල අය කෙරේ.',
  resumed: 'ඔබේ දායකත්වය නැවත ආරම්භ විය.',
  basePackage:
    'මෙය ඔබගේ මූලික පැකේජයයි: {{date}} න් පසු එයට ඇතුළත් නාලිකා, තිර සහ දත්ත සමඟ සම්පූර්ණ රූපවාහිනී සේවාව නතර වන අතර, එය නැවත ආරම්භ වන තෙක් මෙම සම්බන්ධතාවයේ කිසිවක් මිලදී ගත නොහැක.',
};

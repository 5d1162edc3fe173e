import type { NotificationPreferencesMessages } from '../notification-preferences';
import type { Translation } from '../translation';

export const notificationPreferencesMessagesSi: Translation<NotificationPreferencesMessages> = {
  saved: 'ඔබගේ දැනුම්දීම් තේරීම් සුරකින ලදී.',
  mandatory: 'ආරක්ෂක දැනුම්දීම් සහ ගෙවීම් ගැටලු පිළිබඳ දැනුම්දීම් සැමවිටම යවනු ලැබේ. ඒවා අක්‍රිය කළ නොහැක.',
};

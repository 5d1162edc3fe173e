import type { Translation } from '@selfcare/contracts';
import type { reactivationPages } from '@/shared/i18n/groups/reactivation';

export const reactivationPagesSi: Translation<typeof reactivationPages> = {
  heading: 'සම්බන්ධතාවය අත්හිටුවා ඇත',
  packageToPay: '{{name}}: {{amount}}',
  reactivate: 'නැවත සක්‍රිය කරන්න',
  selectPackages: 'පැකේජ තෝරන්න',
  payNow: 'දැන් ගෙවන්න !',
  payNowHint: '(බිල්පත් ගෙවීමේ වෙබ් අඩවිය නව ටැබයක විවෘත වේ)',
  dialogTitle: 'ඔබගේ සම්බන්ධතාවය නැවත සක්‍රිය කරන්න',
  continue: 'ඉදිරියට',
  retry: 'නැවත උත්සාහ කරන්න',
  paymentUnsuccessfulText: 'ඔබගේ ගෙවීම සම්පූර්ණ කළ නොහැකි වූ බැවින් ඔබගේ සම්බන්ධතාවය නැවත සක්‍රිය නොකෙරිණි.',
  activated: 'ඔබගේ පැකේජය සක්‍රියයි. සේවාව භුක්ති විඳින්න.',
};

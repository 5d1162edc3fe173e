import type { EmailMessages } from '../emails';
import type { Translation } from '../translation';

/** The e-mails' texts in Sinhala, in the register of the contracts' Sinhala messages (si.ts). */
export const emailMessagesSi: Translation<EmailMessages> = {
  greeting: 'ආයුබෝවන් {{name}},',
  greetingNoName: 'ආයුබෝවන්,',
  signature: 'Selfcare\nPEOTVGO ග්‍රාහක ස්වයං සේවාව',
  passwordReset: {
    subject: 'ඔබගේ Selfcare මුරපදය යළි සකසන්න',
    intro: 'ඔබගේ Selfcare ගිණුමේ මුරපදය යළි සැකසීමට අපට ඉල්ලීමක් ලැබුණි. නව මුරපදයක් තෝරා ගැනීමට මෙම සබැඳිය විවෘත කරන්න:',
    expiry:
      'මෙම සබැඳිය එක් වරක් පමණක්, මිනිත්තු {{minutes}}ක් සඳහා ක්‍රියා කරයි. ඔබ මෙය ඉල්ලුවේ නැත්නම්, මෙම ඊමේල් පණිවිඩය නොසලකා හරින්න: ඔබගේ මුරපදය වෙනස් නොවේ.',
  },
  passwordChanged: {
    subject: 'ඔබගේ Selfcare මුරපදය යළි සකසා ඇත',
    intro:
      'ඔබගේ Selfcare ගිණුමේ මුරපදය මේ දැන් යළි සකසන ලද අතර, එයට පිවිස සිටි සෑම උපාංගයකින්ම ගිණුම ඉවත් කර ඇත. නව මුරපදය සමඟ මෙතැනින් පිවිසෙන්න:',
    notYou: 'ඔබ එය යළි සැකසුවේ නැත්නම්, වහාම නව යළි සැකසීමේ සබැඳියක් ඉල්ලා ඔබගේ සේවා සපයන්නා අමතන්න:',
  },
  emailConfirmation: {
    subject: 'Selfcare සඳහා ඔබගේ ඊමේල් ලිපිනය තහවුරු කරන්න',
    intro: 'මෙම ඊමේල් ලිපිනය ඔබගේ Selfcare ගිණුමට අයත් බව කරුණාකර තහවුරු කරන්න. මෙම සබැඳිය විවෘත කර ඉදිරිපත් කරන්න බොත්තම ඔබන්න:',
    expiry: 'මෙම සබැඳිය එක් වරක් පමණක්, පැය {{hours}}ක් සඳහා ක්‍රියා කරයි.',
  },
  renewalRetry: {
    subject: 'ඔබගේ {{product}} අලුත් කිරීම සාර්ථක නොවීය',
    intro:
      '{{product}} (රු. {{amount}}) අලුත් කිරීම සඳහා අය කළ නොහැකි විය. අපි {{date}} දින නැවත උත්සාහ කරන අතර එතෙක් ඔබට නැරඹිය හැක.',
    action: 'එය සාර්ථක වීමට, ඔබගේ කාඩ්පත හෝ ජංගම ශේෂය, නැතහොත් ඔබගේ ගෙවීම් මෙතැනින් පරීක්ෂා කරන්න:',
  },
  renewalSuspended: {
    subject: 'ඔබගේ Selfcare සම්බන්ධතාවය අත්හිටුවා ඇත',
    intro:
      '{{product}} අලුත් කිරීම සඳහා උත්සාහයන් {{tries}} කින් පසුවත් අය කළ නොහැකි වූ බැවින් ඔබගේ සම්බන්ධතාවය අත්හිටුවා ඇත. එය නැවත සක්‍රිය කිරීමට මෙතැනින් නැවත ගෙවන්න:',
  },
  usernameReminder: {
    subject: 'ඔබගේ Selfcare පරිශීලක නාමය',
    intro:
      'අංකය {{ending}} න් අවසන් වන සම්බන්ධතාවයක් ඇති Selfcare ගිණුමේ පරිශීලක නාමය කිසිවෙකු ඉල්ලා ඇත. ඔබගේ පරිශීලක නාමය මෙම ඊමේල් ලිපිනයයි:',
    logIn: 'මෙතැනින් පිවිසෙන්න:',
    notYou: 'ඔබ මෙය ඉල්ලුවේ නැත්නම්, මෙම ඊමේල් පණිවිඩය නොසලකා හැරිය හැක.',
  },
};

import type { SmsMessages } from '../sms';
import type { Translation } from '../translation';

export const smsMessagesSi: Translation<SmsMessages> = {
  upgrade: {
    applied: 'Selfcare: ඔබගේ රු. {{amount}} ගෙවීම සාර්ථක වූ අතර ඔබගේ පැකේජය දැන් {{package}} වේ.',
    refused: 'Selfcare: {{package}} වෙත උසස් කිරීම සඳහා ඔබගේ රු. {{amount}} ගෙවීම සාර්ථක නොවූ බැවින් ඔබගේ පැකේජය වෙනස් වී නැත.',
  },
  renewal: {
    retry:
      'Selfcare: {{product}} (රු. {{amount}}) අලුත් කිරීම සාර්ථක නොවීය. අපි {{date}} දින නැවත උත්සාහ කරන අතර එතෙක් ඔබට නැරඹිය හැක. ඔබගේ ගෙවීම පරීක්ෂා කරන්න: {{link}}',
    suspended:
      'Selfcare: {{product}} අලුත් කිරීම උත්සාහයන් {{tries}} කින් පසුවත් සාර්ථක නොවූ බැවින් ඔබගේ සම්බන්ධතාවය අත්හිටුවා ඇත. එය නැවත සක්‍රිය කරන්න: {{link}}',
    cardExpiring:
      'Selfcare: ඔබගේ දායකත්වයන් අලුත් කරන {{brand}} කාඩ්පත ({{lastFour}} න් අවසන් වන) {{expiry}} අවසානයේ කල් ඉකුත් වේ. එය ප්‍රතිස්ථාපනය කරන්න: {{link}}',
  },
  reminder: {
    renewal:
      'Selfcare: {{product}} {{date}} දින අලුත් වන අතර රු. {{amount}} (බදු ඇතුළුව) අය කෙරේ. එය නැවැත්වීමට, ඊට පෙර දායකත්වය ඉවත් කරන්න: {{link}}',
    expiry:
      'Selfcare: {{product}} වෙත ඔබගේ ප්‍රවේශය {{date}} න් පසු අවසන් වේ; එය අලුත් නොවේ. දිගටම නැරඹීමට, එය නැවත මිලදී ගන්න: {{link}}',
  },
  care: {
    pinReset:
      'Selfcare: ඔබගේ ඉල්ලීම පරිදි ඔබගේ PEOTVGO දෙමාපිය PIN අංකය යළි සකස් කරන ලදී. ඔබගේ නව PIN අංකය {{pin}} වේ. එය ඔබගේ පැතිකඩෙන් වෙනස් කරන්න.',
    validationCode:
      'Selfcare: ඔබගේ PEOTVGO තහවුරු කිරීමේ කේතය {{code}} වේ. ඔබගේ සම්බන්ධතාවය සමඟ යුගල කිරීමට එය යෙදුමට හෝ රූපවාහිනියට ඇතුළත් කරන්න.',
  },
  security: {
    loginAlert:
      'Selfcare: ඔබගේ ගිණුමට {{time}} ට {{place}} හි {{device}} වෙතින් පිවිසී ඇත. එය ඔබ නොවේද? එය ඉවත් කර ඔබගේ මුරපදය යළි සකසන්න: {{link}}',
    twoStepCode: 'Selfcare: ඔබගේ පිවිසුම් කේතය {{code}}. එය මිනිත්තු {{minutes}} ක් වලංගුයි. එය කිසිවෙකුට නොකියන්න.',
  },
};

import type { AccountSecurityMessages } from '../account-security';
import type { Translation } from '../translation';

export const accountSecurityMessagesSi: Translation<AccountSecurityMessages> = {
  sessionSignedOut: 'එම සැසියෙන් ඉවත් කරන ලදී.',
  otherSessionsSignedOut: 'අනෙක් සියලු සැසිවලින් ඉවත් කරන ලදී.',
  alertLinkInvalid: 'මෙම සබැඳිය තවදුරටත් වලංගු නොවේ. ඔබ පිවිසුණේ නැතිනම්, ඔබගේ මුරපදය යළි සකසන්න.',
  alertSessionEnded: 'එම පිවිසුමෙන් ඉවත් කරන ලදී. දැන් නව මුරපදයක් තෝරන්න.',
  unknownDevice: 'නොදන්නා බ්‍රවුසරයක්',
  twoStep: {
    codeWrong: 'කේතය නිවැරදි නොවේ.',
    alreadyOn: 'පියවර දෙකේ පිවිසුම දැනටමත් සක්‍රියයි.',
    notOn: 'පියවර දෙකේ පිවිසුම සක්‍රිය කර නැත.',
    noMobile: 'කේතයක් යැවීමට ඔබගේ ගිණුමට ජංගම දුරකථන අංකයක් නැත.',
    setupExpired: 'සැකසීමේ කාලය ඉකුත් වී ඇත. කරුණාකර නැවත ආරම්භ කරන්න.',
    turnedOn: 'පියවර දෙකේ පිවිසුම සක්‍රිය කරන ලදී.',
    turnedOff: 'පියවර දෙකේ පිවිසුම අක්‍රිය කරන ලදී.',
    codeSent: '{{ending}} න් අවසන් වන ඔබගේ ජංගම අංකයට කේතයක් යවන ලදී.',
    wrongStep: 'මෙම පිවිසුම එවැනි කේතයක් භාවිත නොකරයි.',
    secondStepExpired: 'මෙම පිවිසුමේ කාලය ඉකුත් වී ඇත. කරුණාකර නැවත පිවිසෙන්න.',
    recoveryCodesRenewed: 'මෙන්න ඔබගේ නව ප්‍රතිසාධන කේත. පැරණි කේත තවදුරටත් ක්‍රියා නොකරයි.',
    onlyWithAuthenticator: 'ප්‍රතිසාධන කේත ලැබෙන්නේ සත්‍යාපන යෙදුමක් සමඟ පමණි.',
  },
};

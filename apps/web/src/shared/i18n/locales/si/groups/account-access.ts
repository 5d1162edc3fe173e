import type { Translation } from '@selfcare/contracts';
import type { accessPages } from '@/shared/i18n/groups/account-access';

export const accessPagesSi: Translation<typeof accessPages> = {
  forgotPassword: {
    title: 'මුරපදය අමතකද | Selfcare',
    heading: 'මුරපදය අමතකද?',
    intro: 'ඔබ පිවිසීමට භාවිත කරන ඊමේල් ලිපිනය ඇතුළත් කරන්න; නව මුරපදයක් සැකසීමට සබැඳියක් අපි ඔබට ඊමේල් කරන්නෙමු.',
    email: 'ඊමේල් (පරිශීලක නාමය)',
    submit: 'ඉදිරිපත් කරන්න',
    forgotUsername: 'ඔබගේ පරිශීලක නාමය අමතකද?',
    backToLogin: 'පිවිසුමට ආපසු',
  },
  resetPassword: {
    title: 'මුරපදය යළි සකසන්න | Selfcare',
    heading: 'මුරපදය යළි සකසන්න',
    password: 'මුරපදය',
    confirmPassword: 'මුරපදය තහවුරු කරන්න',
    submit: 'ඉදිරිපත් කරන්න',
    newLink: 'මුරපදය යළි සැකසීමට නව සබැඳියක් ඉල්ලන්න',
  },
  emailConfirmation: {
    title: 'ඊමේල් තහවුරු කිරීම | Selfcare',
    heading: 'ඊමේල් තහවුරු කිරීම',
    submit: 'ඉදිරිපත් කරන්න',
    resend: 'තහවුරු කිරීමේ ඊමේල් පණිවිඩය නැවත එවන්න',
  },
  loginAlert: {
    title: 'මෙය ඔබද? | Selfcare',
    heading: 'මෙය ඔබද?',
    intro: 'ඔබ පිවිසුණේ නැතිනම්, එම පිවිසුම දැන්ම ඉවත් කරන්න. ඉන්පසු ඔබ නව මුරපදයක් තෝරන අතර, සියලු උපාංගවලට නැවත පිවිසීමට සිදු වේ.',
    submit: 'එය ඉවත් කර මගේ මුරපදය යළි සකසන්න',
  },
  recoverUsername: {
    title: 'පරිශීලක නාමය නැවත ලබා ගන්න | Selfcare',
    heading: 'පරිශීලක නාමය නැවත ලබා ගන්න',
    intro: 'ඔබගේ එක් සම්බන්ධතාවයක ජංගම හෝ ස්ථාවර දුරකථන අංකය ඇතුළත් කරන්න; අපි ඔබගේ පරිශීලක නාමය එම ගිණුමේ ඊමේල් ලිපිනයට යවන්නෙමු.',
    number: 'ජංගම හෝ ස්ථාවර දුරකථන අංකය',
    submit: 'ඉදිරිපත් කරන්න',
    backToLogin: 'පිවිසුමට ආපසු',
  },
  success: {
    title: 'සාර්ථකයි!',
    ok: 'හරි',
  },
};

import type { Translation } from '@selfcare/contracts';
import type { accessPages } from '@/shared/i18n/groups/account-access';

/** The forgot-password, password-reset, e-mail confirmation and username-recovery pages in Tamil. */
export const accessPagesTa: Translation<typeof accessPages> = {
  forgotPassword: {
    title: 'கடவுச்சொல்லை மறந்துவிட்டீர்களா | Selfcare',
    heading: 'கடவுச்சொல்லை மறந்துவிட்டீர்களா',
    intro:
      'நீங்கள் உள்நுழையப் பயன்படுத்தும் மின்னஞ்சல் முகவரியை உள்ளிடுங்கள்; புதிய கடவுச்சொல்லை அமைப்பதற்கான இணைப்பை உங்களுக்கு மின்னஞ்சல் செய்வோம்.',
    email: 'மின்னஞ்சல் (பயனர் பெயர்)',
    submit: 'சமர்ப்பி',
    forgotUsername: 'உங்கள் பயனர் பெயரை மறந்துவிட்டீர்களா?',
    backToLogin: 'உள்நுழைவுக்குத் திரும்புக',
  },
  resetPassword: {
    title: 'கடவுச்சொல்லை மீட்டமைத்தல் | Selfcare',
    heading: 'கடவுச்சொல்லை மீட்டமைத்தல்',
    password: 'கடவுச்சொல்',
    confirmPassword: 'கடவுச்சொல்லை உறுதிப்படுத்துக',
    submit: 'சமர்ப்பி',
    newLink: 'கடவுச்சொல்லை மீட்டமைப்பதற்கான புதிய இணைப்பைக் கோருக',
  },
  emailConfirmation: {
    title: 'மின்னஞ்சல் உறுதிப்படுத்தல் | Selfcare',
    heading: 'மின்னஞ்சல் உறுதிப்படுத்தல்',
    submit: 'சமர்ப்பி',
    resend: 'உறுதிப்படுத்தல் மின்னஞ்சலை மீண்டும் அனுப்பு',
  },
  loginAlert: {
    title: 'இது நீங்களா? | Selfcare',
    heading: 'இது நீங்களா?',
    intro:
      'நீங்கள் உள்நுழையவில்லையெனில், அந்த உள்நுழைவை இப்போதே வெளியேற்றவும். பின்னர் புதிய கடவுச்சொல்லைத் தேர்ந்தெடுப்பீர்கள்; எல்லாச் சாதனங்களும் மீண்டும் உள்நுழைய வேண்டும்.',
    submit: 'அதை வெளியேற்றி என் கடவுச்சொல்லை மீட்டமை',
  },
  recoverUsername: {
    title: 'பயனர் பெயரை மீட்டெடுத்தல் | Selfcare',
    heading: 'பயனர் பெயரை மீட்டெடுத்தல்',
    intro:
      'உங்கள் இணைப்புகளில் ஒன்றின் கையடக்கத் தொலைபேசி அல்லது தொலைபேசி இலக்கத்தை உள்ளிடுங்கள்; உங்கள் பயனர் பெயரை அக்கணக்கின் மின்னஞ்சல் முகவரிக்கு அனுப்புவோம்.',
    number: 'கையடக்கத் தொலைபேசி அல்லது தொலைபேசி இலக்கம்',
    submit: 'சமர்ப்பி',
    backToLogin: 'உள்நுழைவுக்குத் திரும்புக',
  },
  success: {
    title: 'வெற்றி!',
    ok: 'சரி',
  },
};

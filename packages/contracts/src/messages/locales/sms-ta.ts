import type { SmsMessages } from '../sms';
import type { Translation } from '../translation';

export const smsMessagesTa: Translation<SmsMessages> = {
  upgrade: {
    applied: 'Selfcare: உங்கள் ரூ. {{amount}} கொடுப்பனவு வெற்றியடைந்தது, உங்கள் பொதி இப்போது {{package}}.',
    refused:
      'Selfcare: {{package}} பொதிக்குத் தரமுயர்த்துவதற்கான உங்கள் ரூ. {{amount}} கொடுப்பனவு வெற்றியடையவில்லை, எனவே உங்கள் பொதி மாறவில்லை.',
  },
  renewal: {
    retry:
      'Selfcare: {{product}} (ரூ. {{amount}}) புதுப்பித்தல் நிறைவேறவில்லை. {{date}} அன்று மீண்டும் முயற்சிப்போம்; அதுவரை நீங்கள் தொடர்ந்து பார்க்கலாம். உங்கள் கொடுப்பனவைச் சரிபார்க்கவும்: {{link}}',
    suspended:
      'Selfcare: {{product}} புதுப்பித்தல் {{tries}} முயற்சிகளின் பின்னரும் நிறைவேறாததால் உங்கள் இணைப்பு இடைநிறுத்தப்பட்டுள்ளது. அதை மீண்டும் செயற்படுத்தவும்: {{link}}',
    cardExpiring:
      'Selfcare: உங்கள் சந்தாக்கள் புதுப்பிக்கப்படும் {{brand}} அட்டை ({{lastFour}} இல் முடிவடையும்) {{expiry}} இறுதியில் காலாவதியாகும். அதை மாற்றவும்: {{link}}',
  },
  care: {
    pinReset:
      'Selfcare: உங்கள் கோரிக்கையின்படி உங்கள் PEOTVGO பெற்றோர் PIN மீட்டமைக்கப்பட்டது. உங்கள் புதிய PIN {{pin}}. அதை உங்கள் சுயவிவரத்தில் மாற்றவும்.',
    validationCode:
      'Selfcare: உங்கள் PEOTVGO சரிபார்ப்புக் குறியீடு {{code}}. உங்கள் இணைப்புடன் இணைக்க அதை செயலியில் அல்லது தொலைக்காட்சியில் உள்ளிடவும்.',
  },
};

import type { AccountSecurityMessages } from '../account-security';
import type { Translation } from '../translation';

export const accountSecurityMessagesTa: Translation<AccountSecurityMessages> = {
  sessionSignedOut: 'அந்த அமர்விலிருந்து வெளியேற்றப்பட்டது.',
  otherSessionsSignedOut: 'மற்ற எல்லா அமர்வுகளிலிருந்தும் வெளியேற்றப்பட்டது.',
  alertLinkInvalid: 'இந்த இணைப்பு இனி செல்லுபடியாகாது. நீங்கள் உள்நுழையவில்லையெனில், உங்கள் கடவுச்சொல்லை மீட்டமைக்கவும்.',
  alertSessionEnded: 'அந்த உள்நுழைவு வெளியேற்றப்பட்டது. இப்போது புதிய கடவுச்சொல்லைத் தேர்ந்தெடுக்கவும்.',
  unknownDevice: 'அறியப்படாத உலாவி',
  twoStep: {
    codeWrong: 'குறியீடு சரியானதல்ல.',
    alreadyOn: 'இரண்டு-படி உள்நுழைவு ஏற்கெனவே இயக்கத்தில் உள்ளது.',
    notOn: 'இரண்டு-படி உள்நுழைவு இயக்கத்தில் இல்லை.',
    noMobile: 'குறியீட்டை அனுப்ப உங்கள் கணக்கில் கைபேசி எண் இல்லை.',
    setupExpired: 'அமைப்புக்கான நேரம் முடிந்துவிட்டது. மீண்டும் தொடங்கவும்.',
    turnedOn: 'இரண்டு-படி உள்நுழைவு இயக்கப்பட்டது.',
    turnedOff: 'இரண்டு-படி உள்நுழைவு நிறுத்தப்பட்டது.',
    codeSent: '{{ending}} இல் முடிவடையும் உங்கள் கைபேசி எண்ணுக்குக் குறியீடு அனுப்பப்பட்டது.',
    wrongStep: 'இந்த உள்நுழைவு அவ்வகைக் குறியீட்டைப் பயன்படுத்தாது.',
    secondStepExpired: 'இந்த உள்நுழைவுக்கான நேரம் முடிந்துவிட்டது. மீண்டும் உள்நுழையவும்.',
    recoveryCodesRenewed: 'உங்கள் புதிய மீட்புக் குறியீடுகள் இதோ. பழையவை இனி வேலை செய்யாது.',
    onlyWithAuthenticator: 'மீட்புக் குறியீடுகள் அங்கீகரிப்புச் செயலியுடன் மட்டுமே வரும்.',
  },
};

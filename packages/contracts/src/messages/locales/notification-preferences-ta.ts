import type { NotificationPreferencesMessages } from '../notification-preferences';
import type { Translation } from '../translation';

export const notificationPreferencesMessagesTa: Translation<NotificationPreferencesMessages> = {
  saved: 'உங்கள் அறிவிப்புத் தெரிவுகள் சேமிக்கப்பட்டன.',
  mandatory: 'பாதுகாப்பு அறிவிப்புகளும் கட்டணச் சிக்கல்கள் பற்றிய அறிவிப்புகளும் எப்போதும் அனுப்பப்படும். அவற்றை நிறுத்த முடியாது.',
};

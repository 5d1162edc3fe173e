import type { RetentionOfferMessages } from '../retention-offer';
import type { Translation } from '../translation';

export const retentionOfferMessagesTa: Translation<RetentionOfferMessages> = {
  none: 'இந்தச் சந்தாவுக்கு ஏற்றுக்கொள்ளக்கூடிய சலுகை எதுவும் இல்லை.',
  changed: 'இந்தச் சலுகை மாறியுள்ளது. தயவுசெய்து அதை மீண்டும் பாருங்கள்.',
};

import type { RetentionOfferMessages } from '../retention-offer';
import type { Translation } from '../translation';

export const retentionOfferMessagesSi: Translation<RetentionOfferMessages> = {
  none: 'මෙම දායකත්වය සඳහා පිළිගත හැකි දීමනාවක් නැත.',
  changed: 'මෙම දීමනාව වෙනස් වී ඇත. කරුණාකර එය නැවත බලන්න.',
};

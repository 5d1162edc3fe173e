import type { Translation } from '@selfcare/contracts';
import type { cancellation } from '@/shared/i18n/groups/cancellation';

/** The unsubscribe dialogs' optional "Why are you leaving?" question in Tamil. */
export const cancellationTa: Translation<typeof cancellation> = {
  legend: 'நீங்கள் ஏன் விலகுகிறீர்கள்? (விருப்பத்திற்குரியது)',
  reasons: {
    too_expensive: 'கட்டணம் அதிகம்',
    not_watching_enough: 'நான் போதுமான அளவு பார்ப்பதில்லை',
    technical_problems: 'தொழில்நுட்பச் சிக்கல்கள்',
    moving_provider: 'நான் வேறு சேவை வழங்குநருக்கு மாறுகிறேன்',
    other: 'வேறு காரணம்',
  },
  textLabel: 'நீங்கள் எங்களிடம் சொல்ல விரும்புவது (விருப்பத்திற்குரியது, {{max}} எழுத்துகள் வரை)',
};

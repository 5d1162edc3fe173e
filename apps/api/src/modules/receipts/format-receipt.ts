import { RUPEE_SIGNS, sriLankaDate, type UiLanguage } from '@selfcare/contracts';

const INTL_LOCALES: Record<UiLanguage, string> = { en: 'en-US', si: 'si-LK', ta: 'ta-LK' };

const amountFormats = new Map<UiLanguage, Intl.NumberFormat>();
const dateFormats = new Map<UiLanguage, Intl.DateTimeFormat>();

function amountFormat(language: UiLanguage): Intl.NumberFormat {
  let format = amountFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALES[language], { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    amountFormats.set(language, format);
  }
  return format;
}

/** An amount as the portal writes prices in the language: 'Rs. 9,000.00', 'රු. 9,000.00', 'ரூ. 12,34,567.89'. */
export function formatRupees(amount: number, language: UiLanguage): string {
  return `${RUPEE_SIGNS[language]} ${amountFormat(language).format(amount)}`;
}

/**
 * A calendar date ('2026-11-28') as the portal writes dates in the language: 'DD/MM/YYYY' in English
 * (the spec's), the language's own numeric form in Sinhala and Tamil.
 */
export function formatCalendarDate(date: string, language: UiLanguage): string {
  const [year = '', month = '', day = ''] = date.split('-');
  if (language === 'en') return `${day}/${month}/${year}`;
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[language], {
      timeZone: 'UTC',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dateFormats.set(language, format);
  }
  return format.format(new Date(`${date}T00:00:00Z`));
}

/** Hours and minutes on Sri Lanka's clock, as the payments tables write them ('14:05'). */
const sriLankaTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Colombo',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as its date and time in Sri Lanka ('28/11/2026 14:05'), where the payments were made. */
export function formatPaidAt(instant: Date, language: UiLanguage): string {
  return `${formatCalendarDate(sriLankaDate(instant), language)} ${sriLankaTime.format(instant)}`;
}

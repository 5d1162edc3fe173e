import type { UiLanguage } from '@selfcare/contracts';

/**
 * The Intl locale of Sinhala and Tamil as written in Sri Lanka. English keeps the formats the spec
 * quotes ('Rs. 9,000.00', '07/03/2025'), each made by its own formatter in date.ts and money.ts.
 */
export const INTL_LOCALES: Record<Exclude<UiLanguage, 'en'>, string> = { si: 'si-LK', ta: 'ta-LK' };

/** One formatter per language, made when first needed (Intl formatters are costly to make, cheap to use). */
export function perLanguage<T>(make: (locale: string) => T): (language: Exclude<UiLanguage, 'en'>) => T {
  const made = new Map<string, T>();
  return (language) => {
    const locale = INTL_LOCALES[language];
    let formatter = made.get(locale);
    if (!formatter) {
      formatter = make(locale);
      made.set(locale, formatter);
    }
    return formatter;
  };
}

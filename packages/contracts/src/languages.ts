/**
 * The languages of the interface and of the api's answers (issue 9): English, Sinhala and Tamil, by
 * their ISO 639-1 codes, which are also what `<html lang>` and Accept-Language carry.
 */
export const UI_LANGUAGES = ['en', 'si', 'ta'] as const;

export type UiLanguage = (typeof UI_LANGUAGES)[number];

/**
 * The rupee's sign as Sri Lanka writes it in each language ('Rs. 9,000.00', 'රු. 9,000.00',
 * 'ரூ. 9,000.00'): what the web app's prices and the api's receipts put before an amount.
 */
export const RUPEE_SIGNS: Record<UiLanguage, string> = { en: 'Rs.', si: 'රු.', ta: 'ரூ.' };

/** English: the spec's own texts, bundled everywhere; the others fall back to it key by key. */
export const DEFAULT_UI_LANGUAGE: UiLanguage = 'en';

export function isUiLanguage(value: unknown): value is UiLanguage {
  return typeof value === 'string' && (UI_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language an Accept-Language header asks for, the default when it names none of ours: ranges in
 * order of their q-values (ties keep their order), each matched by its primary subtag ('si-LK' is
 * Sinhala); `*` and q=0 ask for nothing in particular.
 */
export function uiLanguageOfAcceptLanguage(header: string | undefined): UiLanguage {
  if (!header) return DEFAULT_UI_LANGUAGE;
  const ranges = header.split(',').map((part, index) => {
    const [range = '', ...parameters] = part.trim().split(';');
    const q = parameters.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
    return { primary: range.trim().split('-')[0]?.toLowerCase() ?? '', q: q === undefined ? 1 : Number(q), index };
  });
  const wanted = ranges.filter((r) => r.q > 0).sort((a, b) => b.q - a.q || a.index - b.index);
  return wanted.map((r) => r.primary).find(isUiLanguage) ?? DEFAULT_UI_LANGUAGE;
}

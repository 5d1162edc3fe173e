import type { UiLanguage } from '@selfcare/contracts';

/**
 * Each language's name in its own words, the same whatever the interface shows (as every language
 * switcher does, so a reader finds their language without reading the current one): not catalogue text.
 */
export const LANGUAGE_NAMES: Record<UiLanguage, string> = {
  en: 'English',
  si: 'සිංහල',
  ta: 'தமிழ்',
};

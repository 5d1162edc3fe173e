import type { UiLanguage } from '../languages';
import { fillPlaceholders, type Messages, messages, templateAt } from '../messages';
import { messagesSi } from './locales/si';
import { messagesTa } from './locales/ta';
import type { Translation } from './translation';

/**
 * Every language's `messages`, for the api, which answers in the caller's language. Not exported from
 * the package's index: the web app's first paint would carry every language; it loads one at a time
 * from './locales/*' instead.
 */
const catalogues: Record<UiLanguage, Translation<Messages>> = { en: messages, si: messagesSi, ta: messagesTa };

/** messageText in `language`: a key the translation lacks is said in English, an unknown key comes back as it is. */
export function messageTextIn(language: UiLanguage, key: string, values: Record<string, string | number> = {}): string {
  return fillPlaceholders(templateAt(catalogues[language], key) ?? templateAt(messages, key) ?? key, values);
}

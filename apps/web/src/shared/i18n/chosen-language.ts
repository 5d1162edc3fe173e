import { DEFAULT_UI_LANGUAGE, isUiLanguage, type UiLanguage } from '@selfcare/contracts';

/** localStorage key of the subscriber's choice. */
const STORAGE_KEY = 'language';
/**
 * The same choice as a cookie, for the server, which cannot read localStorage: a visitor who chose
 * Sinhala or Tamil gets the page shell rather than the English server render (decision 0020). It also
 * outlives a logout, which clears localStorage (shared/session/storage.ts).
 */
export const LANGUAGE_COOKIE = 'lang';
/** Kept as long as the browser allows (Chrome caps at 400 days) and renewed at every start-up. */
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

function cookieLanguage(): string | undefined {
  return new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(document.cookie)?.[1];
}

/** The language chosen in this browser, English when none was (or during a server render). */
export function chosenLanguage(): UiLanguage {
  if (typeof localStorage === 'undefined') return DEFAULT_UI_LANGUAGE;
  const stored = localStorage.getItem(STORAGE_KEY) ?? cookieLanguage();
  return isUiLanguage(stored) ? stored : DEFAULT_UI_LANGUAGE;
}

export function rememberLanguage(language: UiLanguage): void {
  localStorage.setItem(STORAGE_KEY, language);
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: one plain value; the Cookie Store API is missing in Firefox and Safari.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Max-Age=${MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
}

import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { firstPaintCatalogue } from './en';

// The first paint's resources are bundled, so initialising synchronously means the first render
// already has its text.
void i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: firstPaintCatalogue } },
  interpolation: { escapeValue: false },
  initAsync: false,
});

let pageMessagesLoaded: Promise<void> | undefined;

/** Adds the pages' groups (en-pages.ts, a chunk of its own) to the catalogue; once, however often asked. */
export function loadPageMessages(): Promise<void> {
  pageMessagesLoaded ??= import('./en-pages').then(
    ({ pageMessages }) => {
      i18next.addResourceBundle('en', 'translation', pageMessages, true, false);
    },
    (error: unknown) => {
      // A chunk that could not be fetched is asked for again next time.
      pageMessagesLoaded = undefined;
      throw error;
    },
  );
  return pageMessagesLoaded;
}

export { i18next as i18n };

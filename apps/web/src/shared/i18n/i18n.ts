import { DEFAULT_UI_LANGUAGE, isUiLanguage, type UiLanguage } from '@selfcare/contracts';
import { firstPaintCatalogue } from './en';
import { createTranslator } from './translator';

/** The app's catalogue: the first paint's English strings are bundled, so the first render has its text. */
export const i18n = createTranslator('en', firstPaintCatalogue);

/** The language the interface shows now, for code outside React too (shared/format). */
export function currentLanguage(): UiLanguage {
  return isUiLanguage(i18n.language) ? i18n.language : DEFAULT_UI_LANGUAGE;
}

let pageMessagesLoaded: Promise<void> | undefined;

/** Adds the pages' groups (en-pages.ts, a chunk of its own) to the catalogue; once, however often asked. */
export function loadPageMessages(): Promise<void> {
  pageMessagesLoaded ??= import('./en-pages').then(
    ({ pageMessages }) => {
      i18n.addMessages('en', pageMessages);
    },
    (error: unknown) => {
      // A chunk that could not be fetched is asked for again next time.
      pageMessagesLoaded = undefined;
      throw error;
    },
  );
  return pageMessagesLoaded;
}

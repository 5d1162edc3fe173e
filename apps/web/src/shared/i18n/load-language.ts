import type { UiLanguage } from '@selfcare/contracts';
import { rememberLanguage } from './chosen-language';
import { i18n } from './i18n';

type Catalogue = Parameters<typeof i18n.addMessages>[1];

/**
 * Each language but English (bundled) is one chunk of its own, fetched when chosen: contracts' messages,
 * the web app's strings of every page and the language's font (locales/<language>/catalogue.ts).
 */
const catalogues: Record<Exclude<UiLanguage, 'en'>, () => Promise<{ catalogue: Catalogue }>> = {
  si: () => import('./locales/si/catalogue'),
  ta: () => import('./locales/ta/catalogue'),
};

const loading = new Map<UiLanguage, Promise<void>>();

function loadCatalogue(language: UiLanguage): Promise<void> {
  if (language === 'en') return Promise.resolve();
  let loaded = loading.get(language);
  if (!loaded) {
    loaded = catalogues[language]().then(
      ({ catalogue }) => i18n.addMessages(language, catalogue),
      (error: unknown) => {
        // A chunk that could not be fetched is asked for again next time.
        loading.delete(language);
        throw error;
      },
    );
    loading.set(language, loaded);
  }
  return loaded;
}

/** Shows `language` from now on, once its strings are here: the interface, `<html lang>` and formats. */
export async function showLanguage(language: UiLanguage): Promise<void> {
  await loadCatalogue(language);
  i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

/** The subscriber's choice (the switcher): shown, and remembered for the next visit. */
export async function chooseLanguage(language: UiLanguage): Promise<void> {
  await showLanguage(language);
  rememberLanguage(language);
}

import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';

// Resources are bundled, so initialising synchronously means the first render already has its text.
void i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
  initAsync: false,
});

export { i18next as i18n };

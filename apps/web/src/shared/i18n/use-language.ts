import type { UiLanguage } from '@selfcare/contracts';
import { useSyncExternalStore } from 'react';
import { currentLanguage, i18n } from './i18n';

/** The language the interface shows, for a component, which renders again when it changes. */
export function useLanguage(): UiLanguage {
  return useSyncExternalStore(i18n.subscribe, currentLanguage, currentLanguage);
}

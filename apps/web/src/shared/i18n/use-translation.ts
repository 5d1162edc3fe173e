import { useSyncExternalStore } from 'react';
import { i18n } from './i18n';
import type { TFunction } from './translator';

// A new function whenever the catalogue changes, so components and memoised children that take `t`
// render again with the new strings.
let currentT: TFunction = i18n.t;
i18n.subscribe(() => {
  currentT = (key, values) => i18n.t(key, values);
});
const snapshot = () => currentT;

/**
 * The catalogue's `t` for a component, which renders again when the language changes or strings are
 * added: the same call as react-i18next's, which the app used before decision 0016.
 */
export function useTranslation(): { t: TFunction } {
  // The same catalogue on the server (entry-server.tsx) as in the browser.
  return { t: useSyncExternalStore(i18n.subscribe, snapshot, snapshot) };
}

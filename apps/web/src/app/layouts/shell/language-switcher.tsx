import { isUiLanguage, UI_LANGUAGES } from '@selfcare/contracts';
import { LANGUAGE_NAMES } from '@/shared/i18n/language-names';
import { chooseLanguage } from '@/shared/i18n/load-language';
import { useLanguage } from '@/shared/i18n/use-language';
import { useTranslation } from '@/shared/i18n/use-translation';
import styles from './language-switcher.module.css';

/**
 * English, සිංහල, தமிழ் in the top bar, on every page (the login and registration pages too): a native
 * select, so keyboards, screen readers and phones work it as they work any other. Each option is
 * named in its own language and marked so (`lang`), and left alone by machine translators.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <select
      className={styles.switcher}
      aria-label={t('shell.language')}
      value={language}
      translate="no"
      onChange={(event) => {
        const chosen = event.target.value;
        // Until the language's strings have come (or if they cannot), the select shows the one in place.
        if (isUiLanguage(chosen)) chooseLanguage(chosen).catch(() => undefined);
      }}
    >
      {UI_LANGUAGES.map((option) => (
        <option key={option} value={option} lang={option}>
          {LANGUAGE_NAMES[option]}
        </option>
      ))}
    </select>
  );
}

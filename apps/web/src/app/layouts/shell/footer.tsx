import { APP_VERSION } from '@/shared/config/constants';
import { currentYear } from '@/shared/format/date';
import { useTranslation } from '@/shared/i18n/use-translation';
import styles from './footer.module.css';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <p>{t('footer.copyright', { year: currentYear() })}</p>
      <p>{t('footer.version', { version: APP_VERSION })}</p>
    </footer>
  );
}

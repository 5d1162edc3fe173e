import { useTranslation } from 'react-i18next';
import styles from './spinner.module.css';
import { VisuallyHidden } from './visually-hidden';

export function Spinner() {
  const { t } = useTranslation();
  return (
    <div role="status" className={styles.spinner}>
      <span className={styles.circle} aria-hidden="true" />
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
    </div>
  );
}

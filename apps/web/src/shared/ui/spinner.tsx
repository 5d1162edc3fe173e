import { useTranslation } from 'react-i18next';
import { cx } from './cx';
import styles from './spinner.module.css';
import { VisuallyHidden } from './visually-hidden';

/** 'Loading…' for screen readers. `inline` is the small one that sits beside a field or a button. */
export function Spinner({ inline = false }: { inline?: boolean }) {
  const { t } = useTranslation();
  return (
    <div role="status" className={cx(styles.spinner, inline && styles.inline)}>
      <span className={styles.circle} aria-hidden="true" />
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
    </div>
  );
}

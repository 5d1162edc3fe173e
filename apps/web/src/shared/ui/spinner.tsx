import { useTranslation } from '@/shared/i18n/use-translation';
import { cx } from './cx';
import styles from './spinner.module.css';
import { VisuallyHidden } from './visually-hidden';

/**
 * 'Loading…' for screen readers. `inline` is the small one that sits beside a field or a button;
 * `decorative` is only the picture, for a status region that already says what is happening.
 */
export function Spinner({ inline = false, decorative = false }: { inline?: boolean; decorative?: boolean }) {
  const { t } = useTranslation();
  if (decorative) {
    return (
      <div className={cx(styles.spinner, inline && styles.inline)} aria-hidden="true">
        <span className={styles.circle} />
      </div>
    );
  }
  return (
    <div role="status" className={cx(styles.spinner, inline && styles.inline)}>
      <span className={styles.circle} aria-hidden="true" />
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
    </div>
  );
}

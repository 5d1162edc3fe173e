import { useTranslation } from '@/shared/i18n/use-translation';
import styles from './payment.module.css';

/** Said where a page's own card checkout was closed before paying: nothing was charged, try again. */
export function CheckoutCancelled() {
  const { t } = useTranslation();
  return (
    <div className={styles.cancelled} role="status">
      <p className={styles.headline}>{t('purchaseFlow.cancelled.headline')}</p>
      <p>{t('purchaseFlow.cancelled.notCharged')}</p>
    </div>
  );
}

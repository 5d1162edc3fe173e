import { useTranslation } from '@/shared/i18n/use-translation';
import { Spinner } from '@/shared/ui/spinner';
import styles from './payment.module.css';

/**
 * 'Payment Processing....' and 'Please do not close this window.' beside the buttons while the card
 * gateway's popup is open or an operator payment settles. Not a modal: the gateway's popup is one, and
 * two would fight over the focus.
 */
export function PaymentProgress({ description }: { description: string | null }) {
  const { t } = useTranslation();
  return (
    <div className={styles.progress} role="status">
      <Spinner inline decorative />
      <p>{t('payment.processing')}</p>
      {description && <p>{description}</p>}
      <p>{t('payment.doNotClose')}</p>
    </div>
  );
}

import { useNavigate } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { StatusIcon } from '@/shared/payment/components/status-icon';
import { Button } from '@/shared/ui/button';
import styles from './reactivation.module.css';

/** /payment-status: 'Payment Unsuccessful' with a failure icon, a line of text and CONTINUE (spec 002 section 2.8). */
export function PaymentStatusPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      <StatusIcon tone="failure" size={64} />
      <h1 className={styles.resultTitle}>{t('payment.unsuccessful')}</h1>
      <p>{t('reactivationPages.paymentUnsuccessfulText')}</p>
      <Button onClick={() => void navigate('/')}>{t('reactivationPages.continue')}</Button>
    </div>
  );
}

import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import styles from './registration.module.css';

/** A registration step opened without a registration in progress (a new tab, or after it finished). */
export function MissingRegistration() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <h1 className={styles.notice}>{t('registrationPages.common.noRegistration')}</h1>
      <Link to="/customer/selection?t=1">{t('registrationPages.common.startAgain')}</Link>
    </div>
  );
}

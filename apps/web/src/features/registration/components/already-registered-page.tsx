import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { readRegistration } from '../model/registration-store';
import styles from './registration.module.css';

/**
 * '/customer/already_registered': the e-mail address belongs to an account already. Log in and add the
 * connection with 'Add Account', or register again with another address.
 */
export function AlreadyRegisteredPage() {
  const { t } = useTranslation();
  const retry = readRegistration()?.connectionType ? '/personaldetails' : '/customer/selection?t=1';
  return (
    <div className={styles.page}>
      <title>{t('registrationPages.alreadyRegistered.title')}</title>
      <h1>{t('registrationPages.alreadyRegistered.heading')}</h1>
      <p>{t('registration.emailInUse')}</p>
      <p>{t('registrationPages.alreadyRegistered.text')}</p>
      <p>{t('registrationPages.alreadyRegistered.loginHint')}</p>
      <p>{t('registrationPages.alreadyRegistered.retryHint')}</p>
      <div className={styles.links}>
        <Link to="/login">{t('registrationPages.alreadyRegistered.login')}</Link>
        <Link to={retry}>{t('registrationPages.alreadyRegistered.retry')}</Link>
      </div>
    </div>
  );
}

import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useSession } from '@/shared/session/session';
import styles from './registration.module.css';

const p = 'registrationPages.existingCustomer';

/**
 * '/existingcustomer' (spec 002 route table, content not shown): an existing customer adds a connection
 * to the account they have. A visitor is sent to log in (then Add Account), or to create an account
 * when they have a connection but no account yet; a logged-in subscriber starts adding one at once.
 */
export function ExistingCustomerPage() {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  return (
    <div className={styles.page}>
      <title>{t(`${p}.title`)}</title>
      <h1>{t(`${p}.heading`)}</h1>
      {loggedIn ? (
        <>
          <p>{t(`${p}.loggedIn`)}</p>
          <div className={styles.links}>
            <Link to="/customer/selection">{t(`${p}.addConnection`)}</Link>
          </div>
        </>
      ) : (
        <>
          <p>{t(`${p}.intro`)}</p>
          <p>{t(`${p}.noAccount`)}</p>
          <div className={styles.links}>
            <Link to="/login">{t(`${p}.login`)}</Link>
            <Link to="/customer/selection">{t(`${p}.createAccount`)}</Link>
          </div>
        </>
      )}
    </div>
  );
}

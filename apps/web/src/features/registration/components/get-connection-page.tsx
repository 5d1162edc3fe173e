import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useSession } from '@/shared/session/session';
import styles from './registration.module.css';

const p = 'registrationPages.getConnection';

/** The kinds of customer the registration takes, as its first page names them. */
const CUSTOMER_KINDS = [
  'registrationPages.selection.existingTv',
  'registrationPages.selection.fixedLine',
  'registrationPages.selection.mobile',
  'registrationPages.selection.otherNetworks',
] as const;

/**
 * '/getconnection' (spec 002 route table, content not shown): how to get a connection, leading into the
 * registration (for a logged-in subscriber, adding a connection to the account).
 */
export function GetConnectionPage() {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  return (
    <div className={styles.page}>
      <title>{t(`${p}.title`)}</title>
      <h1>{t(`${p}.heading`)}</h1>
      <p>{t(`${p}.intro`)}</p>
      <ul>
        {CUSTOMER_KINDS.map((kind) => (
          <li key={kind}>{t(kind)}</li>
        ))}
      </ul>
      <p>{t(`${p}.steps`)}</p>
      <div className={styles.links}>
        <Link to="/customer/selection">{loggedIn ? t(`${p}.addConnection`) : t(`${p}.createAccount`)}</Link>
        {!loggedIn && <Link to="/existingcustomer">{t(`${p}.existing`)}</Link>}
      </div>
    </div>
  );
}

import type { ConnectionDetails } from '@selfcare/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './profile.module.css';

/** Account no, telephone no, mobile no, service type and the apps' validation code. */
export function ConnectionInfo({ details }: { details: ConnectionDetails }) {
  const { t } = useTranslation();
  const headingId = useId();
  const rows = [
    ['accountNo', details.accountNumber],
    ['telephoneNo', details.telephoneNumber],
    ['mobileNo', details.mobile],
    ['serviceType', details.serviceType],
    ['validationCode', details.validationCode],
  ] as const;
  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <h2 id={headingId} className={styles.panelHeading}>
        {t('profilePage.connectionInfo.heading')}
      </h2>
      <dl className={styles.facts}>
        {rows.map(([key, value]) => (
          <div key={key} className={styles.fact}>
            <dt>{t(`profilePage.connectionInfo.${key}`)}</dt>
            <dd>{value ?? '-'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

import type { ConnectionDetails } from '@selfcare/contracts';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Panel } from '@/shared/ui/panel';
import styles from './profile.module.css';

/** Account no, telephone no, mobile no, service type and the apps' validation code. */
export function ConnectionInfo({ details }: { details: ConnectionDetails }) {
  const { t } = useTranslation();
  const rows = [
    ['accountNo', details.accountNumber],
    ['telephoneNo', details.telephoneNumber],
    ['mobileNo', details.mobile],
    ['serviceType', details.serviceType],
    ['validationCode', details.validationCode],
  ] as const;
  return (
    <Panel heading={t('profilePage.connectionInfo.heading')}>
      <dl className={styles.facts}>
        {rows.map(([key, value]) => (
          <div key={key} className={styles.fact}>
            <dt>{t(`profilePage.connectionInfo.${key}`)}</dt>
            <dd>{value ?? '-'}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}

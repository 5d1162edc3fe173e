import type { BasePackage, ConnectionDetails } from '@selfcare/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { expiryDateText } from '@/shared/catalogue/expiry';
import { periodText } from '@/shared/catalogue/price';
import { PriceTag } from '@/shared/ui/price-tag';
import { canUpgradePackage, isOneOffPackage } from '../model/connection-rules';
import styles from './profile.module.css';

/** The base package: name, price, the end of a one-off purchase, description and UPGRADE. */
export function CurrentPackage({
  details,
  basePackage,
}: {
  details: ConnectionDetails;
  basePackage: BasePackage | null;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const option = basePackage?.purchaseOption;
  const discount = basePackage?.discountOptionGroup;
  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <h3 id={headingId} className={styles.panelHeading}>
        {t('profilePage.content.currentPackage')}
      </h3>
      {basePackage ? (
        <>
          <p className={styles.name}>{basePackage.name}</p>
          {option && (
            <PriceTag
              amount={discount?.purchasePrice ?? option.purchasePrice}
              originalAmount={discount?.actualPrice}
              connectionType={details.connectionType}
              period={periodText(t, { purchaseType: option.purchaseType, ...option.utilization })}
            />
          )}
          {isOneOffPackage(basePackage) && basePackage.billingEndDate && (
            <p>{expiryDateText(t, basePackage.billingEndDate)}</p>
          )}
          {basePackage.description && <p>{basePackage.description}</p>}
        </>
      ) : (
        <p>{t('profilePage.content.noPackage')}</p>
      )}
      {canUpgradePackage(details) && (
        <Link to="/packages" className={styles.action} aria-label={t('profilePage.content.upgradePackage')}>
          {t('profilePage.content.upgrade')}
        </Link>
      )}
    </section>
  );
}

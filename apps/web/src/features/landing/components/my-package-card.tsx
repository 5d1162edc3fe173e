import type { BasePackage, ConnectionTypeCode } from '@selfcare/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { periodText } from '@/shared/catalogue/price';
import { PriceTag } from '@/shared/ui/price-tag';
import styles from './panels.module.css';

export interface MyPackageCardProps {
  basePackage: BasePackage | null;
  connectionType: ConnectionTypeCode | null;
}

/** The connection's current base package: name, price, number of devices, and where to add devices. */
export function MyPackageCard({ basePackage, connectionType }: MyPackageCardProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const option = basePackage?.purchaseOption;
  const discount = basePackage?.discountOptionGroup;
  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <h2 id={headingId} className={styles.heading}>
        {t('landing.myPackage.heading')}
      </h2>
      {basePackage ? (
        <>
          <p className={styles.name}>{basePackage.name}</p>
          {option && (
            <PriceTag
              amount={discount?.purchasePrice ?? option.purchasePrice}
              originalAmount={discount?.actualPrice}
              connectionType={connectionType}
              period={periodText(t, { purchaseType: option.purchaseType, ...option.utilization })}
            />
          )}
          {basePackage.numberOfScreens !== null && (
            <p>{t('landing.myPackage.devices', { count: basePackage.numberOfScreens })}</p>
          )}
          <Link to="/screens" className={styles.action}>
            {t('landing.myPackage.addDevices')}
          </Link>
        </>
      ) : (
        <p>{t('landing.myPackage.none')}</p>
      )}
    </section>
  );
}

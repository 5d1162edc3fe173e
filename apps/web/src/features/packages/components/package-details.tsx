import { ConnectionType, type ProductSummary } from '@selfcare/contracts';
import { useQuery } from '@tanstack/react-query';
import type { Viewer } from '@/shared/account/viewer';
import { useTranslation } from '@/shared/i18n/use-translation';
import { packageDetailQueryOptions } from '../api/package-detail';
import { screenCount } from '../model/package-contents';
import { shownPrice } from '../model/package-price';
import { AdditionalDevices } from './additional-devices';
import { PackageContentTabs } from './package-content-tabs';
import styles from './package-details.module.css';
import { QueryStatus } from './query-status';
import { TaxTable } from './tax-table';

interface PackageDetailsProps {
  item: ProductSummary;
  viewer: Viewer;
}

/** The selected package below the carousel: notices, tax table, devices and its contents by type. */
export function PackageDetails({ item, viewer }: PackageDetailsProps) {
  const { t } = useTranslation();
  const detail = useQuery(packageDetailQueryOptions(item.id, viewer.connectionId));
  const price = shownPrice(item);
  const { connectionType, connectionId } = viewer;
  // Visitors and prepaid (type 7) subscribers see the tax table; bills and operators add taxes themselves.
  const showsTax = connectionId === null || connectionType === ConnectionType.prepaidCard;
  return (
    <section className={styles.details} aria-labelledby="package-details-heading">
      <h2 id="package-details-heading">{t('packages.details.heading', { name: item.name })}</h2>
      {connectionType !== ConnectionType.existingTv && (
        <p className={styles.notice}>{t('packages.details.setTopBox')}</p>
      )}
      {showsTax && price && <TaxTable productId={item.id} price={price.amount} connectionId={connectionId} />}
      {detail.data ? (
        <>
          {connectionId !== null && (
            <div className={styles.devices}>
              {item.currentPurchasedPackage && (
                <p>
                  {t('packages.details.screenCount', {
                    count: screenCount([...detail.data.productList, ...detail.data.purchasableProductList]),
                  })}
                </p>
              )}
              {/*
               * The picker only prices extra screens, which are bought on /screens; prepaid hides their
               * price (spec 001 section 6), which would leave a choice that does nothing.
               */}
              {connectionType !== ConnectionType.prepaidCard && (
                <AdditionalDevices screens={detail.data.purchasableProductList} />
              )}
            </div>
          )}
          <PackageContentTabs key={item.id} productList={detail.data.productList} />
        </>
      ) : (
        <QueryStatus error={detail.error} />
      )}
    </section>
  );
}

import type { BasePackage, ConnectionDetails } from '@selfcare/contracts';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '@/shared/api/api-error';
import { productTypeIdOf, productTypeIds, productTypesQueryOptions } from '@/shared/catalogue/api/get-product-types';
import { promotionalPackagesQueryOptions } from '@/shared/catalogue/api/get-promotional-packages';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Alert } from '@/shared/ui/alert';
import { EmptyState } from '@/shared/ui/empty-state';
import { Spinner } from '@/shared/ui/spinner';
import { productsByTypesQueryOptions } from '../api/get-purchased-products';
import { canBuy } from '../model/connection-rules';
import { additionalDevices, contentSections, myContentTypes } from '../model/my-content';
import { ContentSection } from './content-section';
import { CurrentPackage } from './current-package';
import { DataBundleBlock } from './data-bundle-block';
import { DevicesBlock } from './devices-block';
import styles from './profile.module.css';
import { SuspendedContentNotice } from './suspended-content-notice';

export interface MyContentTabProps {
  details: ConnectionDetails;
  basePackage: BasePackage | null;
}

/**
 * The package, data bundle and devices blocks, then what was bought on top of the package. While the
 * connection is suspended the lists are what reactivating gives back, under a notice leading to it.
 */
export function MyContentTab({ details, basePackage }: MyContentTabProps) {
  const { t } = useTranslation();
  const conid = details.connectionId;
  const types = useQuery(productTypesQueryOptions());
  const typeIds = types.data ? productTypeIds(types.data, myContentTypes) : [];
  const promoTypeId = productTypeIdOf(types.data, 'promotionalpackage');
  const products = useQuery({ ...productsByTypesQueryOptions(conid, typeIds), enabled: typeIds.length > 0 });
  const promotions = useQuery({
    ...promotionalPackagesQueryOptions(promoTypeId ?? '', conid),
    enabled: promoTypeId !== null,
  });
  const error = types.error ?? products.error ?? promotions.error;
  const all = [...(products.data ?? []), ...(promotions.data ?? [])];
  const sections = contentSections(all);
  const loaded = products.isSuccess && promotions.isSuccess;
  const empty = Object.values(sections).every((list) => list.length === 0);
  const active = canBuy(details);
  const suspended = details.status === 'suspended';

  return (
    <div className={styles.page}>
      <div className={styles.panels}>
        <CurrentPackage details={details} basePackage={basePackage} />
        {details.broadband && <DataBundleBlock connectionId={conid} canBuy={active} />}
        <DevicesBlock
          basePackage={basePackage}
          additionalDevices={additionalDevices(products.data ?? [])}
          canBuy={active}
        />
      </div>
      {suspended && <SuspendedContentNotice />}
      {error && <Alert>{errorMessage(error)}</Alert>}
      {!error && !loaded && <Spinner />}
      <div className={styles.sections}>
        <ContentSection title={t('profilePage.content.additionalChannels')} products={sections.additionalChannels} />
        <ContentSection title={t('profilePage.content.onDemand')} products={sections.onDemand} />
        <ContentSection title={t('profilePage.content.svod')} products={sections.svod} />
        <ContentSection title={t('profilePage.content.promotionalPackages')} products={sections.promotionalPackages} />
      </div>
      {loaded && empty && <EmptyState>{t('profilePage.content.none')}</EmptyState>}
    </div>
  );
}

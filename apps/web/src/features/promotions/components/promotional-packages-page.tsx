import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { useViewer } from '@/shared/account/use-viewer';
import { type Viewer, visitorViewer } from '@/shared/account/viewer';
import { errorMessage } from '@/shared/api/api-error';
import { productTypeIds, productTypesQueryOptions } from '@/shared/catalogue/api/get-product-types';
import { promotionalPackagesQueryOptions } from '@/shared/catalogue/api/get-promotional-packages';
import type { PurchaseActionsSlot } from '@/shared/catalogue/purchase-actions-slot';
import { PACKAGE_SLIDER_BREAKPOINTS } from '@/shared/catalogue/slides';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Alert } from '@/shared/ui/alert';
import { Carousel } from '@/shared/ui/carousel';
import { EmptyState } from '@/shared/ui/empty-state';
import { Spinner } from '@/shared/ui/spinner';
import { PackageTile } from './package-tile';
import { SelectedPackage } from './selected-package';

/**
 * '/promotions/packages[/{id}]': the active promotional packages in a carousel; the id in the path
 * picks the one whose contents and purchase buttons show (the first when there is none or it is not on
 * offer). ?purchaseOptionId= (a banner's offer) opens the purchase modal for it. The purchase buttons
 * are the app's to give (app/routes/promotional-packages.tsx).
 */
export function PromotionalPackagesPage({ PurchaseActions }: { PurchaseActions: PurchaseActionsSlot }) {
  const { t } = useTranslation();
  const { id } = useParams();
  const [searchParams] = useSearchParams();
  const signedIn = useViewer();
  const conid = signedIn.connectionId;
  const types = useQuery(productTypesQueryOptions());
  const typeId = types.data ? productTypeIds(types.data, ['promotionalpackage'])[0] : undefined;
  const packages = useQuery({
    ...promotionalPackagesQueryOptions(typeId ?? '', conid),
    enabled: typeId !== undefined,
  });

  // A subscriber's prices depend on the connection type, so they wait for it; an account without a
  // connection has nothing to price for and sees what a visitor sees.
  const viewer: Viewer | null = conid === null ? visitorViewer : signedIn.priceReady ? signedIn : null;
  const failure = types.error ?? packages.error;
  const noType = types.isSuccess && typeId === undefined;
  const list = noType ? [] : packages.data;
  const selected = list?.find((item) => item.id === id) ?? list?.[0];

  return (
    <>
      <title>{t('promotions.packages.title')}</title>
      <h1>{t('promotions.packages.heading')}</h1>
      {failure && <Alert>{errorMessage(failure)}</Alert>}
      {!failure && (!list || !viewer) && <Spinner />}
      {list && viewer && list.length === 0 && <EmptyState>{t('promotions.packages.empty')}</EmptyState>}
      {list && viewer && selected && (
        <>
          <Carousel label={t('promotions.packages.carousel')} breakpoints={PACKAGE_SLIDER_BREAKPOINTS}>
            {list.map((product) => (
              <PackageTile key={product.id} product={product} viewer={viewer} selected={product.id === selected.id} />
            ))}
          </Carousel>
          <SelectedPackage
            key={selected.id}
            product={selected}
            conid={conid}
            viewer={viewer}
            // A banner's offer is for the package it names, not for the one shown in its place.
            requestedOptionId={selected.id === id ? searchParams.get('purchaseOptionId') : null}
            PurchaseActions={PurchaseActions}
          />
        </>
      )}
    </>
  );
}

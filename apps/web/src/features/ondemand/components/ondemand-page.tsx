import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useViewer } from '@/shared/account/use-viewer';
import { productTypeIdOf, productTypesQueryOptions } from '@/shared/catalogue/api/get-product-types';
import { onDemandTabs } from '@/shared/catalogue/on-demand';
import { useTranslation } from '@/shared/i18n/use-translation';
import { EmptyState } from '@/shared/ui/empty-state';
import { Spinner } from '@/shared/ui/spinner';
import { subTypesQueryOptions } from '../api/sub-types';
import { OnDemandTabs } from './ondemand-tabs';
import { QueryError } from './query-error';

/** '/ondemand' and '/ondemand/{tab}': a tab per allowed video sub type, the tab named by the location hash. */
export function OnDemandPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const types = useQuery(productTypesQueryOptions());
  const vodTypeId = productTypeIdOf(types.data, 'vod');
  const subTypes = useQuery({ ...subTypesQueryOptions(vodTypeId ?? ''), enabled: vodTypeId !== null });

  if (viewer.withoutConnection) return <Navigate to="/" replace />;

  const failure = types.error ?? subTypes.error;
  const tabs = onDemandTabs((subTypes.data ?? []).filter((subType) => subType.active));
  let body: ReactNode;
  if (failure) body = <QueryError error={failure} />;
  else if (types.isPending || (vodTypeId !== null && subTypes.isPending)) body = <Spinner />;
  else if (vodTypeId === null || tabs.length === 0) body = <EmptyState>{t('ondemand.empty')}</EmptyState>;
  else body = <OnDemandTabs typeId={vodTypeId} tabs={tabs} viewer={viewer} />;

  return (
    <>
      <title>{t('ondemand.pageTitle.onDemand')}</title>
      <h1>{t('ondemand.title')}</h1>
      {body}
    </>
  );
}

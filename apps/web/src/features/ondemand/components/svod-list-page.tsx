import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useViewer } from '@/shared/account/use-viewer';
import { productTypeIdOf, productTypesQueryOptions } from '@/shared/catalogue/api/get-product-types';
import { cardHref } from '@/shared/catalogue/links';
import { useTranslation } from '@/shared/i18n/use-translation';
import { CardGrid } from '@/shared/ui/card-grid';
import { EmptyState } from '@/shared/ui/empty-state';
import { Spinner } from '@/shared/ui/spinner';
import { svodsQueryOptions } from '../api/svods';
import { CatalogueCard } from './catalogue-card';
import { QueryError } from './query-error';

const EAGER_CARDS = 4;

/** '/svod': every subscription video; 'Coming soon...' while there are none. */
export function SvodListPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const types = useQuery(productTypesQueryOptions());
  const svodTypeId = productTypeIdOf(types.data, 'svod');
  const svods = useQuery({ ...svodsQueryOptions(svodTypeId ?? '', viewer.connectionId), enabled: svodTypeId !== null });

  if (viewer.withoutConnection) return <Navigate to="/" replace />;

  const failure = types.error ?? svods.error;
  let body: ReactNode;
  if (failure) body = <QueryError error={failure} />;
  else if (types.isPending || (svodTypeId !== null && svods.isPending)) body = <Spinner />;
  else if (!svods.data || svods.data.length === 0) body = <EmptyState>{t('ondemand.svod.comingSoon')}</EmptyState>;
  else
    body = (
      <CardGrid label={t('ondemand.svod.allTitle')}>
        {svods.data.map((product, index) => (
          <CatalogueCard
            key={product.id}
            product={product}
            href={cardHref('svod', product.id)}
            viewer={viewer}
            eager={index < EAGER_CARDS}
          />
        ))}
      </CardGrid>
    );

  return (
    <>
      <title>{t('ondemand.pageTitle.svods')}</title>
      <h1>{t('ondemand.svod.allTitle')}</h1>
      {body}
    </>
  );
}

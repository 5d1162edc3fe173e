import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useViewer } from '@/shared/account/use-viewer';
import { productTypeIdOf, productTypesQueryOptions } from '@/shared/catalogue/api/get-product-types';
import { FILTER_ALL } from '@/shared/catalogue/domain';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Spinner } from '@/shared/ui/spinner';
import { channelCategoriesQueryOptions } from '../api/get-channel-categories';
import { channelsQueryOptions } from '../api/get-channels';
import { ChannelGroups } from './channel-groups';
import { ChannelLegend } from './channel-legend';
import styles from './channels-page.module.css';
import { LoadError } from './query-states';

/** '/channels': every channel, grouped by category, with a category filter and the marks' legend. */
export function ChannelsPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const [category, setCategory] = useState<string>(FILTER_ALL);
  const types = useQuery(productTypesQueryOptions());
  const channelTypeId = types.data ? productTypeIdOf(types.data, 'channel') : null;
  // Both lists need only the type id, so they load side by side.
  const channels = useQuery({
    ...channelsQueryOptions(channelTypeId ?? '', viewer.connectionId),
    enabled: channelTypeId !== null,
  });
  const categories = useQuery({
    ...channelCategoriesQueryOptions(channelTypeId ?? ''),
    enabled: channelTypeId !== null,
  });
  const error = types.error ?? channels.error ?? categories.error;

  return (
    <div className={styles.page}>
      <title>{t('content.pageTitle.channels')}</title>
      <h1>{t('content.channels.title')}</h1>
      <ChannelLegend />
      {error ? (
        <LoadError error={error} />
      ) : channels.data && categories.data ? (
        <ChannelGroups
          channels={channels.data}
          categories={categories.data}
          category={category}
          onCategoryChange={setCategory}
          viewer={viewer}
        />
      ) : (
        <Spinner />
      )}
    </div>
  );
}

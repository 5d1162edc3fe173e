import type { ProductSummary } from '@selfcare/contracts';
import { useState } from 'react';
import { FILTER_ALL } from '@/shared/catalogue/domain';
import { useTranslation } from '@/shared/i18n/use-translation';
import { SelectField } from '@/shared/ui/select-field';
import { channelCategories, channelsInCategory } from '../model/package-contents';
import { ContentGrid } from './content-grid';

/** The channel tab: the category dropdown ('All' first) filtering the package's channel grid. */
export function ChannelPanel({ channels }: { channels: readonly ProductSummary[] }) {
  const { t } = useTranslation();
  const [category, setCategory] = useState(FILTER_ALL);
  const categories = channelCategories(channels);
  return (
    <>
      <SelectField
        label={t('packages.details.category')}
        includeAll
        options={categories.map((name) => ({ value: name, label: name }))}
        value={category}
        onChange={(event) => setCategory(event.target.value)}
      />
      <ContentGrid items={channelsInCategory(channels, category)} label={t('packages.tabs.channel')} shape="square" />
    </>
  );
}

import type { Category, ProductSummary } from '@selfcare/contracts';
import { useId } from 'react';
import type { Viewer } from '@/shared/account/viewer';
import { FILTER_ALL } from '@/shared/catalogue/domain';
import { cardHref } from '@/shared/catalogue/links';
import { useTranslation } from '@/shared/i18n/use-translation';
import { CardGrid } from '@/shared/ui/card-grid';
import { EmptyState } from '@/shared/ui/empty-state';
import { SelectField } from '@/shared/ui/select-field';
import { channelGroups, selectGroups } from '../rules/channel-groups';
import { kitTypeName } from '../rules/product-type';
import { ChannelCard } from './channel-card';
import styles from './channels-page.module.css';

/** Cards in the first screenful load at once; the rest as they scroll into view. */
const EAGER_CARDS = 6;

export interface ChannelGroupsProps {
  channels: readonly ProductSummary[];
  categories: readonly Category[];
  category: string;
  onCategoryChange: (category: string) => void;
  viewer: Viewer;
}

/** The category dropdown ('All' first) and the channel groups it selects. */
export function ChannelGroups({ channels, categories, category, onCategoryChange, viewer }: ChannelGroupsProps) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const groups = channelGroups(categories, channels, t('content.channels.otherCategory'));
  // A category the list no longer has (another connection's list) falls back to all of them.
  const selected = groups.some((group) => group.category === category) ? category : FILTER_ALL;
  const shown = selectGroups(groups, selected);

  if (groups.length === 0) return <EmptyState>{t('content.channels.empty')}</EmptyState>;
  return (
    <>
      <SelectField
        className={styles.filter}
        label={t('content.channels.category')}
        includeAll
        options={groups.map((group) => ({ value: group.category, label: group.category }))}
        value={selected}
        onChange={(event) => onCategoryChange(event.target.value)}
      />
      {shown.map((group, groupIndex) => {
        const headingId = `${idPrefix}-${groupIndex}`;
        return (
          <section key={group.category} className={styles.group} aria-labelledby={headingId}>
            <h2 id={headingId}>{group.category}</h2>
            <CardGrid>
              {group.channels.map((channel, index) => (
                <ChannelCard
                  key={channel.id}
                  channel={channel}
                  href={cardHref(kitTypeName(channel.productTypeTypeName), channel.id)}
                  viewer={viewer}
                  imageLoading={groupIndex === 0 && index < EAGER_CARDS ? 'eager' : 'lazy'}
                />
              ))}
            </CardGrid>
          </section>
        );
      })}
    </>
  );
}

import type { ProductSummary } from '@selfcare/contracts';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { EmptyState } from '@/shared/ui/empty-state';
import { Tab, TabList, TabPanel, Tabs } from '@/shared/ui/tabs';
import { type ContentTabType, contentOfType, contentTabs } from '../model/package-contents';
import { ChannelPanel } from './channel-panel';
import { ContentGrid } from './content-grid';
import { VodPanel } from './vod-panel';

/** The package's contents by product type: channels, videos and SVODs, a tab each. */
export function PackageContentTabs({ productList }: { productList: readonly ProductSummary[] }) {
  const { t } = useTranslation();
  const tabs = contentTabs(productList);
  const [chosen, setChosen] = useState<ContentTabType | null>(null);
  const [first] = tabs;
  if (!first) return <EmptyState>{t('packages.details.noContent')}</EmptyState>;
  const active = chosen !== null && tabs.includes(chosen) ? chosen : first;
  return (
    <Tabs value={active} onValueChange={(value) => setChosen(tabs.find((tab) => tab === value) ?? first)}>
      <TabList label={t('packages.details.contents')}>
        {tabs.map((type) => (
          <Tab key={type} value={type}>
            {t(`packages.tabs.${type}`)}
          </Tab>
        ))}
      </TabList>
      {/* Radix mounts only the open panel, so each grid renders when its tab is first opened. */}
      <TabPanel value="channel">
        <ChannelPanel channels={contentOfType(productList, 'channel')} />
      </TabPanel>
      <TabPanel value="vod">
        <VodPanel vods={contentOfType(productList, 'vod')} />
      </TabPanel>
      <TabPanel value="svod">
        <ContentGrid items={contentOfType(productList, 'svod')} label={t('packages.tabs.svod')} />
      </TabPanel>
    </Tabs>
  );
}

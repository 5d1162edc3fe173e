import type { SubType } from '@selfcare/contracts';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { Viewer } from '@/shared/account/viewer';
import { selectedOnDemandTab } from '@/shared/catalogue/on-demand';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Tab, TabList, TabPanel, Tabs } from '@/shared/ui/tabs';
import { VodTab } from './vod-tab';

export interface OnDemandTabsProps {
  typeId: string;
  /** The allowed, active sub types in tab order; at least one. */
  tabs: readonly SubType[];
  viewer: Viewer;
}

/**
 * The tabs follow the location hash ('#MVOD'), or the '/ondemand/{tab}' segment without one; anything
 * else opens the first tab. Choosing a tab rewrites the hash in place, so the address can be shared.
 */
export function OnDemandTabs({ typeId, tabs, viewer }: OnDemandTabsProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const { tab: tabSegment } = useParams();
  const selected = selectedOnDemandTab(tabs, location.hash, tabSegment ?? '');

  return (
    <Tabs
      value={selected?.typeName}
      onValueChange={(typeName) =>
        void navigate({ pathname: location.pathname, search: location.search, hash: typeName }, { replace: true })
      }
    >
      <TabList label={t('ondemand.tabsLabel')}>
        {tabs.map((subType) => (
          <Tab key={subType.id} value={subType.typeName}>
            {subType.displayName}
          </Tab>
        ))}
      </TabList>
      {tabs.map((subType) => (
        <TabPanel key={subType.id} value={subType.typeName}>
          <VodTab typeId={typeId} subType={subType} viewer={viewer} />
        </TabPanel>
      ))}
    </Tabs>
  );
}

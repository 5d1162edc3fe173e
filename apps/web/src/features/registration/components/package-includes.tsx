import type { ProductSummary } from '@selfcare/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { cardHref } from '@/shared/catalogue/links';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Alert } from '@/shared/ui/alert';
import { CardGrid } from '@/shared/ui/card-grid';
import { EmptyState } from '@/shared/ui/empty-state';
import { ProductCard } from '@/shared/ui/product-card';
import { Spinner } from '@/shared/ui/spinner';
import { Tab, TabList, TabPanel, Tabs } from '@/shared/ui/tabs';
import { packageContentsQueryOptions } from '../api/get-package-contents';
import { INCLUDES_TABS, type IncludesTab, packageIncludes, tileShape } from '../model/package-list';
import styles from './registration.module.css';

function Cards({ items, label }: { items: readonly ProductSummary[]; label: string }) {
  return (
    <CardGrid label={label}>
      {items.map((item) => (
        <ProductCard
          key={item.id}
          href={cardHref(item.productTypeTypeName, item.id)}
          name={item.name}
          imageURL={item.thumbnailURL || item.imageURL}
          shape={tileShape(item)}
        />
      ))}
    </CardGrid>
  );
}

/**
 * 'This Package Includes' with a tab each for channels, vod and svod (spec 001 "View package page"),
 * behind an 'N Channels' button: closed at first, so the order and SUBMIT below are not past the grid.
 */
export function PackageIncludes({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const panelId = useId();
  const contents = useQuery(packageContentsQueryOptions(productId));
  const [chosen, setChosen] = useState<IncludesTab | null>(null);
  const [open, setOpen] = useState(false);
  const byTab = contents.data ? packageIncludes(contents.data.productList) : {};
  const tabs = INCLUDES_TABS.filter((tab) => byTab[tab]);
  const active = chosen && tabs.includes(chosen) ? chosen : tabs[0];
  const channels = byTab.channel?.length ?? 0;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('registrationPages.viewPackage.includes')}</h2>
      {contents.isPending && <Spinner />}
      {contents.isError && <Alert>{errorMessage(contents.error)}</Alert>}
      {contents.isSuccess && !active && <EmptyState>{t('registrationPages.viewPackage.noContent')}</EmptyState>}
      {active && (
        <>
          <button
            type="button"
            className={styles.disclosure}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((current) => !current)}
          >
            {channels > 0
              ? t('registrationPages.viewPackage.channelCount', { count: channels })
              : t('registrationPages.viewPackage.showContents')}
          </button>
          <div id={panelId} hidden={!open}>
            <Tabs value={active} onValueChange={(value) => setChosen(tabs.find((tab) => tab === value) ?? null)}>
              <TabList label={t('registrationPages.viewPackage.contents')}>
                {tabs.map((tab) => (
                  <Tab key={tab} value={tab}>
                    {t(`registrationPages.viewPackage.${tab}`)}
                  </Tab>
                ))}
              </TabList>
              {tabs.map((tab) => (
                <TabPanel key={tab} value={tab}>
                  <Cards items={byTab[tab] ?? []} label={t(`registrationPages.viewPackage.${tab}`)} />
                </TabPanel>
              ))}
            </Tabs>
          </div>
        </>
      )}
    </section>
  );
}

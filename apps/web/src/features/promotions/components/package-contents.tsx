import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { cardHref } from '@/shared/catalogue/links';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Alert } from '@/shared/ui/alert';
import { CardGrid } from '@/shared/ui/card-grid';
import { EmptyState } from '@/shared/ui/empty-state';
import { ProductCard } from '@/shared/ui/product-card';
import { Spinner } from '@/shared/ui/spinner';
import { Tab, TabList, TabPanel, Tabs } from '@/shared/ui/tabs';
import { packageDetailQueryOptions } from '../api/get-package-detail';
import { type ContentTab, contentTabs, isContentTab } from './content-tabs';

/** What a promotional package includes, one tab per kind of content (channel, screens, vod, svod). */
export function PackageContents({ productId, conid }: { productId: string; conid: string | null }) {
  const { t } = useTranslation();
  const detail = useQuery(packageDetailQueryOptions(productId, conid));
  const [chosen, setChosen] = useState<ContentTab | null>(null);

  if (detail.isPending) return <Spinner />;
  if (detail.isError) return <Alert>{errorMessage(detail.error)}</Alert>;

  const tabs = contentTabs(detail.data.productList);
  const first = tabs[0];
  if (!first) return <EmptyState>{t('promotions.packages.noContent')}</EmptyState>;
  const value = tabs.find(({ tab }) => tab === chosen)?.tab ?? first.tab;

  return (
    <Tabs value={value} onValueChange={(next) => setChosen(isContentTab(next) ? next : null)}>
      <TabList label={t('promotions.packages.contents')}>
        {tabs.map(({ tab }) => (
          <Tab key={tab} value={tab}>
            {t(`promotions.packages.tabs.${tab}`)}
          </Tab>
        ))}
      </TabList>
      {tabs.map(({ tab, products }) => (
        <TabPanel key={tab} value={tab}>
          <CardGrid>
            {products.map((product) => (
              <ProductCard
                key={product.id}
                href={cardHref(product.productTypeTypeName === 'channelbundle' ? 'channelbundle' : tab, product.id)}
                name={product.name}
                imageURL={product.imageURL}
              />
            ))}
          </CardGrid>
        </TabPanel>
      ))}
    </Tabs>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useViewer } from '@/shared/account/use-viewer';
import { cardHref } from '@/shared/catalogue/links';
import { isHeld, markedPurchaseOf } from '@/shared/catalogue/purchase-status';
import { useTranslation } from '@/shared/i18n/use-translation';
import { CardGrid } from '@/shared/ui/card-grid';
import { DataQuota } from '@/shared/ui/data-quota';
import { DiscountOffer } from '@/shared/ui/discount-offer';
import { EmptyState } from '@/shared/ui/empty-state';
import { PriceTag } from '@/shared/ui/price-tag';
import { ProductCard } from '@/shared/ui/product-card';
import { PurchasedMark } from '@/shared/ui/product-tags';
import { dataBundlesQueryOptions } from '../api/data-bundles';
import { shownPrice } from '../model/package-price';
import styles from './data-bundle-list.module.css';
import { QueryStatus } from './query-status';

/** The bundles on sale: quota ('Unlimited Data' or '{n} GB'), price, and a link to buy on the product page. */
export function DataBundleList({ conid }: { conid: string }) {
  const { t } = useTranslation();
  const viewer = useViewer();
  const { data, error } = useQuery(dataBundlesQueryOptions(conid));
  if (!data || !viewer.priceReady) return <QueryStatus error={error} />;
  if (data.length === 0) return <EmptyState>{t('packages.dataBundles.empty')}</EmptyState>;
  return (
    <CardGrid label={t('packages.dataBundles.heading')}>
      {data.map((bundle, position) => {
        const price = shownPrice(bundle);
        const purchased = isHeld(bundle.purchaseStatus) ? markedPurchaseOf(bundle) : null;
        return (
          <ProductCard
            key={bundle.id}
            href={cardHref('databundle', bundle.id)}
            name={bundle.name}
            imageURL={bundle.thumbnailURL || bundle.imageURL}
            imageLoading={position < 4 ? 'eager' : 'lazy'}
            badge={
              <span className={styles.badges}>
                {bundle.dataQuota !== null && <DataQuota quota={bundle.dataQuota} />}
                {purchased && <PurchasedMark purchase={purchased} />}
                {!purchased && price?.discount && <DiscountOffer discount={price.discount} />}
              </span>
            }
            price={
              price && (
                <PriceTag
                  amount={price.amount}
                  originalAmount={price.originalAmount}
                  connectionType={viewer.connectionType}
                />
              )
            }
          />
        );
      })}
    </CardGrid>
  );
}

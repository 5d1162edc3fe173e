import type { ConnectionTypeCode, PackageChangeTypeValue, ProductSummary } from '@selfcare/contracts';
import { Suspense, useRef } from 'react';
import { Link } from 'react-router';
import type { PauseActionsSlot } from '@/shared/catalogue/pause-actions-slot';
import { heldCardCharge, periodText } from '@/shared/catalogue/price';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Badge } from '@/shared/ui/badge';
import { DataQuota } from '@/shared/ui/data-quota';
import { DiscountOffer } from '@/shared/ui/discount-offer';
import { FeatureList } from '@/shared/ui/feature-list';
import { lazyNamed } from '@/shared/ui/lazy-named';
import { PriceTag } from '@/shared/ui/price-tag';
import type { PackageChangeSubscriber } from '../hooks/use-package-change-options';
import { shownPrice } from '../model/package-price';
import { packageHash } from '../model/package-selection';
import styles from './package-card.module.css';

// Only a subscriber can change packages: the button, its modal and Radix Dialog are fetched for them alone.
const PackageChangeDialog = lazyNamed(() => import('./package-change-dialog'), 'PackageChangeDialog');

/** Spec 001 section 2: the includes header is left out for the package of this name. */
const NO_INCLUDES_HEADER_PACKAGE = 'PEOTVGO';

interface PackageCardProps {
  /** A base package of the connection's allowed list carries chargedPrice. */
  item: ProductSummary & { chargedPrice?: number | null };
  index: number;
  selected: boolean;
  loggedIn: boolean;
  connectionType: ConnectionTypeCode | null;
  /** The UPGRADE or DOWNGRADE button to show, if any. */
  changeType: PackageChangeTypeValue | null;
  /** Null for visitors, who are offered no change. */
  subscriber: PackageChangeSubscriber | null;
  /** PAUSE / RESUME NOW and 'Paused until', shown on the connection's own package (decision 0074). */
  PauseActions: PauseActionsSlot;
}

/** One package of the carousel; its link selects it through the location hash, its button changes to it. */
export function PackageCard({
  item,
  index,
  selected,
  loggedIn,
  connectionType,
  changeType,
  subscriber,
  PauseActions,
}: PackageCardProps) {
  const { t } = useTranslation();
  const selectLink = useRef<HTMLAnchorElement>(null);
  const price = shownPrice(item);
  const option = item.purchaseOption;
  const charged = heldCardCharge(item, connectionType);
  return (
    <article className={styles.card} data-selected={selected}>
      <h2 className={styles.name} translate="no">
        {item.name}
      </h2>
      {loggedIn && item.currentPurchasedPackage && <Badge tone="success">{t('packages.list.current')}</Badge>}
      <p className={styles.description} translate="no">
        {item.description}
      </p>
      {price && option && (
        <p className={styles.price}>
          {price.discount && <DiscountOffer discount={price.discount} />}
          <PriceTag
            amount={charged ?? price.amount}
            originalAmount={price.originalAmount}
            connectionType={connectionType}
            period={
              charged === null
                ? periodText(t, { purchaseType: option.purchaseType, ...option.utilization })
                : t('catalogue.price.withTaxes', {
                    period: periodText(t, { purchaseType: option.purchaseType, ...option.utilization }),
                  })
            }
          />
        </p>
      )}
      {item.name !== NO_INCLUDES_HEADER_PACKAGE && <h3 className={styles.includes}>{t('packages.list.includes')}</h3>}
      <ul className={styles.facts}>
        {item.numberOfScreens !== null && <li>{t('packages.list.devices', { count: item.numberOfScreens })}</li>}
        {!loggedIn && item.dataQuota !== null && (
          <li>
            <DataQuota quota={item.dataQuota} />
          </li>
        )}
      </ul>
      <FeatureList features={item.feature} />
      <Link
        ref={selectLink}
        to={{ hash: packageHash(index) }}
        replace
        className={styles.select}
        aria-current={selected ? 'true' : undefined}
        aria-label={
          selected
            ? t('packages.list.selectedNamed', { name: item.name })
            : t('packages.list.viewNamed', { name: item.name })
        }
      >
        {selected ? t('packages.list.selected') : t('packages.list.view')}
      </Link>
      {subscriber && (
        <Suspense fallback={null}>
          <PackageChangeDialog
            item={item}
            changeType={changeType}
            subscriber={subscriber}
            focusAfterChange={selectLink}
          />
        </Suspense>
      )}
      {subscriber && item.currentPurchasedPackage && (
        <Suspense fallback={null}>
          <PauseActions product={item} connectionId={subscriber.connectionId} />
        </Suspense>
      )}
    </article>
  );
}

import type { ProductSummary } from '@selfcare/contracts';
import { Fragment, type ReactNode } from 'react';
import type { Viewer } from '@/shared/account/viewer';
import { markedPurchaseOf, purchaseState } from '@/shared/catalogue/purchase-status';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Badge } from '@/shared/ui/badge';
import { DiscountOffer } from '@/shared/ui/discount-offer';
import { PriceTag } from '@/shared/ui/price-tag';
import { ProductCard } from '@/shared/ui/product-card';
import { PurchasedMark } from '@/shared/ui/product-tags';
import { isAlaCarte } from '../rules/channel-groups';
import { displayPrice } from '../rules/display-price';
import styles from './channel-card.module.css';

const featureOrder = ['tstv', 'pip', 'cpvr'] as const;

export interface ChannelCardProps {
  channel: ProductSummary;
  href: string;
  viewer: Viewer;
  imageLoading?: 'lazy' | 'eager';
}

/**
 * A channel tile: logo, name, channel number, feature marks and the a-la-carte mark; for subscribers also
 * the purchased mark, or the price of an a-la-carte channel they do not have (spec 001 section 6).
 */
export function ChannelCard({ channel, href, viewer, imageLoading }: ChannelCardProps) {
  const { t } = useTranslation();
  const purchase = markedPurchaseOf(channel);
  const state = purchaseState({
    loggedIn: viewer.loggedIn,
    isBundled: channel.isBundled,
    purchaseStatus: channel.purchaseStatus,
    purchaseType: purchase?.purchaseType ?? null,
    connectionType: viewer.connectionType,
  });
  const price = viewer.loggedIn && viewer.priceReady && state.action ? displayPrice(channel) : null;
  const marks = [
    channel.channelNo !== null && (
      <span key="number" className={styles.number}>
        {t('content.channels.channelNo', { n: channel.channelNo })}
      </span>
    ),
    ...featureOrder
      .filter((feature) => channel.feature[feature])
      .map((feature) => (
        <Badge key={feature} tone="notice">
          {t(`catalogue.features.${feature}`)}
        </Badge>
      )),
    isAlaCarte(channel) && (
      <Badge key="alaCarte" tone="offer">
        {t('content.channels.alaCarte')}
      </Badge>
    ),
    state.purchased && purchase && <PurchasedMark key="purchased" purchase={purchase} />,
  ];
  return (
    <ProductCard
      href={href}
      name={channel.name}
      imageURL={channel.imageURL}
      // Channel logos are square; a wide box would crop their names.
      shape="square"
      imageLoading={imageLoading}
      badge={<Marks>{marks}</Marks>}
      price={
        price && (
          <span className={styles.marks}>
            <PriceTag
              amount={price.amount}
              originalAmount={price.originalAmount}
              connectionType={viewer.connectionType}
            />
            {price.discount && <DiscountOffer discount={price.discount} />}
          </span>
        )
      }
    />
  );
}

/**
 * Marks in a row. They become the card link's description, which joins text without gaps, so a space
 * separates them ('Channel 45 A-la-carte', not 'Channel 45A-la-carte').
 */
function Marks({ children }: { children: ReactNode[] }) {
  const present = children.filter(Boolean);
  return (
    <span className={styles.marks}>
      {present.map((mark, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the marks are a fixed, ordered set, so a position is a stable key
        <Fragment key={index}>
          {index > 0 && ' '}
          {mark}
        </Fragment>
      ))}
    </span>
  );
}

import type { ProductSummary } from '@selfcare/contracts';
import type { ReactNode } from 'react';
import { markedPurchaseOf } from '@/shared/catalogue/purchase-status';
import { ExpiryBadge } from '@/shared/ui/expiry-badge';
import { Panel } from '@/shared/ui/panel';
import { ProductCard } from '@/shared/ui/product-card';
import { PurchasedMark } from '@/shared/ui/product-tags';
import { contentHref } from '../model/my-content';
import styles from './profile.module.css';

/** Undefined rather than an empty element, so the card does not point its description at nothing. */
function tileBadge(product: ProductSummary): ReactNode {
  const purchase = markedPurchaseOf(product);
  if (!purchase) return undefined;
  return (
    <>
      <PurchasedMark purchase={purchase} /> <ExpiryBadge daysRemaining={product.daysRemainingToExpire} />
    </>
  );
}

function ContentTile({ product }: { product: ProductSummary }) {
  return (
    <ProductCard
      href={contentHref(product)}
      name={product.name}
      imageURL={product.imageURL}
      // Channel logos are square; a wide box would crop their names.
      shape={product.productTypeTypeName === 'channel' ? 'square' : 'landscape'}
      badge={tileBadge(product)}
    />
  );
}

/**
 * One MY CONTENT list (additional channels, on-demand, SVOD, promotional packages) as tiles with their
 * subscribed or purchased mark and days-to-expire badge; empty lists are left out.
 */
export function ContentSection({ title, products }: { title: string; products: readonly ProductSummary[] }) {
  if (products.length === 0) return null;
  return (
    <Panel level={3} heading={title}>
      <ul className={styles.tiles}>
        {products.map((product) => (
          <li key={product.id}>
            <ContentTile product={product} />
          </li>
        ))}
      </ul>
    </Panel>
  );
}

import type { ProductSummary } from '@selfcare/contracts';
import type { ReactNode } from 'react';
import type { Viewer } from '@/shared/account/viewer';
import type { ProductTypeName } from '@/shared/catalogue/domain';
import { cardHref } from '@/shared/catalogue/links';
import { showsPrice } from '@/shared/catalogue/price';
import { markedPurchaseOf } from '@/shared/catalogue/purchase-status';
import { ExpiryBadge } from '@/shared/ui/expiry-badge';
import { PriceTag } from '@/shared/ui/price-tag';
import { ProductCard } from '@/shared/ui/product-card';
import { FreeTag, PurchasedMark } from '@/shared/ui/product-tags';

/** Package families are never listed as cards; a product of one would only open its own page. */
function cardTypeOf(product: ProductSummary): ProductTypeName {
  const name = product.productTypeTypeName;
  return name === 'secondarypackage' || name === 'primarydatabundle' ? 'package' : name;
}

/** Undefined rather than an empty element, so the card does not point its description at nothing. */
function tileBadge(product: ProductSummary, viewer: Viewer): ReactNode {
  if (!viewer.loggedIn) return undefined;
  if (product.isBundled) return <FreeTag />;
  const purchase = markedPurchaseOf(product);
  if (!product.isPurchased || !purchase) return undefined;
  return (
    <>
      <PurchasedMark purchase={purchase} /> <ExpiryBadge daysRemaining={product.daysRemainingToExpire} />
    </>
  );
}

function tilePrice(product: ProductSummary, viewer: Viewer): ReactNode {
  const option = product.purchaseOption;
  if (!option || product.isBundled || product.isPurchased) return undefined;
  if (!showsPrice({ loggedIn: viewer.loggedIn, productTypeTypeName: cardTypeOf(product) })) return undefined;
  const discount = product.discountOptionGroup;
  return (
    <PriceTag
      amount={discount?.purchasePrice ?? option.purchasePrice}
      originalAmount={discount?.actualPrice}
      connectionType={viewer.connectionType}
    />
  );
}

/** A catalogue card: its link target by type, and purchase marks and price as the viewer may see them. */
export function ProductTile({ product, viewer, eager }: { product: ProductSummary; viewer: Viewer; eager: boolean }) {
  return (
    <ProductCard
      href={cardHref(cardTypeOf(product), product.id)}
      name={product.name}
      imageURL={product.imageURL}
      // Channel logos are square; a wide box would crop their names.
      shape={product.productTypeTypeName === 'channel' ? 'square' : 'landscape'}
      imageLoading={eager ? 'eager' : 'lazy'}
      badge={tileBadge(product, viewer)}
      price={tilePrice(product, viewer)}
    />
  );
}

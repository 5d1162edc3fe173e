import { Suspense } from 'react';
import type { PurchaseActionsProps } from '@/shared/catalogue/purchase-actions-slot';
import { type Session, useSession } from '@/shared/session/session';
import { lazyNamed } from '@/shared/ui/lazy-named';
import { Spinner } from '@/shared/ui/spinner';
import { NotSoldAlone } from './not-sold-alone';
import type { Buyer } from './use-purchase-flow';

/**
 * The buttons, the purchase flow and its dialogs (forms, schemas, Radix Dialog: 65 KB gzip) are a
 * chunk of their own, fetched only when the viewer can buy: a visitor's product page never loads it.
 */
const PurchaseControls = lazyNamed(() => import('./purchase-controls'), 'PurchaseControls');

/** Visitors, accounts without a connection and a connection whose type is still loading cannot buy. */
function buyerOf(viewer: PurchaseActionsProps['viewer'], session: Session): Buyer | null {
  if (!viewer.loggedIn || viewer.connectionId === null || viewer.connectionType === null || !session.userId) {
    return null;
  }
  return {
    userId: session.userId,
    connectionId: viewer.connectionId,
    connectionType: viewer.connectionType,
    telephoneNumber: session.connection?.telephoneNumber ?? '',
    broadband: session.connection?.broadband ?? false,
  };
}

/**
 * The purchase buttons of a product page and everything behind them (spec 001 sections 2 and 4):
 * SUBSCRIBE / PURCHASE when not purchased or pending removal (disabled for card payers while pending
 * removal), UNSUBSCRIBE for a completed subscription, nothing for visitors and bundled products, and for
 * a product not sold on its own the packages that include it.
 */
export function PurchaseActions({
  product,
  viewer,
  dataBundle = false,
  requestedOptionId = null,
  includedIn = [],
}: PurchaseActionsProps) {
  const session = useSession();
  const buyer = buyerOf(viewer, session);
  if (!buyer || product.isBundled) return null;
  if (product.purchaseOption === null && product.purchaseStatus === 'NOT_PURCHASED') {
    return <NotSoldAlone includedIn={includedIn} />;
  }
  return (
    <Suspense fallback={<Spinner inline />}>
      <PurchaseControls
        product={product}
        buyer={buyer}
        dataBundle={dataBundle || product.productTypeTypeName === 'databundle'}
        requestedOptionId={requestedOptionId}
      />
    </Suspense>
  );
}

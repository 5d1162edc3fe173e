import type { ProductSummary } from '@selfcare/contracts';
import type { ComponentType } from 'react';

/** What a product page gives the purchase buttons it shows beside its price. */
export interface PurchaseActionsProps {
  product: ProductSummary;
  /** As useViewer (shared/account) gives it: who is looking, with which connection of which type. */
  viewer: { loggedIn: boolean; connectionId: string | null; connectionType: number | null };
  /** The page was opened as a data bundle (?dataBundle=true). */
  dataBundle?: boolean;
  /** The page's ?purchaseOptionId=: opens the purchase modal once, with that option. */
  requestedOptionId?: string | null;
  /** The packages and bundles on sale that include a product not sold on its own (the product page's). */
  includedIn?: readonly ProductSummary[];
}

/**
 * The purchase buttons and everything behind them (features/purchase). Features do not import one
 * another, so the pages that sell take them as a prop, which the app's route passes (decision 0034).
 */
export type PurchaseActionsSlot = ComponentType<PurchaseActionsProps>;

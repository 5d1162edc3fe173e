import type { QueryClient } from '@tanstack/react-query';
import { readSession } from '@/shared/session/session';
import { productQueryOptions } from './api/get-product';

/**
 * A visitor's product page reads the public product first (useProduct); asked for here while the page's
 * chunks load. A subscriber's view depends on the selected connection and is left to the page.
 */
export function prefetchVisitorProduct(queryClient: QueryClient, params: { productId?: string }): void {
  if (readSession().loggedIn || !params.productId) return;
  void queryClient.prefetchQuery(productQueryOptions(params.productId, null));
}

import type { QueryClient } from '@tanstack/react-query';
import { readSession } from '@/shared/session/session';
import { productQueryOptions } from './api/get-product';

/**
 * A visitor's product page reads the public product first (useProduct); asked for here while the page's
 * chunks load. A subscriber's view depends on the selected connection and is left to the page.
 */
export async function prefetchVisitorProduct(queryClient: QueryClient, params: { productId?: string }): Promise<void> {
  if (readSession().loggedIn || !params.productId) return;
  await queryClient.prefetchQuery(productQueryOptions(params.productId, null));
}

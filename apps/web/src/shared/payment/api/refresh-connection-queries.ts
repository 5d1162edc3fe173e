import type { QueryClient } from '@tanstack/react-query';

/**
 * After a purchase or unsubscription every read personalised for the connection may show a stale mark
 * or button: the product pages and lists of every feature, each under its own key. They all carry the
 * connection id in their key, so that is what is matched. The account's own reads (connections,
 * details, downgrade state) do not change with a purchase and are left alone.
 */
export function refreshConnectionQueries(queryClient: QueryClient, connectionId: string): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => queryKey[0] !== 'account' && queryKey.includes(connectionId),
  });
}

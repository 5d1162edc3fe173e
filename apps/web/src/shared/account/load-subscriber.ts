import type { QueryClient } from '@tanstack/react-query';
import { storeSelectedConnection } from '@/shared/session/select-connection';
import { writeStored } from '@/shared/session/storage';
import { accountDetailsQueryOptions } from './api/get-account-details';
import { connectionsQueryOptions } from './api/get-connections';

/**
 * What a fresh session needs before the first screen: the account (its id is the stored userId)
 * and the connections, the first of which becomes the selected one.
 */
export async function loadSubscriber(queryClient: QueryClient): Promise<void> {
  const [account, connections] = await Promise.all([
    queryClient.fetchQuery(accountDetailsQueryOptions()),
    queryClient.fetchQuery(connectionsQueryOptions()),
  ]);
  writeStored({ userId: account.accountId });
  const [first] = connections;
  if (first) storeSelectedConnection(first, 0);
}

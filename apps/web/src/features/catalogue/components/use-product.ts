import { useQuery } from '@tanstack/react-query';
import { useViewer } from '@/shared/account/use-viewer';
import { productQueryOptions } from '../api/get-product';

/**
 * A product page's product as the viewer sees it. A logged-in account without a connection has nobody
 * to personalise for and is sent home (spec 001 section 6), so nothing is fetched for it.
 */
export function useProduct(productId: string) {
  const viewer = useViewer();
  const sendHome = viewer.loggedIn && viewer.connectionId === null;
  const query = useQuery({ ...productQueryOptions(productId, viewer.connectionId), enabled: !sendHome });
  return { viewer, sendHome, query };
}

import type { ConnectionTypeCode, PackageChangeTypeValue, ProductSummary } from '@selfcare/contracts';
import { useQuery } from '@tanstack/react-query';
import { downgradeStatusQueryOptions } from '@/shared/account/api/get-downgrade-status';
import type { Viewer } from '@/shared/account/viewer';
import { downgradeAvailabilityQueryOptions } from '../api/get-downgrade-availability';
import { packageChangeType, type ScheduledDowngrade, scheduledDowngrade } from '../model/package-change';

/** Who a base package change is made for: the fields of the change request that are not the package's. */
export interface PackageChangeSubscriber {
  userId: string;
  connectionId: string;
  connectionType: ConnectionTypeCode;
}

export interface PackageChangeOptions {
  /** Null for visitors and subscribers without a connection, who are offered no change. */
  subscriber: PackageChangeSubscriber | null;
  /** The downgrade waiting for its date, told on the page. */
  pendingDowngrade: ScheduledDowngrade | null;
  /** The button a package's slide shows, or null for none. */
  changeTypeOf: (item: ProductSummary) => PackageChangeTypeValue | null;
}

/** The upgrade and downgrade buttons of the packages page and the pending-downgrade notice. */
export function usePackageChangeOptions(packages: readonly ProductSummary[], viewer: Viewer): PackageChangeOptions {
  const { userId, connectionId, connectionType } = viewer;
  const subscriber = userId && connectionId && connectionType ? { userId, connectionId, connectionType } : null;
  const status = useQuery({ ...downgradeStatusQueryOptions(connectionId ?? ''), enabled: subscriber !== null });
  const availability = useQuery({
    ...downgradeAvailabilityQueryOptions(userId ?? '', connectionId ?? ''),
    enabled: subscriber !== null,
  });
  const current = packages.find((item) => item.currentPurchasedPackage);
  // Nothing is offered before the downgrade state is known, nor while a downgrade waits for its date.
  const changeable = status.data !== undefined && !(status.data.downgrade && status.data.pending);
  const canDowngrade = availability.data?.canDowngrade === true;
  return {
    subscriber,
    pendingDowngrade: scheduledDowngrade(status.data),
    changeTypeOf: (item) => (subscriber && changeable ? packageChangeType(item, current, canDowngrade) : null),
  };
}

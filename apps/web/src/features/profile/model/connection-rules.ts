import type { BasePackage, ConnectionDetails } from '@selfcare/contracts';
import { ConnectionType, ServiceType } from '@selfcare/contracts';

const isOneOff = (basePackage: BasePackage | null) =>
  basePackage?.purchaseOption?.purchaseType === 'PURCHASE_TYPE_TRANSACTIONAL';

/**
 * Hidden while the connection is already ending or has ended, while an upgrade holds unsubscription off
 * (the server refuses all three), or when its base package is a one-off purchase.
 */
export function canUnsubscribeConnection(details: ConnectionDetails, basePackage: BasePackage | null): boolean {
  return (
    details.status !== 'pending_terminated' &&
    details.status !== 'unsubscribed' &&
    details.unsubscribeBlockedUntil === null &&
    !isOneOff(basePackage)
  );
}

/** Only an active connection can buy (the server refuses the rest), so only it is offered ways to buy. */
export function canBuy(details: ConnectionDetails): boolean {
  return details.status === 'active';
}

/** UPGRADE of the base package is hidden for the '{product}' service type. */
export function canUpgradePackage(details: ConnectionDetails): boolean {
  return canBuy(details) && details.serviceType !== ServiceType.product;
}

/** The UNSUBSCRIBE link for extra devices needs some, on a package that is not a one-off purchase. */
export function canUnsubscribeDevices(basePackage: BasePackage | null, additionalDevices: number): boolean {
  return additionalDevices > 0 && !isOneOff(basePackage);
}

export function isOneOffPackage(basePackage: BasePackage | null): boolean {
  return isOneOff(basePackage);
}

/** MY PAYMENTS is for prepaid and mobile-operator connections only. */
export function paymentsKind(details: ConnectionDetails): 'prepaid' | 'mobile' | null {
  if (details.connectionType === ConnectionType.prepaidCard) return 'prepaid';
  if (details.connectionType === ConnectionType.mobileOperator) return 'mobile';
  return null;
}

/** MY VOUCHERS is hidden for the 'SLT {product}' service type. */
export function showsVouchers(details: ConnectionDetails): boolean {
  return details.serviceType !== ServiceType.fixedLineTv;
}

/**
 * Types 1-5 lose the connection from the list at once; operator and card connections stay listed until
 * their termination date (spec 000 section 4).
 */
export function leavesListAtOnce(details: ConnectionDetails): boolean {
  return (
    details.connectionType !== ConnectionType.mobileOperator && details.connectionType !== ConnectionType.prepaidCard
  );
}

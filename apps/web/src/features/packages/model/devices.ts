import type { ProductSummary, PurchaseType } from '@selfcare/contracts';

export interface Devices {
  /** DEFAULT DEVICES: the screens that come with the connection's package. */
  defaults: ProductSummary[];
  /** ADDITIONAL DEVICES: extra screens sold on their own. */
  additional: ProductSummary[];
}

/** Screens of other packages are neither: they are bundled-only and not this connection's. */
export function splitDevices(screens: readonly ProductSummary[]): Devices {
  return {
    defaults: screens.filter((item) => item.isBundled),
    additional: screens.filter((item) => !item.isBundled && item.standalone === 'PURCHASE_MODE_STANDALONE'),
  };
}

/**
 * A default device comes with the base package, so it is 'Already Purchased' with a one-off package and
 * 'Already Subscribed' with a subscription (or when the package is not known).
 */
export function defaultDeviceLabelKey(
  packagePurchaseType: PurchaseType | null,
): 'packages.devices.alreadySubscribed' | 'packages.devices.alreadyPurchased' {
  return packagePurchaseType === 'PURCHASE_TYPE_TRANSACTIONAL'
    ? 'packages.devices.alreadyPurchased'
    : 'packages.devices.alreadySubscribed';
}

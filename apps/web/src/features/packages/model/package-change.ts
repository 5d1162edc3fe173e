import type { DowngradeStatus, PackageChangeTypeValue, ProductSummary } from '@selfcare/contracts';
import { shownPrice } from './package-price';

/**
 * The change a package's slide offers (spec 001 sections 4 and 5): none for the current package or
 * without a current one to change from, nor to a one-off package, which nothing would renew (the api
 * refuses it, decision 0006); UPGRADE when the price shown is not below the current package's, else
 * DOWNGRADE, and that only when the connection may downgrade.
 */
export function packageChangeType(
  viewed: ProductSummary,
  current: ProductSummary | undefined,
  canDowngrade: boolean,
): PackageChangeTypeValue | null {
  if (viewed.currentPurchasedPackage || !current) return null;
  if (viewed.purchaseOption?.purchaseType !== 'PURCHASE_TYPE_SUBSCRIPTION') return null;
  const viewedPrice = shownPrice(viewed);
  const currentPrice = shownPrice(current);
  if (!viewedPrice || !currentPrice) return null;
  if (viewedPrice.amount >= currentPrice.amount) return 'UPGRADE';
  return canDowngrade ? 'DOWNGRADE' : null;
}

export interface ScheduledDowngrade {
  name: string;
  /** 'YYYY-MM-DD', the form the spec's messages use. */
  changeDate: string;
}

/** The downgrade waiting for its date (downgrade and pending both true), or null when none is. */
export function scheduledDowngrade(status: DowngradeStatus | undefined): ScheduledDowngrade | null {
  if (!status?.downgrade || !status.pending || status.name === null || status.changeDate === null) return null;
  return { name: status.name, changeDate: status.changeDate };
}

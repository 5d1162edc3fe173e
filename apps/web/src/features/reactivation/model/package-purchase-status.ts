/**
 * The package purchase status (spec 002 section 2.8): left by the provisioning check when a connection's
 * re-activated package is not on the TV platform yet (spec 000 section 4), for /provisioning-failed to
 * show. Kept in sessionStorage, so a reload of the page still shows it; the page's CONTINUE clears it.
 */
const STORAGE_KEY = 'selfcare.packagePurchaseStatus';

export function storePackagePurchaseStatus(connectionId: string): void {
  sessionStorage.setItem(STORAGE_KEY, connectionId);
}

/** Whether the provisioning check left a status for this connection. */
export function hasPackagePurchaseStatus(connectionId: string): boolean {
  return sessionStorage.getItem(STORAGE_KEY) === connectionId;
}

export function clearPackagePurchaseStatus(): void {
  sessionStorage.removeItem(STORAGE_KEY);
}

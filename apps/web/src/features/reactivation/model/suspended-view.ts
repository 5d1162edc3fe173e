import { type ConnectionDetails, ConnectionType, type ReactivationDetails } from '@selfcare/contracts';

/** What the suspended screen offers (spec 000 section 4, "Suspended screen"). */
export type SuspendedView =
  | { kind: 'reactivate'; reasonKey: 'reactivation.cardPaymentFailed' | 'reactivation.insufficientBalance' }
  | { kind: 'selectPackages' }
  | { kind: 'payBill' };

/** Prepaid (7) and mobile-billed (6) connections pay their package themselves; the others pay a bill. */
export function paysOwnPackage(connectionType: number): boolean {
  return connectionType === ConnectionType.prepaidCard || connectionType === ConnectionType.mobileOperator;
}

/**
 * A prepaid or mobile-billed connection whose base package is a subscription re-activates by paying it
 * again, with the reason of its suspension; one whose one-off package has ended chooses a new package;
 * every other connection pays its outstanding bill.
 */
export function suspendedView(
  details: Pick<ConnectionDetails, 'connectionType'>,
  reactivation: Pick<ReactivationDetails, 'recurring'> | undefined,
): SuspendedView {
  if (!paysOwnPackage(details.connectionType)) return { kind: 'payBill' };
  if (!reactivation?.recurring) return { kind: 'selectPackages' };
  return {
    kind: 'reactivate',
    reasonKey:
      details.connectionType === ConnectionType.prepaidCard
        ? 'reactivation.cardPaymentFailed'
        : 'reactivation.insufficientBalance',
  };
}

/** The registration flow's storage key (decision 0009); /viewpackage reads it. */
export const REGISTRATION_STORAGE_KEY = 'selfcare.registration';

/** 'Select Packages': /viewpackage continues as a reactivation of this connection. */
export function rememberPackageChoice(connectionId: string, connectionType: number): void {
  sessionStorage.setItem(
    REGISTRATION_STORAGE_KEY,
    JSON.stringify({ mode: 'reactivate', connectionId, connectionType }),
  );
}

import type { BaseProvisionStatus, PaidStatus, TransactionResult } from '@selfcare/contracts';

/** Where a reactivation ended, as the dialog shows it. */
export type ReactivationOutcome =
  | { kind: 'reactivated' }
  | { kind: 'provisioning' }
  | { kind: 'failed'; message: string | null; networkError: boolean };

/**
 * The operator's answer (spec 000 section 4): paid reactivates; status SUCCESS with no paymentStatus is
 * still with the operator (the provisioning notice); RETRY and FAILURE are unsuccessful with its reason.
 */
export function operatorOutcome(result: TransactionResult): ReactivationOutcome {
  if (result.paymentStatus === 'SUCCESS') return { kind: 'reactivated' };
  if (result.status === 'SUCCESS' && result.paymentStatus === null) return { kind: 'provisioning' };
  return { kind: 'failed', message: result.description, networkError: result.networkError };
}

/** The card payment's paid status after the popup closed. */
export function cardOutcome(status: PaidStatus): ReactivationOutcome {
  if (status.paid) return { kind: 'reactivated' };
  if (status.status === 'PENDING') return { kind: 'provisioning' };
  return { kind: 'failed', message: status.description, networkError: false };
}

/** What the provisioning check leads to (spec 000 section 4, "Provisioning check"). */
export type ProvisionDecision = 'active' | 'paymentStatus' | 'cancelled' | 'provisioningFailed' | 'provisioning';

export function provisionDecision(status: BaseProvisionStatus, suspended: boolean): ProvisionDecision {
  if (status.status === 'FAILURE' && status.paymentStatus === 'SUCCESS') return 'paymentStatus';
  if (status.status === 'FAILURE' && status.paymentStatus === 'FAILURE') return 'cancelled';
  if (status.status === 'FAILURE') return suspended ? 'provisioningFailed' : 'cancelled';
  return status.status === 'PENDING' ? 'provisioning' : 'active';
}

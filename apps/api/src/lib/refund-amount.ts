import { ErrorCode } from '@selfcare/contracts';
import { ApiError } from './api-error';

/** Rupees as whole cents: refunds add and compare cents, so no float rounding decides an amount. */
export const centsOf = (rupees: number) => Math.round(rupees * 100);

/**
 * A refund's amount in cents, refused unless it is more than 0 with at most two decimals; null (all that
 * is left) stays null. Rupees are turned into cents here, once, so no float rounding decides an amount.
 */
export function refundCents(amount: number | null): number | null {
  if (amount === null) return null;
  const amountInCents = centsOf(amount);
  if (!Number.isFinite(amount) || amountInCents <= 0 || Math.abs(amount * 100 - amountInCents) > 1e-6) {
    throw new ApiError(422, ErrorCode.validation, 'refund.badAmount');
  }
  return amountInCents;
}

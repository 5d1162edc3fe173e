import type { DowngradeStatus } from '@selfcare/contracts';

/**
 * The date new purchases wait for, or null when nothing blocks them: while a downgrade is pending,
 * products other than data bundles cannot be bought (spec 001 section 4 "Package change").
 */
export function blockedUntil(status: DowngradeStatus, { dataBundle }: { dataBundle: boolean }): string | null {
  if (dataBundle || !status.downgrade || !status.pending) return null;
  return status.changeDate;
}

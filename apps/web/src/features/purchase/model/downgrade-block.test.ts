import type { DowngradeStatus } from '@selfcare/contracts';
import { describe, expect, it } from 'vitest';
import { blockedUntil } from './downgrade-block';

const status: DowngradeStatus = {
  downgrade: true,
  pending: true,
  changeDate: '2026-08-01',
  newBasePackageId: null,
  name: 'PEO Lite',
  canDowngrade: false,
};

describe('blockedUntil', () => {
  it('blocks new purchases until a pending downgrade takes effect', () => {
    expect(blockedUntil(status, { dataBundle: false })).toBe('2026-08-01');
  });

  it('lets data bundles through, and anything once the downgrade is not pending', () => {
    expect(blockedUntil(status, { dataBundle: true })).toBeNull();
    expect(blockedUntil({ ...status, pending: false }, { dataBundle: false })).toBeNull();
    expect(blockedUntil({ ...status, downgrade: false }, { dataBundle: false })).toBeNull();
  });
});

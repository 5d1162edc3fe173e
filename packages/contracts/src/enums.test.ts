import { describe, expect, it } from 'vitest';
import { effectiveConnectionStatus } from './enums';

describe('effectiveConnectionStatus', () => {
  it.each(['active', 'pending_terminated', 'suspended', 'unsubscribed'])('keeps %s', (status) => {
    expect(effectiveConnectionStatus(status)).toBe(status);
  });

  it('treats any other status as suspended', () => {
    expect(effectiveConnectionStatus('barred')).toBe('suspended');
    expect(effectiveConnectionStatus('')).toBe('suspended');
  });
});

import { describe, expect, it } from 'vitest';
import { formatDateTime } from './payment-date';

describe('formatDateTime', () => {
  it('writes the Swedish-locale date and time in Sri Lanka', () => {
    expect(formatDateTime('2026-11-21T20:15:05Z')).toBe('2026-11-22 01:45:05');
    expect(formatDateTime('2026-01-02T03:04:05+05:30')).toBe('2026-01-02 03:04:05');
  });
});

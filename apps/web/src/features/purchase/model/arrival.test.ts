import { describe, expect, it } from 'vitest';
import { opensOnArrival } from './arrival';

const arrival = {
  requestedOptionId: 'po-1',
  isBundled: false,
  purchaseStatus: 'NOT_PURCHASED',
  connectionType: 1,
} as const;

describe('opensOnArrival', () => {
  it('opens for a product that is not purchased, whatever the connection type', () => {
    expect(opensOnArrival(arrival)).toBe(true);
    expect(opensOnArrival({ ...arrival, connectionType: 7 })).toBe(true);
  });

  it('opens while pending removal except for card payers', () => {
    const pending = { ...arrival, purchaseStatus: 'PURCHASE_PENDING_REMOVE' } as const;
    expect(opensOnArrival(pending)).toBe(true);
    expect(opensOnArrival({ ...pending, connectionType: 6 })).toBe(true);
    expect(opensOnArrival({ ...pending, connectionType: 7 })).toBe(false);
  });

  it('never opens for bundled or purchased products, nor without an option in the address', () => {
    expect(opensOnArrival({ ...arrival, isBundled: true })).toBe(false);
    expect(opensOnArrival({ ...arrival, purchaseStatus: 'PURCHASE_COMPLETE' })).toBe(false);
    expect(opensOnArrival({ ...arrival, requestedOptionId: null })).toBe(false);
  });
});

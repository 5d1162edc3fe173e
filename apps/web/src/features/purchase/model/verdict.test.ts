import { describe, expect, it } from 'vitest';
import { isUnsubscribed, purchaseVerdict } from './verdict';

describe('purchaseVerdict', () => {
  it('takes a completed purchase, or a paid one being provisioned, as a success', () => {
    expect(purchaseVerdict({ purchaseStatus: 'PURCHASE_COMPLETE', paymentStatus: 'SUCCESS' })).toBe('purchased');
    expect(purchaseVerdict({ purchaseStatus: 'PAYMENT_SUCCESS', paymentStatus: 'SUCCESS' })).toBe('provisioning');
  });

  it('waits on a pending payment and fails anything else', () => {
    expect(purchaseVerdict({ purchaseStatus: 'NOT_PURCHASED', paymentStatus: 'PENDING' })).toBe('pending');
    expect(purchaseVerdict({ purchaseStatus: 'NOT_PURCHASED', paymentStatus: null })).toBe('failed');
    expect(purchaseVerdict({ purchaseStatus: 'PURCHASE_FAILED', paymentStatus: 'FAILURE' })).toBe('failed');
  });
});

describe('isUnsubscribed', () => {
  it('is pending removal or no longer purchased', () => {
    expect(isUnsubscribed('PURCHASE_PENDING_REMOVE')).toBe(true);
    expect(isUnsubscribed('NOT_PURCHASED')).toBe(true);
    expect(isUnsubscribed('PURCHASE_COMPLETE')).toBe(false);
  });
});

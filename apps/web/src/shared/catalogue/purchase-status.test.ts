import { describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import type { PurchaseStatus } from './domain';
import { type PurchaseStateInput, pendingRemovalNotes, purchaseButtonText, purchaseState } from './purchase-status';

const { t } = i18n;

const subscriber: PurchaseStateInput = {
  loggedIn: true,
  isBundled: false,
  purchaseStatus: 'NOT_PURCHASED',
  purchaseType: 'PURCHASE_TYPE_SUBSCRIPTION',
  connectionType: 1,
};

describe('purchaseState', () => {
  it('offers nothing to buy while a payment for the product is under way', () => {
    expect(purchaseState({ ...subscriber, paymentStatus: 'PENDING' })).toMatchObject({
      action: null,
      paymentPending: true,
    });
    expect(purchaseState({ ...subscriber, paymentStatus: 'FAILURE' }).action).toEqual({
      kind: 'subscribe',
      disabled: false,
    });
  });

  it('shows visitors no marks and no buttons', () => {
    expect(purchaseState({ ...subscriber, loggedIn: false, purchaseStatus: 'PURCHASE_COMPLETE' })).toEqual({
      purchased: false,
      free: false,
      action: null,
      unsubscribe: false,
      paymentPending: false,
    });
  });

  it('shows a bundled product as Free with no buttons', () => {
    expect(purchaseState({ ...subscriber, isBundled: true, purchaseStatus: 'PURCHASE_COMPLETE' })).toEqual({
      purchased: false,
      free: true,
      action: null,
      unsubscribe: false,
      paymentPending: false,
    });
  });

  it.each([
    ['NOT_PURCHASED', 'PURCHASE_TYPE_SUBSCRIPTION', { kind: 'subscribe', disabled: false }, false, false],
    ['NOT_PURCHASED', 'PURCHASE_TYPE_TRANSACTIONAL', { kind: 'purchase', disabled: false }, false, false],
    [null, 'PURCHASE_TYPE_SUBSCRIPTION', { kind: 'subscribe', disabled: false }, false, false],
    ['PURCHASE_FAILED', 'PURCHASE_TYPE_SUBSCRIPTION', { kind: 'subscribe', disabled: false }, false, false],
    ['PURCHASE_EXPIRED', 'PURCHASE_TYPE_TRANSACTIONAL', { kind: 'purchase', disabled: false }, false, false],
    ['PURCHASE_COMPLETE', 'PURCHASE_TYPE_SUBSCRIPTION', null, true, true],
    ['PURCHASE_COMPLETE', 'PURCHASE_TYPE_TRANSACTIONAL', null, true, false],
    ['PURCHASE_PENDING_REMOVE', 'PURCHASE_TYPE_SUBSCRIPTION', { kind: 'subscribe', disabled: false }, true, false],
    ['PURCHASE_PENDING', 'PURCHASE_TYPE_SUBSCRIPTION', null, false, false],
    ['PAYMENT_SUCCESS', 'PURCHASE_TYPE_SUBSCRIPTION', null, false, false],
    ['NOT_PURCHASED', null, null, false, false],
  ] as const)('%s %s: action %j, purchased %s, unsubscribe %s', (status, type, action, purchased, unsubscribe) => {
    const state = purchaseState({ ...subscriber, purchaseStatus: status, purchaseType: type });
    expect(state).toEqual({ purchased, free: false, action, unsubscribe, paymentPending: false });
  });

  it('disables re-subscribing for card-paying prepaid while pending removal', () => {
    const pending = { ...subscriber, purchaseStatus: 'PURCHASE_PENDING_REMOVE' as const };
    expect(purchaseState({ ...pending, connectionType: 7 }).action).toEqual({ kind: 'subscribe', disabled: true });
    expect(purchaseState({ ...pending, connectionType: 6 }).action).toEqual({ kind: 'subscribe', disabled: false });
  });
});

describe('purchaseButtonText', () => {
  it.each([
    ['subscribe', 'SUBSCRIBE'],
    ['purchase', 'PURCHASE'],
    ['unsubscribe', 'UNSUBSCRIBE'],
  ] as const)('%s reads %s', (kind, text) => {
    expect(purchaseButtonText(t, kind)).toBe(text);
  });
});

describe('pendingRemovalNotes', () => {
  const pending = { purchaseStatus: 'PURCHASE_PENDING_REMOVE' as PurchaseStatus, billingEndDate: '2025-07-31' };

  it.each([1, 3, 6, null] as const)('adds the re-subscribe hint for connection type %s', (connectionType) => {
    expect(pendingRemovalNotes(t, { ...pending, connectionType })).toEqual([
      'Unsubscribed content. You will have access to this only till 31/07/2025.',
      'Please re-subscribe to cancel the unsubscription.',
    ]);
  });

  it('leaves the hint out for card-paying prepaid', () => {
    expect(pendingRemovalNotes(t, { ...pending, connectionType: 7 })).toEqual([
      'Unsubscribed content. You will have access to this only till 31/07/2025.',
    ]);
  });

  it.each([
    ['PURCHASE_COMPLETE', '2025-07-31'],
    ['PURCHASE_PENDING_REMOVE', null],
  ] as const)('is empty for %s ending %s', (purchaseStatus, billingEndDate) => {
    expect(pendingRemovalNotes(t, { purchaseStatus, billingEndDate, connectionType: 1 })).toEqual([]);
  });
});

import type { TransactionResult } from '@selfcare/contracts';
import { describe, expect, it } from 'vitest';
import { cardOutcome, operatorOutcome, provisionDecision } from './outcome';
import { suspendedView } from './suspended-view';

const result = (fields: Partial<TransactionResult>): TransactionResult => ({
  status: 'SUCCESS',
  paymentStatus: 'SUCCESS',
  authCode: null,
  description: null,
  transactionId: null,
  referenceNo: null,
  purchaseId: null,
  amount: 0,
  purchasedPrice: 0,
  unsubscriptionCancelled: false,
  networkError: false,
  ...fields,
});

describe('reactivation outcomes', () => {
  it('reads the operator answer: paid, still with the operator, refused', () => {
    expect(operatorOutcome(result({}))).toEqual({ kind: 'reactivated' });
    expect(operatorOutcome(result({ paymentStatus: null, description: 'held' }))).toEqual({ kind: 'provisioning' });
    expect(operatorOutcome(result({ status: 'RETRY', paymentStatus: 'FAILURE', description: 'again' }))).toEqual({
      kind: 'failed',
      message: 'again',
      networkError: false,
    });
    expect(operatorOutcome(result({ status: 'FAILURE', paymentStatus: 'FAILURE', networkError: true }))).toMatchObject({
      kind: 'failed',
      networkError: true,
    });
  });

  it('reads the card paid status', () => {
    expect(
      cardOutcome({ transactionId: 't', paid: true, status: 'SUCCESS', description: null, heldForReview: false }),
    ).toEqual({
      kind: 'reactivated',
    });
    expect(
      cardOutcome({
        transactionId: 't',
        paid: false,
        status: 'FAILURE',
        description: 'Declined',
        heldForReview: false,
      }),
    ).toEqual({
      kind: 'failed',
      message: 'Declined',
      networkError: false,
    });
  });

  it('follows the provisioning check of spec 000 section 4', () => {
    const status = (s: 'SUCCESS' | 'PENDING' | 'FAILURE', p: 'SUCCESS' | 'FAILURE' | 'PENDING' | null) => ({
      status: s,
      paymentStatus: p,
      description: null,
    });
    expect(provisionDecision(status('FAILURE', 'SUCCESS'), true)).toBe('paymentStatus');
    expect(provisionDecision(status('FAILURE', 'FAILURE'), true)).toBe('cancelled');
    expect(provisionDecision(status('FAILURE', 'PENDING'), true)).toBe('provisioningFailed');
    expect(provisionDecision(status('PENDING', 'SUCCESS'), false)).toBe('provisioning');
    expect(provisionDecision(status('SUCCESS', 'SUCCESS'), false)).toBe('active');
  });

  it('offers RE-ACTIVATE, Select Packages or Pay Now ! by connection type and package', () => {
    expect(suspendedView({ connectionType: 7 }, { recurring: true })).toEqual({
      kind: 'reactivate',
      reasonKey: 'reactivation.cardPaymentFailed',
    });
    expect(suspendedView({ connectionType: 6 }, { recurring: true })).toEqual({
      kind: 'reactivate',
      reasonKey: 'reactivation.insufficientBalance',
    });
    expect(suspendedView({ connectionType: 6 }, { recurring: false })).toEqual({ kind: 'selectPackages' });
    for (const connectionType of [1, 2, 3, 4, 5]) {
      expect(suspendedView({ connectionType }, undefined)).toEqual({ kind: 'payBill' });
    }
  });
});

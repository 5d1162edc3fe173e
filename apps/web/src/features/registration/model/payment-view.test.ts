import type { TransactionResult } from '@selfcare/contracts';
import { describe, expect, it } from 'vitest';
import { cardPaymentView, operatorPaymentView } from './payment-view';

function result(overrides: Partial<TransactionResult>): TransactionResult {
  return {
    status: 'SUCCESS',
    paymentStatus: 'SUCCESS',
    authCode: null,
    description: null,
    transactionId: '00000000-0000-4000-8000-000000000001',
    referenceNo: 'REF1',
    purchaseId: null,
    amount: 1500,
    purchasedPrice: 1250,
    unsubscriptionCancelled: false,
    networkError: false,
    ...overrides,
  };
}

describe('operatorPaymentView', () => {
  it('is a success with the reference when the operator charged', () => {
    expect(operatorPaymentView(result({}))).toEqual({ kind: 'success', provisioning: false, referenceNo: 'REF1' });
  });

  it('is a success still provisioning when provisioning failed after the payment went through', () => {
    expect(operatorPaymentView(result({ status: 'FAILURE', paymentStatus: 'SUCCESS' }))).toMatchObject({
      kind: 'success',
      provisioning: true,
    });
  });

  it('offers a retry only for RETRY', () => {
    expect(operatorPaymentView(result({ status: 'RETRY', paymentStatus: 'RETRY', description: 'busy' }))).toEqual({
      kind: 'failure',
      message: 'busy',
      retryable: true,
      networkError: false,
    });
    expect(operatorPaymentView(result({ status: 'FAILURE', paymentStatus: 'FAILURE' }))).toMatchObject({
      kind: 'failure',
      retryable: false,
    });
  });

  it('keeps processing while the operator has not settled', () => {
    expect(operatorPaymentView(result({ status: 'SUCCESS', paymentStatus: null, description: 'wait' }))).toEqual({
      kind: 'processing',
      description: 'wait',
    });
  });
});

describe('cardPaymentView', () => {
  it('reads paid as a success, a pending payment as processing and anything else as a failure', () => {
    expect(cardPaymentView({ paid: true, status: 'SUCCESS', description: null })).toMatchObject({ kind: 'success' });
    expect(cardPaymentView({ paid: false, status: 'PENDING', description: null })).toMatchObject({
      kind: 'processing',
    });
    expect(cardPaymentView({ paid: false, status: 'FAILURE', description: 'declined' })).toEqual({
      kind: 'failure',
      message: 'declined',
      retryable: false,
      networkError: false,
    });
  });
});

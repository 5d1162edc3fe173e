import type { CardCheckout, TransactionResult } from '@selfcare/contracts';

/** Answers of the payment calls, shaped as the api gives them, for every test that pays. */

export const TRANSACTION_ID = 't-1';

export function transaction(overrides: Partial<TransactionResult> = {}): TransactionResult {
  return {
    status: 'SUCCESS',
    paymentStatus: 'SUCCESS',
    authCode: null,
    description: null,
    transactionId: null,
    referenceNo: null,
    purchaseId: 'pu-1',
    amount: 578.2,
    purchasedPrice: 490,
    unsubscriptionCancelled: false,
    networkError: false,
    ...overrides,
  };
}

export function checkout(overrides: Partial<CardCheckout> = {}): CardCheckout {
  return {
    sdkUrl: '/sandbox/payhere/payhere.js',
    sandbox: true,
    merchantId: '1211149',
    returnUrl: 'http://localhost/paymentStatus',
    cancelUrl: 'http://localhost/paymentStatus',
    notifyUrl: 'http://localhost/api/prepaid/v1/payments/notify',
    referenceNumber: 'ORD-1',
    purchaseItemName: 'Sports Plus',
    purchaseItemId: 'p-1',
    amount: '578.20',
    currency: 'LKR',
    recurrence: '1 Month',
    duration: 'Forever',
    preapprove: false,
    hash: 'ABC123',
    transactionId: TRANSACTION_ID,
    purchasedPrice: 578.2,
    customer: {
      firstName: 'Kamal',
      lastName: 'Silva',
      email: 'kamal@example.lk',
      phone: '0771234567',
      address: '12 Galle Road',
      city: 'Colombo',
      country: 'Sri Lanka',
    },
    ...overrides,
  };
}

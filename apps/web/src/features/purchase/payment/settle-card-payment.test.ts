import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTLE_DELAYS_MS } from '@/shared/payment/read-until-settled';
import { fakeApi } from '@/testing/fake-api';
import { checkout, TRANSACTION_ID, transaction } from '@/testing/payment-fixtures';
import { CONNECTION_ID, logIn, PRODUCT_ID, sportsPlus, USER_ID } from '../testing/purchase-fixtures';
import type { PaymentContext } from './payment-context';
import { settleCardPayment } from './settle-card-payment';

const PAID_PATH = `GET /prepaid/v1/payments/${TRANSACTION_ID}/paid`;
const PRODUCT_PATH = `GET /billing/v1/billing/user-products/${PRODUCT_ID}`;

function context(): PaymentContext {
  return {
    product: sportsPlus(),
    connectionId: CONNECTION_ID,
    connectionType: 7,
    userId: USER_ID,
    telephoneNumber: '0771234567',
    dataBundle: false,
    broadband: false,
    signal: new AbortController().signal,
    onPaying: () => {},
  };
}

/** The gateway's script, answering every payment as completed (the payer paid in the popup). */
function payInPopup() {
  window.payhere = {
    startPayment: (payment) => window.payhere?.onCompleted(payment.order_id),
    onCompleted: () => {},
    onDismissed: () => {},
    onError: () => {},
  };
}

beforeEach(() => {
  logIn();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  delete window.payhere;
});

describe('settleCardPayment', () => {
  it('reports a payment the gateway still holds with its words, without reading the product for as long again', async () => {
    payInPopup();
    const api = fakeApi({
      [PAID_PATH]: {
        transactionId: TRANSACTION_ID,
        paid: false,
        status: 'PENDING',
        description: 'Payment held for review by the bank.',
      },
      [PRODUCT_PATH]: sportsPlus({ purchaseStatus: 'NOT_PURCHASED', paymentStatus: 'PENDING' }),
    });
    const settled = settleCardPayment(context(), {
      checkout: checkout(),
      result: transaction({ status: 'PENDING', paymentStatus: 'PENDING', transactionId: TRANSACTION_ID }),
    });
    await vi.runAllTimersAsync();
    await expect(settled).resolves.toEqual({
      kind: 'pending',
      transactionId: null,
      message: 'Payment held for review by the bank.',
    });
    expect(api.calls(PAID_PATH)).toHaveLength(SETTLE_DELAYS_MS.length + 1);
    expect(api.calls(PRODUCT_PATH)).toHaveLength(0);
  });
});

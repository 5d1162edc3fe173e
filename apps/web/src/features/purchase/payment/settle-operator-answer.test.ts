import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { transaction } from '@/testing/payment-fixtures';
import { CONNECTION_ID, logIn, sportsPlus, USER_ID } from '../testing/purchase-fixtures';
import type { PaymentContext } from './payment-context';
import { settleOperatorAnswer } from './settle-operator-answer';

function context(): PaymentContext {
  return {
    product: sportsPlus(),
    connectionId: CONNECTION_ID,
    connectionType: 6,
    userId: USER_ID,
    telephoneNumber: '0771234567',
    dataBundle: false,
    broadband: false,
    signal: new AbortController().signal,
    onPaying: () => {},
  };
}

beforeEach(() => logIn());

describe('settleOperatorAnswer', () => {
  it('says a subscribe cancelled the pending unsubscription, with nothing charged or read again', async () => {
    const api = fakeApi({});
    const answer = transaction({ amount: 0, purchasedPrice: 0, unsubscriptionCancelled: true });
    await expect(settleOperatorAnswer(context(), answer)).resolves.toEqual({ kind: 'unsubscriptionCancelled' });
    expect(api.fetchMock).not.toHaveBeenCalled();
  });
});

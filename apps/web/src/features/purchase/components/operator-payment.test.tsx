import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { TRANSACTION_ID, transaction } from '@/testing/payment-fixtures';
import {
  beforePinRoutes,
  CONNECTION_ID,
  confirmPurchase,
  logIn,
  PRODUCT_ID,
  purchased,
  ROUTES,
  renderActions,
  sportsPlus,
  USER_ID,
} from '../testing/purchase-fixtures';

const OPERATOR = { connectionType: 6 };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

beforeEach(() => logIn());
afterEach(() => vi.useRealTimers());

describe('an operator payment (connection type 6)', () => {
  it('sends the operator payload and shows the reference of a payment that went through', async () => {
    const api = fakeApi({
      ...beforePinRoutes(),
      [ROUTES.operatorPurchase]: transaction({ transactionId: TRANSACTION_ID, referenceNo: 'MB-77' }),
      [ROUTES.product]: sportsPlus(purchased),
    });
    const { user } = await renderActions(sportsPlus(), OPERATOR);
    await confirmPurchase(user);
    expect(await screen.findByText('Subscription Successful')).toBeInTheDocument();
    expect(screen.getByText('Reference No : MB-77')).toBeInTheDocument();
    expect(api.calls(ROUTES.operatorPurchase)[0]?.body).toEqual({
      purchaseOptionId: 'po-1',
      currency: 'LKR',
      amount: 490,
      productId: PRODUCT_ID,
      userId: USER_ID,
      userConnectionId: CONNECTION_ID,
      userConnectionType: 'mobitel',
      pin: '1234',
      voucherId: null,
      voucherCode: null,
    });
  });

  it("shows the operator's description when it refuses the payment", async () => {
    fakeApi({
      ...beforePinRoutes(),
      [ROUTES.operatorPurchase]: transaction({
        status: 'FAILURE',
        paymentStatus: 'FAILURE',
        description: 'Insufficient balance in the mobile account.',
      }),
    });
    const { user } = await renderActions(sportsPlus(), OPERATOR);
    await confirmPurchase(user);
    expect(await screen.findByText('Subscription Failed')).toBeInTheDocument();
    expect(screen.getByText('Insufficient balance in the mobile account.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'RETRY PAYMENT' })).not.toBeInTheDocument();
  });

  it('asks for the mobitel network when the request came over another', async () => {
    fakeApi({
      ...beforePinRoutes(),
      [ROUTES.operatorPurchase]: transaction({ status: 'FAILURE', paymentStatus: 'FAILURE', networkError: true }),
    });
    const { user } = await renderActions(sportsPlus(), OPERATOR);
    await confirmPurchase(user);
    expect(await screen.findByText('Please try again with a mobitel network connection.')).toBeInTheDocument();
  });

  it('offers RETRY PAYMENT when the operator asks for a retry, and retries by transaction id', async () => {
    const api = fakeApi({
      ...beforePinRoutes(),
      [ROUTES.operatorPurchase]: transaction({
        status: 'RETRY',
        paymentStatus: 'RETRY',
        transactionId: TRANSACTION_ID,
        description: 'The operator could not charge now.',
      }),
      [ROUTES.operatorRetry]: transaction({ transactionId: TRANSACTION_ID, referenceNo: 'MB-78' }),
      [ROUTES.product]: sportsPlus(purchased),
    });
    const { user } = await renderActions(sportsPlus(), OPERATOR);
    await confirmPurchase(user);
    const dialog = await screen.findByRole('dialog', { name: 'Subscribing' });
    expect(await within(dialog).findByText('Subscription Failed')).toBeInTheDocument();
    expect(within(dialog).getByText('The operator could not charge now.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'RETRY PAYMENT' }));
    expect(await screen.findByText('Subscription Successful')).toBeInTheDocument();
    expect(screen.getByText('Reference No : MB-78')).toBeInTheDocument();
    const [retry] = api.calls(ROUTES.operatorRetry);
    expect(retry?.headers.get('Idempotency-Key')).toMatch(UUID);
    expect(retry?.headers.get('Idempotency-Key')).not.toBe(
      api.calls(ROUTES.operatorPurchase)[0]?.headers.get('Idempotency-Key'),
    );
  });

  it("says 'Please do not close this window.' while the operator takes the payment", async () => {
    let answer: (result: unknown) => void = () => {};
    fakeApi({
      ...beforePinRoutes(),
      [ROUTES.operatorPurchase]: () => new Promise((resolve) => (answer = resolve)),
      [ROUTES.product]: sportsPlus(purchased),
    });
    const { user } = await renderActions(sportsPlus(), OPERATOR);
    await confirmPurchase(user);

    const dialog = screen.getByRole('dialog', { name: 'Subscribing' });
    const progress = await within(dialog).findByText('Please do not close this window.');
    expect(progress.closest('[role="status"]')).toHaveTextContent('Payment Processing....');
    answer(transaction({ transactionId: TRANSACTION_ID, referenceNo: 'MB-80' }));
    expect(await screen.findByText('Subscription Successful')).toBeInTheDocument();
  });

  it('shows the description of an unsettled payment while it asks the operator again, then verifies', async () => {
    let settleRetry: (answer: unknown) => void = () => {};
    const api = fakeApi({
      ...beforePinRoutes(),
      [ROUTES.operatorPurchase]: transaction({
        paymentStatus: null,
        transactionId: TRANSACTION_ID,
        description: 'Your payment is being processed by your mobile operator.',
      }),
      [ROUTES.operatorRetry]: () => new Promise((resolve) => (settleRetry = resolve)),
      [ROUTES.product]: sportsPlus(purchased),
    });
    const { user } = await renderActions(sportsPlus(), OPERATOR);
    await confirmPurchase(user);

    expect(await screen.findByText('Your payment is being processed by your mobile operator.')).toBeInTheDocument();
    expect(screen.getByText('Please do not close this window.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    settleRetry(transaction({ transactionId: TRANSACTION_ID, referenceNo: 'MB-79' }));
    expect(await screen.findByText('Subscription Successful')).toBeInTheDocument();
    expect(screen.getByText('Reference No : MB-79')).toBeInTheDocument();
    expect(api.calls(ROUTES.operatorRetry)).toHaveLength(1);
    expect(api.calls(ROUTES.product)).toHaveLength(1);
  });

  it('offers to ask again about a payment still unsettled after a while', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const pending = transaction({
      paymentStatus: null,
      transactionId: TRANSACTION_ID,
      description: 'Your payment is being processed by your mobile operator.',
    });
    const api = fakeApi({
      ...beforePinRoutes(),
      [ROUTES.operatorPurchase]: pending,
      [ROUTES.operatorRetry]: pending,
    });
    const { user } = await renderActions(sportsPlus(), OPERATOR);
    await confirmPurchase(user);
    await screen.findByText('Please do not close this window.');
    await vi.advanceTimersByTimeAsync(120_000);

    const dialog = await screen.findByRole('dialog', { name: 'Subscribing' });
    expect(dialog).toHaveTextContent('Your payment is being processed by your mobile operator.');
    expect(within(dialog).getByRole('button', { name: 'RETRY PAYMENT' })).toBeEnabled();
    const keys = api.calls(ROUTES.operatorRetry).map((call) => call.headers.get('Idempotency-Key'));
    expect(keys.length).toBeGreaterThan(3);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CardGateway, GatewayPayment } from '@/shared/payment/card-gateway';
import { fakeApi, inTurn } from '@/testing/fake-api';
import { checkout, TRANSACTION_ID, transaction } from '@/testing/payment-fixtures';
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

const CARD = { connectionType: 7 };

/** A stand-in for the gateway's script: records the payments it is asked to start. */
function installGateway() {
  const payments: GatewayPayment[] = [];
  const gateway: CardGateway = {
    startPayment: (payment) => payments.push(payment),
    onCompleted: () => {},
    onDismissed: () => {},
    onError: () => {},
  };
  window.payhere = gateway;
  return { gateway, payments };
}

const cardPurchase = {
  checkout: checkout(),
  result: transaction({ status: 'PENDING', paymentStatus: 'PENDING', transactionId: TRANSACTION_ID }),
};

const paid = { transactionId: TRANSACTION_ID, paid: true, status: 'SUCCESS', description: null, heldForReview: false };
const reference = {
  transactionId: TRANSACTION_ID,
  referenceNo: 'PH-320',
  productName: 'Sports Plus',
  purchasedPrice: 578.2,
  amount: 578.2,
  status: 'SUCCESS',
  paymentMethod: 'VISA',
  cardDetails: '************1292',
};

beforeEach(() => logIn());
afterEach(() => {
  delete window.payhere;
});

describe('a card payment (connection type 7)', () => {
  it('pays the taxed price at the gateway, waits for the paid status and shows the reference', async () => {
    const { gateway, payments } = installGateway();
    const api = fakeApi({
      ...beforePinRoutes(),
      [ROUTES.cardPurchase]: cardPurchase,
      [ROUTES.paid]: inTurn({ ...paid, paid: false, status: 'PENDING' }, paid),
      [ROUTES.product]: sportsPlus(purchased),
      [ROUTES.reference]: reference,
    });
    const { user } = await renderActions(sportsPlus(), CARD);
    await confirmPurchase(user);

    expect(await screen.findByText('Payment Processing....')).toBeInTheDocument();
    expect(screen.getByText('Please do not close this window.')).toBeInTheDocument();
    await waitFor(() => expect(payments).toHaveLength(1));
    expect(payments[0]).toEqual({
      sandbox: true,
      merchant_id: '1211149',
      return_url: 'http://localhost/paymentStatus',
      cancel_url: 'http://localhost/paymentStatus',
      notify_url: 'http://localhost/api/prepaid/v1/payments/notify',
      order_id: 'ORD-1',
      items: 'Sports Plus',
      amount: '578.20',
      currency: 'LKR',
      hash: 'ABC123',
      first_name: 'Kamal',
      last_name: 'Silva',
      email: 'kamal@example.lk',
      phone: '0771234567',
      address: '12 Galle Road',
      city: 'Colombo',
      country: 'Sri Lanka',
      recurrence: '1 Month',
      duration: 'Forever',
    });
    expect(api.calls(ROUTES.cardPurchase)[0]?.body).toEqual({
      purchaseOptionId: 'po-1',
      currency: 'LKR',
      amount: 578.2,
      productId: PRODUCT_ID,
      productTypeId: sportsPlus().productTypeId,
      userId: USER_ID,
      userConnectionId: CONNECTION_ID,
      userConnectionType: 'prepaid',
      userTelephoneNumber: '0771234567',
      pin: '1234',
      voucherId: null,
      voucherCode: null,
    });

    gateway.onCompleted('ORD-1');
    expect(await screen.findByText('Subscription Successful', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('Reference No : PH-320')).toBeInTheDocument();
    expect(api.calls(ROUTES.paid)).toHaveLength(2);
  });

  it('says nothing was charged when the subscriber closes the gateway, and TRY AGAIN starts over', async () => {
    const { gateway, payments } = installGateway();
    const api = fakeApi({ ...beforePinRoutes(), [ROUTES.cardPurchase]: cardPurchase });
    const { user } = await renderActions(sportsPlus(), CARD);
    await confirmPurchase(user);
    await waitFor(() => expect(payments).toHaveLength(1));

    gateway.onDismissed();
    const result = await screen.findByRole('dialog', { name: 'Subscribing' });
    expect(within(result).getByRole('status')).toHaveTextContent(
      'Payment cancelledYou have not been charged. You can try again whenever you are ready.',
    );
    expect(screen.queryByText('Payment Processing....')).not.toBeInTheDocument();
    expect(api.calls(ROUTES.paid)).toHaveLength(0);

    await user.click(within(result).getByRole('button', { name: 'TRY AGAIN' }));
    const modal = await screen.findByRole('dialog', { name: 'Subscribing' });
    expect(within(modal).getByLabelText('Purchase option')).toBeInTheDocument();
  });

  it('OK after a cancelled checkout gives the focus back to SUBSCRIBE', async () => {
    const { gateway, payments } = installGateway();
    fakeApi({ ...beforePinRoutes(), [ROUTES.cardPurchase]: cardPurchase });
    const { user } = await renderActions(sportsPlus(), CARD);
    await confirmPurchase(user);
    await waitFor(() => expect(payments).toHaveLength(1));

    gateway.onDismissed();
    const result = await screen.findByRole('dialog', { name: 'Subscribing' });
    await user.click(within(result).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'SUBSCRIBE' })).toHaveFocus());
  });

  it('only logs a gateway error, then verifies the purchase', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { gateway, payments } = installGateway();
    const api = fakeApi({
      ...beforePinRoutes(),
      [ROUTES.cardPurchase]: cardPurchase,
      [ROUTES.product]: sportsPlus(),
    });
    const { user } = await renderActions(sportsPlus(), CARD);
    await confirmPurchase(user);
    await waitFor(() => expect(payments).toHaveLength(1));

    gateway.onError('Unable to reach the bank');
    expect(await screen.findByText('Subscription Failed')).toBeInTheDocument();
    expect(screen.queryByText('Unable to reach the bank')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Unable to reach the bank');
    expect(api.calls(ROUTES.product)).toHaveLength(1);
  });

  it('says at once that the bank holds the payment for review, and what comes next', async () => {
    const { gateway, payments } = installGateway();
    const held = { ...paid, paid: false, status: 'PENDING', description: 'Payment held for review by the bank.' };
    const api = fakeApi({
      ...beforePinRoutes(),
      [ROUTES.cardPurchase]: cardPurchase,
      [ROUTES.paid]: { ...held, heldForReview: true },
    });
    const { user } = await renderActions(sportsPlus(), CARD);
    await confirmPurchase(user);
    await waitFor(() => expect(payments).toHaveLength(1));

    gateway.onCompleted('ORD-1');
    const result = await screen.findByRole('dialog', { name: 'Subscribing' });
    expect(within(result).getByText('Payment held for review by the bank.')).toBeInTheDocument();
    expect(
      within(result).getByText(
        'Your bank is holding this payment for review. You do not need to do anything: we will send you an SMS when your bank approves or declines it.',
      ),
    ).toBeInTheDocument();
    // One read was enough: the bank's decision comes later, whatever the page does.
    expect(api.calls(ROUTES.paid)).toHaveLength(1);
  });

  it("reports a declined card with the gateway's reason", async () => {
    const { gateway, payments } = installGateway();
    fakeApi({
      ...beforePinRoutes(),
      [ROUTES.cardPurchase]: cardPurchase,
      [ROUTES.paid]: { ...paid, paid: false, status: 'FAILURE', description: 'The card payment was declined.' },
    });
    const { user } = await renderActions(sportsPlus(), CARD);
    await confirmPurchase(user);
    await waitFor(() => expect(payments).toHaveLength(1));

    gateway.onCompleted('ORD-1');
    expect(await screen.findByText('Subscription Failed')).toBeInTheDocument();
    expect(screen.getByText('The card payment was declined.')).toBeInTheDocument();
  });

  it('completes at once when nothing is left to pay', async () => {
    const { payments } = installGateway();
    fakeApi({
      ...beforePinRoutes(),
      [ROUTES.cardPurchase]: { checkout: null, result: transaction({ referenceNo: 'FREE-1' }) },
    });
    const { user } = await renderActions(sportsPlus(), CARD);
    await confirmPurchase(user);
    expect(await screen.findByText('Subscription Successful')).toBeInTheDocument();
    expect(screen.getByText('Reference No : FREE-1')).toBeInTheDocument();
    expect(payments).toHaveLength(0);
  });
});

import type { ReactivationDetails } from '@selfcare/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { writeStored } from '@/shared/session/storage';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { fixedLineConnection } from '@/testing/fixtures';
import { RoutedTo, renderRoutes } from '@/testing/render';
import { SuspendedPanel } from './suspended-panel';

const CONNECTION = '11111111-1111-4111-8111-111111111111';
const USER = '22222222-2222-4222-8222-222222222222';
const TRANSACTION = '33333333-3333-4333-8333-333333333333';

function reactivationDetails(connectionType: 6 | 7, recurring = true): ReactivationDetails {
  return {
    connectionId: CONNECTION,
    connectionType,
    status: 'suspended',
    recurring,
    failureDescription: null,
    basePackage: {
      productId: '44444444-4444-4444-8444-444444444444',
      productTypeId: '55555555-5555-4555-8555-555555555555',
      productName: 'PEOTVGO',
      purchaseOptionId: '66666666-6666-4666-8666-666666666666',
      purchaseType: recurring ? 'PURCHASE_TYPE_SUBSCRIPTION' : 'PURCHASE_TYPE_TRANSACTIONAL',
      amount: connectionType === 7 ? 578.2 : 499,
      charged: 578.2,
      billingEndDate: '2026-01-01',
    },
  };
}

function serve(
  details: ReactivationDetails,
  reactivate: () => Response = () => jsonResponse(500),
  provision: () => Response = () =>
    jsonResponse(200, { status: 'SUCCESS', paymentStatus: 'SUCCESS', description: null }),
) {
  return mockFetch((path, init) => {
    if (path.includes('/reactivation-details')) return jsonResponse(200, details);
    if (path.endsWith('/account/connections')) {
      const summary = { ...fixedLineConnection, connectionId: CONNECTION, connectionType: details.connectionType };
      return jsonResponse(200, [{ ...summary, name: 'My PEOTVGO', telephoneNumber: null, mobile: '0771234567' }]);
    }
    if (path.includes('/base-provision-status')) return provision();
    if (path.includes('/reactivate-base-package') && init.method === 'POST') return reactivate();
    if (path.includes(`/payments/${TRANSACTION}/paid`)) {
      return jsonResponse(200, {
        transactionId: TRANSACTION,
        paid: true,
        status: 'SUCCESS',
        description: null,
        heldForReview: false,
      });
    }
    return jsonResponse(404, { message: 'Not found', code: 'NOT_FOUND' });
  });
}

function renderPanel(connectionType: number) {
  writeStored({ jwt: 'jwt-1', userId: USER, conID: CONNECTION });
  return renderRoutes([
    { path: '/', element: <SuspendedPanel details={{ connectionId: CONNECTION, connectionType }} /> },
    { path: '/viewpackage', element: <RoutedTo /> },
    { path: '/provisioning-failed', element: <RoutedTo /> },
  ]);
}

const operatorResult = (fields: Record<string, unknown>) =>
  jsonResponse(200, {
    status: 'SUCCESS',
    paymentStatus: 'SUCCESS',
    authCode: null,
    description: null,
    transactionId: TRANSACTION,
    referenceNo: 'TXABC',
    purchaseId: null,
    amount: 578.2,
    purchasedPrice: 499,
    unsubscriptionCancelled: false,
    networkError: false,
    ...fields,
  });

afterEach(() => {
  delete window.payhere;
  sessionStorage.clear();
});

describe('SuspendedPanel', () => {
  it('asks fixed-line subscribers to pay the outstanding bill', async () => {
    serve(reactivationDetails(7));
    renderPanel(2);
    expect(
      await screen.findByText(
        'Your connection is in a suspended state. Please proceed the outstanding payment for re-activation.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: /Pay Now !/ })).toHaveAttribute('target', '_blank');
  });

  it('gives the card-payment reason and RE-ACTIVATE for a prepaid subscription', async () => {
    serve(reactivationDetails(7));
    renderPanel(7);
    expect(await screen.findByText(/card payment for your package renewal was unsuccessful/)).toBeVisible();
    expect(screen.getByText('PEOTVGO: Rs. 578.20')).toBeVisible();
    expect(screen.getByRole('button', { name: 'RE-ACTIVATE' })).toBeEnabled();
  });

  it('sends a one-off package that has ended to /viewpackage as a reactivation', async () => {
    serve(reactivationDetails(6, false));
    const { user } = renderPanel(6);
    expect(
      await screen.findByText(
        'Your package has expired. Please select and purchase a package of your choice to enjoy this service.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Select Packages' }));
    expect(await screen.findByText('Routed to /viewpackage')).toBeVisible();
    expect(JSON.parse(sessionStorage.getItem('selfcare.registration') ?? '')).toEqual({
      mode: 'reactivate',
      connectionId: CONNECTION,
      connectionType: 6,
    });
  });

  it('reactivates a mobile-billed connection and says so', async () => {
    const fetchMock = serve(reactivationDetails(6), () => operatorResult({}));
    const { user } = renderPanel(6);
    expect(await screen.findByText(/insufficient balance on your telephone number/)).toBeVisible();
    // Mobile-billed amounts are the price before taxes, with '+tax' (spec 001 section 9).
    expect(screen.getByText('PEOTVGO: Rs. 499.00 +tax')).toBeVisible();
    const payment = await screen.findByLabelText('Payment details');
    expect(payment).toHaveTextContent('My PEOTVGO (0771234567)');
    expect(payment).toHaveTextContent('The mobile bill of this connection');
    await user.click(screen.getByRole('button', { name: 'RE-ACTIVATE' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Reactivated Successfully');
    expect(within(dialog).getByRole('button', { name: 'CONTINUE' })).toBeVisible();
    const [, init] = fetchMock.mock.calls.find(([path]) => String(path).includes('reactivate-base-package')) ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({ userConnectionType: 'mobitel', amount: 499, userId: USER });
    expect(new Headers(init?.headers).get('Idempotency-Key')).toBeTruthy();
  });

  it('shows the provisioning notice for a payment still with the operator', async () => {
    serve(reactivationDetails(6), () => operatorResult({ paymentStatus: null, description: 'held' }));
    const { user } = renderPanel(6);
    await user.click(await screen.findByRole('button', { name: 'RE-ACTIVATE' }));
    expect(
      await screen.findByText(
        'We are currently working on provisioning you with the product. You will be notified via SMS upon successful activation.',
      ),
    ).toBeVisible();
  });

  it('CONTINUE on a connection still suspended, its package not provisioned, goes to /provisioning-failed', async () => {
    serve(
      reactivationDetails(6),
      () => operatorResult({ paymentStatus: null, description: 'held' }),
      () => jsonResponse(200, { status: 'FAILURE', paymentStatus: 'PENDING', description: null }),
    );
    const { user } = renderPanel(6);
    await user.click(await screen.findByRole('button', { name: 'RE-ACTIVATE' }));
    await user.click(await screen.findByRole('button', { name: 'CONTINUE' }));
    expect(await screen.findByText('Routed to /provisioning-failed')).toBeInTheDocument();
    expect(sessionStorage.getItem('selfcare.packagePurchaseStatus')).toBe(CONNECTION);
  });

  it('CONTINUE after a reactivation whose package is provisioned stays on the landing', async () => {
    serve(reactivationDetails(6), () => operatorResult({}));
    const { user } = renderPanel(6);
    await user.click(await screen.findByRole('button', { name: 'RE-ACTIVATE' }));
    await user.click(await screen.findByRole('button', { name: 'CONTINUE' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Routed to /provisioning-failed')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('selfcare.packagePurchaseStatus')).toBeNull();
  });

  it('shows Payment Unsuccessful with the network-error text and RETRY', async () => {
    serve(reactivationDetails(6), () =>
      operatorResult({ status: 'FAILURE', paymentStatus: 'FAILURE', networkError: true, description: 'x' }),
    );
    const { user } = renderPanel(6);
    await user.click(await screen.findByRole('button', { name: 'RE-ACTIVATE' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Payment Unsuccessful')).toBeVisible();
    expect(within(dialog).getByText('Please try again with a mobitel network connection.')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'RETRY' })).toBeVisible();
  });

  it('opens the card checkout, verifies the payment by transaction id and reports success', async () => {
    window.payhere = {
      startPayment: (payment) => window.payhere?.onCompleted(payment.order_id),
      onCompleted: () => {},
      onDismissed: () => {},
      onError: () => {},
    };
    const checkout = {
      sdkUrl: '/sandbox/payhere/payhere.js',
      sandbox: true,
      merchantId: 'M1',
      returnUrl: 'r',
      cancelUrl: 'c',
      notifyUrl: 'n',
      referenceNumber: 'ORD1',
      purchaseItemName: 'PEOTVGO',
      purchaseItemId: 'p',
      amount: '578.20',
      currency: 'LKR',
      recurrence: null,
      duration: null,
      hash: 'h',
      transactionId: TRANSACTION,
      purchasedPrice: 499,
      customer: { firstName: 'R', lastName: 'B', email: 'e', phone: 'p', address: 'a', city: 'c', country: 'LK' },
    };
    const fetchMock = serve(reactivationDetails(7), () =>
      jsonResponse(200, { checkout, result: { status: 'PENDING' } }),
    );
    const { user } = renderPanel(7);
    await user.click(await screen.findByRole('button', { name: 'RE-ACTIVATE' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Reactivated Successfully');
    expect(fetchMock.mock.calls.some(([path]) => String(path).includes(`/payments/${TRANSACTION}/paid`))).toBe(true);
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { connectionDetailsQueryKey } from '@/shared/account/api/get-connection-details';
import { readStored, writeStored } from '@/shared/session/storage';
import { fakeApi, inTurn } from '@/testing/fake-api';
import type { RegistrationState } from '../model/registration-store';
import { readRegistration } from '../model/registration-store';
import { CONNECTION_ID, renderStep, TOKEN } from '../testing/render-step';
import { PaymentStatusPage } from './payment-status-page';

const VALIDATE = 'POST /users/v1/registration/consent/validate';
const RETRY = 'POST /users/v1/registration/retry';
const TRANSACTION = '00000000-0000-4000-8000-0000000000e1';

const result = (overrides: Record<string, unknown> = {}) => ({
  status: 'SUCCESS',
  paymentStatus: 'SUCCESS',
  authCode: null,
  description: null,
  transactionId: TRANSACTION,
  referenceNo: 'OP123456',
  purchaseId: null,
  amount: 1640.2,
  purchasedPrice: 1390,
  unsubscriptionCancelled: false,
  networkError: false,
  ...overrides,
});

const operator = (mode: RegistrationState['mode'] = 'register'): RegistrationState => ({
  mode,
  connectionType: 6,
  connectionId: CONNECTION_ID,
  registrationToken: TOKEN,
  mobile: '0711234565',
  purchase: { productId: 'p-lite', productName: 'PEO Lite', price: 1390, transactionId: null, referenceNo: null },
});

function render(at: string, registration: RegistrationState = operator(), loggedIn = false) {
  return renderStep('/paymentStatus', PaymentStatusPage, { registration, at, loggedIn });
}

describe('PaymentStatusPage', () => {
  it('validates the consent of the bridge id and shows the operator payment, then CONTINUE to /auth', async () => {
    const api = fakeApi({ [VALIDATE]: result() });
    const { user } = render('/paymentStatus?bridgeID=bridge-1');
    expect(screen.getByText('Payment Processing....')).toBeInTheDocument();
    expect(screen.getByText('Please do not close this window.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    expect(screen.getByText('PEO Lite')).toBeInTheDocument();
    expect(screen.getByText('Rs. 1,390.00 +tax')).toBeInTheDocument();
    expect(screen.getByText('Paid through your Mobitel connection 0711234565')).toBeInTheDocument();
    expect(screen.getByText('Reference No : OP123456')).toBeInTheDocument();
    expect(Object.fromEntries(api.calls(VALIDATE)[0]?.query ?? [])).toEqual({
      bridgeId: 'bridge-1',
      msisdn: '0711234565',
    });
    await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
    expect(await screen.findByText('Routed to /auth')).toBeInTheDocument();
    expect(readRegistration()?.purchase).toBeUndefined();
  });

  it('returns to / in reactivate mode', async () => {
    fakeApi({ [VALIDATE]: result() });
    const { user } = render('/paymentStatus?bridgeID=bridge-1', operator('reactivate'), true);
    await user.click(await screen.findByRole('button', { name: 'CONTINUE' }));
    expect(await screen.findByText('Routed to /')).toBeInTheDocument();
    expect(readRegistration()).toBeNull();
  });

  it('shows the provisioning description instead of CONTINUE while the product is provisioned', async () => {
    fakeApi({ [VALIDATE]: result({ status: 'FAILURE', paymentStatus: 'SUCCESS' }) });
    render('/paymentStatus?bridgeID=bridge-1');
    expect(
      await screen.findByText(
        'We are currently working on provisioning you with the product. You will be notified via SMS upon successful activation.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'CONTINUE' })).not.toBeInTheDocument();
  });

  it('says "Consent not granted" when the consent page returned without a bridge id', async () => {
    const api = fakeApi({});
    const { user } = render('/paymentStatus');
    expect(await screen.findByRole('heading', { name: 'Payment Unsuccessful' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Consent not granted');
    expect(api.fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'GO BACK' }));
    expect(await screen.findByText('Routed to /viewpackage')).toBeInTheDocument();
  });

  it('offers RETRY PAYMENT for a RETRY and shows the retried payment', async () => {
    fakeApi({
      [VALIDATE]: result({ status: 'RETRY', paymentStatus: 'RETRY', description: 'A temporary error. Please retry.' }),
      [RETRY]: result({ referenceNo: 'OP999' }),
    });
    const { user } = render('/paymentStatus?bridgeID=bridge-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('A temporary error. Please retry.');
    await user.click(screen.getByRole('button', { name: 'RETRY PAYMENT' }));
    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    expect(screen.getByText('Reference No : OP999')).toBeInTheDocument();
  });

  it('keeps RETRY PAYMENT disabled for a FAILURE, and shows the mobile-network message', async () => {
    fakeApi({ [VALIDATE]: result({ status: 'FAILURE', paymentStatus: 'FAILURE', networkError: true }) });
    render('/paymentStatus?bridgeID=bridge-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please try again with a mobitel network connection.');
    expect(screen.getByRole('button', { name: 'RETRY PAYMENT' })).toBeDisabled();
  });

  it('shows the generic message when the validation fails on the server', async () => {
    fakeApi({ [VALIDATE]: new Response(null, { status: 502 }) });
    render('/paymentStatus?bridgeID=bridge-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong, please contact your service provider',
    );
  });

  const cardPayment = (overrides: Record<string, unknown> = {}) => ({
    transactionId: TRANSACTION,
    referenceNo: null,
    productName: 'PEO Lite',
    purchasedPrice: 1390,
    amount: 1640.2,
    status: 'PENDING',
    paymentMethod: 'CARD',
    cardDetails: null,
    description: null,
    ...overrides,
  });
  const card = (mode: RegistrationState['mode'] = 'register'): RegistrationState => ({
    ...operator(mode),
    connectionType: 7,
    purchase: {
      productId: 'p-lite',
      productName: 'PEO Lite',
      price: 1390,
      transactionId: TRANSACTION,
      referenceNo: null,
    },
  });
  const COMPLETION = `GET /users/v1/registration/${CONNECTION_ID}/completion`;

  it('type 7: waits for the registration to complete after the card checkout, then shows the card and reference', async () => {
    const api = fakeApi({
      [COMPLETION]: inTurn(
        { completed: false, payment: cardPayment() },
        {
          completed: true,
          authCode: 'ABC123',
          payment: cardPayment({
            status: 'SUCCESS',
            referenceNo: 'PH777',
            paymentMethod: 'VISA',
            cardDetails: '************1292',
          }),
        },
      ),
    });
    render(`/paymentStatus?transactionId=${TRANSACTION}`, card());
    expect(await screen.findByRole('heading', { name: 'Payment Successful' }, { timeout: 3_000 })).toBeInTheDocument();
    // What the card was charged, taxes included, as card amounts read.
    expect(screen.getByText('Rs. 1,640.20')).toBeInTheDocument();
    expect(screen.queryByText(/\+tax/)).not.toBeInTheDocument();
    expect(screen.getByText('Paid by VISA')).toBeInTheDocument();
    expect(screen.getByText('Card: ************1292')).toBeInTheDocument();
    expect(screen.getByText('Reference No : PH777')).toBeInTheDocument();
    expect(api.calls(COMPLETION)).toHaveLength(2);
  });

  it('type 7 added by a logged-in subscriber reads the same answer with the session', async () => {
    const api = fakeApi({
      [COMPLETION]: {
        completed: true,
        authCode: 'ABC123',
        payment: cardPayment({ status: 'SUCCESS', referenceNo: 'PH778', paymentMethod: 'MASTER' }),
      },
    });
    render(`/paymentStatus?transactionId=${TRANSACTION}`, card('addConnection'), true);
    expect(await screen.findByText('Paid by MASTER')).toBeInTheDocument();
    expect(screen.getByText('Reference No : PH778')).toBeInTheDocument();
    expect(api.calls(COMPLETION)).toHaveLength(1);
  });

  it('type 7 reactivation: waits for the new package to be paid, then CONTINUE shows the landing afresh', async () => {
    const api = fakeApi({
      [COMPLETION]: inTurn(
        { completed: false, authCode: null, payment: cardPayment() },
        {
          completed: true,
          authCode: 'ABC123',
          payment: cardPayment({ status: 'SUCCESS', referenceNo: 'PH779', paymentMethod: 'VISA' }),
        },
      ),
    });
    const { user, queryClient } = render(`/paymentStatus?transactionId=${TRANSACTION}`, card('reactivate'), true);
    writeStored({ conID: CONNECTION_ID, connectionStatus: 'suspended' });
    queryClient.setQueryData(connectionDetailsQueryKey(CONNECTION_ID), { status: 'suspended' });
    expect(await screen.findByRole('heading', { name: 'Payment Successful' }, { timeout: 3_000 })).toBeInTheDocument();
    expect(screen.getByText('Reference No : PH779')).toBeInTheDocument();
    expect(api.calls(COMPLETION)).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
    expect(await screen.findByText('Routed to /')).toBeInTheDocument();
    expect(readRegistration()).toBeNull();
    // The landing must not show the suspended screen it cached before the payment.
    expect(readStored('connectionStatus')).toBe('active');
    expect(queryClient.getQueryData(connectionDetailsQueryKey(CONNECTION_ID))).toBeUndefined();
  });

  it('type 7: a declined card is Payment Unsuccessful with the reason, and no RETRY PAYMENT', async () => {
    fakeApi({
      [COMPLETION]: {
        completed: false,
        payment: cardPayment({ status: 'FAILURE', description: 'Card declined by the issuer.' }),
      },
    });
    render(`/paymentStatus?transactionId=${TRANSACTION}`, card());
    expect(await screen.findByRole('heading', { name: 'Payment Unsuccessful' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Card declined by the issuer.');
    expect(screen.getByRole('button', { name: 'RETRY PAYMENT' })).toBeDisabled();
  });
});

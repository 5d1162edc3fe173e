import type {
  ConnectionDetails,
  GiftVoucherDetail,
  GiftVoucherPurchaseResult,
  PaidStatus,
  PurchasedVoucher,
  PurchaseReference,
} from '@selfcare/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CardGateway, GatewayPayment } from '@/shared/payment/card-gateway';
import { writeStored } from '@/shared/session/storage';
import { fakeApi, inTurn } from '@/testing/fake-api';
import { fixedLineDetails } from '@/testing/fixtures';
import { checkout } from '@/testing/payment-fixtures';
import { renderRoutes } from '@/testing/render';
import { GiftVoucherPage } from './gift-voucher-page';

configure({ asyncUtilTimeout: 10_000 });

const CONNECTION_ID = 'c0000000-0000-4000-8000-000000000007';
const VOUCHER_ID = '0b7f6c1e-3c56-4d6b-9d0e-1a2b3c4d5e6f';
const OTHER_VOUCHER_ID = '1c8a7d2f-4d67-4e7c-8e1f-2b3c4d5e6f70';
const TRANSACTION_ID = 'e1000000-0000-4000-8000-000000000001';

const bingePack: GiftVoucherDetail = {
  id: VOUCHER_ID,
  voucherId: VOUCHER_ID,
  voucherName: 'Binge Pack: 5 Titles',
  description: 'Any five products for your own connection.',
  price: 750,
  imageURL: '/media/voucher/binge-pack-5.jpg',
  totalCount: 5,
  totalValue: null,
  utilizePeriod: 60,
  own: true,
  restricted: false,
  purchaseEnd: '2030-12-31T23:59:59.000Z',
  canBuy: [
    {
      category: 'Video on Demand',
      productTypeTypeName: 'vod',
      products: [{ id: 'c7f6c1e0-0000-4000-8000-000000000001', name: 'Dune' }],
    },
  ],
  cannotBuy: [],
};

/** A card-paying connection (type 7). */
const cardDetails: ConnectionDetails = {
  ...fixedLineDetails,
  connectionId: CONNECTION_ID,
  connectionType: 7,
  serviceType: 'Prepaid',
};

const pendingPurchase: GiftVoucherPurchaseResult = {
  status: 'PENDING',
  transactionId: TRANSACTION_ID,
  referenceNo: null,
  description: null,
  checkout: checkout({
    transactionId: TRANSACTION_ID,
    referenceNumber: 'ORD-GV-1',
    purchaseItemName: bingePack.voucherName,
    purchaseItemId: VOUCHER_ID,
    amount: '907.69',
    purchasedPrice: 907.69,
    recurrence: null,
    duration: null,
  }),
};

const pending: PaidStatus = {
  transactionId: TRANSACTION_ID,
  paid: false,
  status: 'PENDING',
  description: null,
  heldForReview: false,
};
const paid: PaidStatus = {
  transactionId: TRANSACTION_ID,
  paid: true,
  status: 'SUCCESS',
  description: null,
  heldForReview: false,
};

const reference: PurchaseReference = {
  transactionId: TRANSACTION_ID,
  referenceNo: 'PH-907',
  productName: bingePack.voucherName,
  purchasedPrice: 750,
  amount: 907.69,
  status: 'SUCCESS',
  paymentMethod: 'VISA',
  cardDetails: '************1292',
};

function bought(voucherId: string, code: string, purchasedAt: string, purchaseId: string): PurchasedVoucher {
  return {
    voucherId,
    voucherName: voucherId === VOUCHER_ID ? bingePack.voucherName : 'Family Treat Rs. 2,500',
    code,
    own: voucherId === VOUCHER_ID,
    purchasedAt,
    purchaseId,
    expiryDate: '2031-02-28T00:00:00.000Z',
    totalValue: null,
    totalCount: 5,
    remainingValue: null,
    remainingCount: 5,
  };
}

/** Newest first, as the api lists them: another voucher bought later, then this one's newest, then an older one. */
const purchasedVouchers: PurchasedVoucher[] = [
  bought(OTHER_VOUCHER_ID, 'WXYZ-WXYZ-WXYZ', '2030-01-03T10:00:00.000Z', 'f0000000-0000-4000-8000-000000000003'),
  bought(VOUCHER_ID, 'NEWC-ODE2-3456', '2030-01-02T10:00:00.000Z', 'f0000000-0000-4000-8000-000000000002'),
  bought(VOUCHER_ID, 'OLDC-ODE2-3456', '2029-12-01T10:00:00.000Z', 'f0000000-0000-4000-8000-000000000001'),
];

const ROUTES = {
  voucher: `GET /promotions/v1/vouchers/gifts/${VOUCHER_ID}`,
  details: `GET /users/v1/connection/details/${CONNECTION_ID}`,
  purchase: 'POST /promotions/v1/vouchers/purchase',
  paid: `GET /prepaid/v1/payments/${TRANSACTION_ID}/paid`,
  reference: `GET /billing/v1/billing/my-purchases/${TRANSACTION_ID}/reference`,
  purchases: 'GET /promotions/v1/vouchers/purchases',
} as const;

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

/** The voucher's page, PURCHASE and the PIN modal answered: the card checkout is asked for. */
async function purchaseWithPin() {
  const { user } = renderRoutes([{ path: '/gifts/:id', element: <GiftVoucherPage /> }], {
    path: `/gifts/${VOUCHER_ID}`,
  });
  const purchase = await screen.findByRole('button', { name: 'PURCHASE' });
  await waitFor(() => expect(purchase).toBeEnabled());
  await user.click(purchase);
  const pinDialog = await screen.findByRole('dialog', { name: bingePack.voucherName });
  expect(within(pinDialog).getByText('Are you sure you want to purchase?')).toBeInTheDocument();
  await user.type(within(pinDialog).getByLabelText('Parental PIN'), '1234');
  await user.click(within(pinDialog).getByRole('button', { name: 'Yes' }));
  return { user };
}

beforeEach(() => {
  writeStored({ jwt: 'jwt-1', conID: CONNECTION_ID, connectionStatus: 'active' });
});

afterEach(() => {
  delete window.payhere;
});

describe('a gift voucher bought by card (connection type 7)', { timeout: 30_000 }, () => {
  it('pays at the gateway, waits for the paid status and shows the newest redeem code of this voucher', async () => {
    const { gateway, payments } = installGateway();
    const api = fakeApi({
      [ROUTES.voucher]: bingePack,
      [ROUTES.details]: cardDetails,
      [ROUTES.purchase]: pendingPurchase,
      [ROUTES.paid]: inTurn(pending, paid),
      [ROUTES.reference]: reference,
      [ROUTES.purchases]: purchasedVouchers,
    });
    await purchaseWithPin();

    await waitFor(() => expect(payments).toHaveLength(1));
    expect(payments[0]).toMatchObject({ order_id: 'ORD-GV-1', items: bingePack.voucherName, amount: '907.69' });
    // A one-off payment: no recurring fields go to the gateway.
    expect(payments[0]).not.toHaveProperty('recurrence');
    expect(api.calls(ROUTES.purchase)[0]?.body).toEqual({
      userConnectionId: CONNECTION_ID,
      userConnectionType: 7,
      voucherId: VOUCHER_ID,
      pin: '1234',
    });
    expect(
      screen.getByText('Your payment is being processed. Your voucher redeem code will appear under MY VOUCHERS.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'PURCHASE' })).toBeDisabled();
    // Nothing is read before the gateway says how the payment ended.
    expect(api.calls(ROUTES.paid)).toHaveLength(0);

    gateway.onCompleted('ORD-GV-1');
    const result = await screen.findByRole('dialog', { name: bingePack.voucherName });
    expect(await within(result).findByText('Purchase Successful')).toBeInTheDocument();
    expect(within(result).getByText('Voucher Redeem Code: NEWC-ODE2-3456')).toBeInTheDocument();
    expect(within(result).getByText('Reference: PH-907')).toBeInTheDocument();
    expect(within(result).queryByText(/OLDC-ODE2-3456|WXYZ-WXYZ-WXYZ/)).not.toBeInTheDocument();
    expect(api.calls(ROUTES.paid)).toHaveLength(2);
    expect(api.calls(ROUTES.reference)).toHaveLength(1);
    expect(api.calls(ROUTES.purchases).map((call) => call.query.get('userConnectionId'))).toEqual([CONNECTION_ID]);
  });

  it('says nothing was charged when the card checkout is closed', async () => {
    const { gateway, payments } = installGateway();
    const api = fakeApi({
      [ROUTES.voucher]: bingePack,
      [ROUTES.details]: cardDetails,
      [ROUTES.purchase]: pendingPurchase,
    });
    await purchaseWithPin();
    await waitFor(() => expect(payments).toHaveLength(1));

    gateway.onDismissed();
    const result = await screen.findByRole('dialog', { name: bingePack.voucherName });
    expect(within(result).getByRole('status')).toHaveTextContent(
      'Payment cancelledYou have not been charged. You can try again whenever you are ready.',
    );
    expect(api.calls(ROUTES.paid)).toHaveLength(0);
  });

  it("shows the gateway's reason when the card payment fails, and no redeem code", async () => {
    const { gateway, payments } = installGateway();
    const api = fakeApi({
      [ROUTES.voucher]: bingePack,
      [ROUTES.details]: cardDetails,
      [ROUTES.purchase]: pendingPurchase,
      [ROUTES.paid]: { ...pending, status: 'FAILURE', description: 'The card was declined by the bank.' },
      [ROUTES.reference]: reference,
      [ROUTES.purchases]: purchasedVouchers,
    });
    const { user } = await purchaseWithPin();
    await waitFor(() => expect(payments).toHaveLength(1));

    gateway.onCompleted('ORD-GV-1');
    const result = await screen.findByRole('dialog', { name: bingePack.voucherName });
    expect(await within(result).findByText('The card was declined by the bank.')).toBeInTheDocument();
    expect(within(result).queryByText('Purchase Successful')).not.toBeInTheDocument();
    expect(within(result).queryByText(/Voucher Redeem Code/)).not.toBeInTheDocument();
    expect(api.calls(ROUTES.reference)).toHaveLength(0);
    expect(api.calls(ROUTES.purchases)).toHaveLength(0);

    await user.click(within(result).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'PURCHASE' })).toBeEnabled();
  });

  it("says 'Purchase Failed' when a failed payment comes with no reason", async () => {
    const { gateway, payments } = installGateway();
    fakeApi({
      [ROUTES.voucher]: bingePack,
      [ROUTES.details]: cardDetails,
      [ROUTES.purchase]: pendingPurchase,
      [ROUTES.paid]: { ...pending, status: 'FAILURE' },
    });
    await purchaseWithPin();
    await waitFor(() => expect(payments).toHaveLength(1));

    gateway.onCompleted('ORD-GV-1');
    const result = await screen.findByRole('dialog', { name: bingePack.voucherName });
    expect(await within(result).findByText('Purchase Failed')).toBeInTheDocument();
    expect(within(result).queryByText(/Voucher Redeem Code/)).not.toBeInTheDocument();
  });
});

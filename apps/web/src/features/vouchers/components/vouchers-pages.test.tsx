import type {
  ConnectionDetails,
  GiftVoucher,
  GiftVoucherDetail,
  GiftVoucherPurchaseResult,
  PurchasedVoucher,
  TransactionResult,
} from '@selfcare/contracts';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { showLanguage } from '@/shared/i18n/load-language';
import { writeStored } from '@/shared/session/storage';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { fixedLineDetails } from '@/testing/fixtures';
import { renderRoutes } from '@/testing/render';
import { GiftVoucherPage } from './gift-voucher-page';
import { GiftVouchersPage } from './gift-vouchers-page';
import { PromotionalVouchersPage } from './promotional-vouchers-page';

configure({ asyncUtilTimeout: 10_000 });

const movieLover: GiftVoucher = {
  id: '0b7f6c1e-3c56-4d6b-9d0e-1a2b3c4d5e6f',
  voucherId: '0b7f6c1e-3c56-4d6b-9d0e-1a2b3c4d5e6f',
  voucherName: 'Movie Lover Rs. 1,000',
  description: 'Rs. 1,000 to spend on movies.',
  price: 1000,
  imageURL: '/media/voucher/movie-lover.jpg',
  totalCount: null,
  totalValue: 1000,
  utilizePeriod: 30,
  own: false,
  restricted: true,
  purchaseEnd: '2030-12-31T23:59:59.000Z',
};

const detail: GiftVoucherDetail = {
  ...movieLover,
  canBuy: [
    {
      category: 'Video on Demand',
      productTypeTypeName: 'vod',
      products: [{ id: 'c7f6c1e0-0000-4000-8000-000000000001', name: 'Dune' }],
    },
  ],
  cannotBuy: [
    {
      category: 'channel',
      productTypeTypeName: 'channel',
      products: [{ id: 'c7f6c1e0-0000-4000-8000-000000000002', name: 'HBO' }],
    },
  ],
};

/** A mobile-operator connection (type 6): gift vouchers go on its phone bill. */
const mobitelDetails: ConnectionDetails = { ...fixedLineDetails, connectionType: 6, serviceType: 'Mobitel' };

const TRANSACTION_ID = 'e1000000-0000-4000-8000-000000000006';

const operatorAnswer = (overrides: Partial<GiftVoucherPurchaseResult>): GiftVoucherPurchaseResult => ({
  status: 'SUCCESS',
  transactionId: TRANSACTION_ID,
  referenceNo: null,
  description: null,
  checkout: null,
  ...overrides,
});

const retryAnswer = (overrides: Partial<TransactionResult>): TransactionResult => ({
  status: 'SUCCESS',
  paymentStatus: 'SUCCESS',
  authCode: null,
  description: null,
  transactionId: TRANSACTION_ID,
  referenceNo: 'TXRETRIED001',
  purchaseId: null,
  amount: 1150,
  purchasedPrice: 1000,
  unsubscriptionCancelled: false,
  networkError: false,
  ...overrides,
});

const boughtVoucher: PurchasedVoucher = {
  voucherId: movieLover.id,
  voucherName: movieLover.voucherName,
  code: 'PQRS-TUVW-XYZ2',
  own: false,
  purchasedAt: '2026-11-01T10:00:00.000Z',
  purchaseId: 'f1000000-0000-4000-8000-000000000001',
  expiryDate: '2026-12-01T10:00:00.000Z',
  totalValue: 1000,
  totalCount: null,
  remainingValue: 1000,
  remainingCount: null,
};

function serve(
  overrides: {
    gifts?: GiftVoucher[];
    purchase?: Response;
    details?: ConnectionDetails;
    retry?: () => Response | Promise<Response>;
  } = {},
) {
  return mockFetch((path) => {
    if (path.endsWith('/vouchers/gifts')) return jsonResponse(200, overrides.gifts ?? [movieLover]);
    if (path.includes('/vouchers/gifts/')) return jsonResponse(200, detail);
    if (path.endsWith('/vouchers/discounts')) return jsonResponse(200, []);
    if (path.includes('/connection/details/')) return jsonResponse(200, overrides.details ?? fixedLineDetails);
    if (path.endsWith('/account/connections')) return jsonResponse(200, [overrides.details ?? fixedLineDetails]);
    if (path.includes('/vouchers/purchases?')) return jsonResponse(200, [boughtVoucher]);
    if (path.includes(`/mobitel/v1/payments/${TRANSACTION_ID}/retry`) && overrides.retry) return overrides.retry();
    if (path.endsWith('/vouchers/purchase'))
      return (
        overrides.purchase ??
        jsonResponse(200, {
          status: 'SUCCESS',
          transactionId: null,
          referenceNo: 'GVABCDEFGHJK',
          description: 'ABCD-EFGH-JKMN',
          checkout: null,
        })
      );
    return jsonResponse(404, { message: 'Not found', code: 'NOT_FOUND' });
  });
}

beforeEach(() => {
  writeStored({ jwt: 'jwt-1', conID: 'con-1', connectionStatus: 'active' });
});

afterEach(async () => {
  await act(() => showLanguage('en'));
});

describe('voucher pages', { timeout: 30_000 }, () => {
  it('lists gift vouchers with their price, each leading to its page', async () => {
    serve();
    renderRoutes([{ path: '/gifts', element: <GiftVouchersPage /> }], { path: '/gifts' });
    expect(screen.getByRole('heading', { level: 1, name: 'GIFT VOUCHERS' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: /Movie Lover/ });
    expect(link).toHaveAttribute('href', `/gifts/${movieLover.id}`);
    expect(within(link).getByText('Rs. 1,000.00')).toBeInTheDocument();
  });

  it('prices the gift vouchers in Sinhala with its rupee sign', async () => {
    await act(() => showLanguage('si'));
    serve();
    renderRoutes([{ path: '/gifts', element: <GiftVouchersPage /> }], { path: '/gifts' });
    const link = await screen.findByRole('link', { name: /Movie Lover/ });
    expect(within(link).getByText('රු. 1,000.00')).toBeInTheDocument();
  });

  it("shows a voucher's price and value in rupees with two decimals, and its categories by name", async () => {
    serve();
    const { user } = renderRoutes([{ path: '/gifts/:id', element: <GiftVoucherPage /> }], {
      path: `/gifts/${movieLover.id}`,
    });
    expect(await screen.findByText('Rs. 1,000.00')).toBeInTheDocument();
    expect(screen.getByText('Value: Rs. 1,000.00')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'On Demand' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: "What you can't buy?" }));
    expect(screen.getByRole('heading', { level: 2, name: 'Channels' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'channel' })).not.toBeInTheDocument();
  });

  it('names the categories in Tamil', async () => {
    await act(() => showLanguage('ta'));
    serve();
    const { user } = renderRoutes([{ path: '/gifts/:id', element: <GiftVoucherPage /> }], {
      path: `/gifts/${movieLover.id}`,
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'தேவைக்கேற்ப' })).toBeInTheDocument();
    expect(screen.getByText('பெறுமதி: ரூ. 1,000.00')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'நீங்கள் எவற்றைக் கொள்வனவு செய்ய முடியாது?' }));
    expect(screen.getByRole('heading', { level: 2, name: 'அலைவரிசைகள்' })).toBeInTheDocument();
  });

  it('says when there are no gift vouchers', async () => {
    serve({ gifts: [] });
    renderRoutes([{ path: '/gifts', element: <GiftVouchersPage /> }], { path: '/gifts' });
    expect(await screen.findByText('There are no gift vouchers available currently!')).toBeInTheDocument();
  });

  it('says when there are no promotional vouchers', async () => {
    serve();
    renderRoutes([{ path: '/vouchers', element: <PromotionalVouchersPage /> }], { path: '/vouchers' });
    expect(screen.getByRole('heading', { level: 1, name: 'PROMOTIONAL VOUCHERS' })).toBeInTheDocument();
    expect(await screen.findByText('There are no promotional vouchers available currently!')).toBeInTheDocument();
  });

  it('shows what a restricted voucher can and cannot buy, and buys it by PIN with its redeem code', async () => {
    const fetchMock = serve();
    const { user } = renderRoutes([{ path: '/gifts/:id', element: <GiftVoucherPage /> }], {
      path: `/gifts/${movieLover.id}`,
    });
    expect(await screen.findByRole('heading', { level: 1, name: movieLover.voucherName })).toBeInTheDocument();
    expect(screen.getByText('Maximum Purchasable Product')).toBeInTheDocument();
    expect(screen.getByText('Validity Period (days)')).toBeInTheDocument();
    expect(screen.getByText('A Gift has a reference code usable by any connection.')).toBeInTheDocument();
    expect(screen.getByText('Dune')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: "What you can't buy?" }));
    expect(screen.getByText('HBO')).toBeInTheDocument();

    const purchase = screen.getByRole('button', { name: 'PURCHASE' });
    await waitFor(() => expect(purchase).toBeEnabled());
    await user.click(purchase);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to purchase?')).toBeInTheDocument();
    const payment = await within(dialog).findByLabelText('Payment details');
    expect(payment).toHaveTextContent('Home TV (0112345678)');
    expect(payment).toHaveTextContent('The monthly bill of this connection');
    const yes = within(dialog).getByRole('button', { name: 'Yes' });
    expect(yes).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Parental PIN'), '1234');
    await user.click(yes);
    expect(await screen.findByText('Voucher Redeem Code: ABCD-EFGH-JKMN')).toBeInTheDocument();
    expect(screen.getByText('Reference: GVABCDEFGHJK')).toBeInTheDocument();
    const sent = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/vouchers/purchase'));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      userConnectionId: 'con-1',
      userConnectionType: fixedLineDetails.connectionType,
      voucherId: movieLover.id,
      pin: '1234',
    });
  });

  describe('a mobile-operator connection (type 6)', () => {
    async function buyByPin() {
      const { user } = renderRoutes([{ path: '/gifts/:id', element: <GiftVoucherPage /> }], {
        path: `/gifts/${movieLover.id}`,
      });
      const purchase = await screen.findByRole('button', { name: 'PURCHASE' });
      await waitFor(() => expect(purchase).toBeEnabled());
      await user.click(purchase);
      const dialog = await screen.findByRole('dialog');
      await user.type(within(dialog).getByLabelText('Parental PIN'), '1234');
      await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
      return user;
    }

    it('shows Purchase Successful, the reference and the redeem code of a paid operator charge', async () => {
      const fetchMock = serve({
        details: mobitelDetails,
        purchase: jsonResponse(
          200,
          operatorAnswer({ status: 'SUCCESS', referenceNo: 'TXABCDEFGHJK', description: 'ABCD-EFGH-JKMN' }),
        ),
      });
      await buyByPin();
      expect(await screen.findByText('Purchase Successful')).toBeInTheDocument();
      expect(screen.getByText('Voucher Redeem Code: ABCD-EFGH-JKMN')).toBeInTheDocument();
      expect(screen.getByText('Reference: TXABCDEFGHJK')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'RETRY PAYMENT' })).not.toBeInTheDocument();
      const sent = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/vouchers/purchase'));
      expect(JSON.parse(String(sent?.[1]?.body))).toMatchObject({ userConnectionType: 6, pin: '1234' });
    });

    it("shows the operator's reason when it refuses the charge", async () => {
      serve({
        details: mobitelDetails,
        purchase: jsonResponse(
          200,
          operatorAnswer({ status: 'FAILURE', description: 'Insufficient balance in your mobile account.' }),
        ),
      });
      await buyByPin();
      expect(await screen.findByText('Insufficient balance in your mobile account.')).toBeInTheDocument();
      expect(screen.queryByText('Purchase Successful')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'RETRY PAYMENT' })).not.toBeInTheDocument();
    });

    it("says 'Purchase Failed' for a refusal without a reason", async () => {
      serve({ details: mobitelDetails, purchase: jsonResponse(200, operatorAnswer({ status: 'FAILURE' })) });
      await buyByPin();
      expect(await screen.findByText('Purchase Failed')).toBeInTheDocument();
    });

    it('offers RETRY PAYMENT for a RETRY answer, and shows the code once the retried charge is paid', async () => {
      const fetchMock = serve({
        details: mobitelDetails,
        purchase: jsonResponse(
          200,
          operatorAnswer({
            status: 'RETRY',
            description: 'The operator could not be reached. Please retry the payment.',
          }),
        ),
        retry: () => jsonResponse(200, retryAnswer({})),
      });
      const user = await buyByPin();
      expect(await screen.findByText('Purchase Failed')).toBeInTheDocument();
      expect(screen.getByText('The operator could not be reached. Please retry the payment.')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'RETRY PAYMENT' }));
      expect(await screen.findByText('Purchase Successful')).toBeInTheDocument();
      expect(screen.getByText('Voucher Redeem Code: PQRS-TUVW-XYZ2')).toBeInTheDocument();
      expect(screen.getByText('Reference: TXRETRIED001')).toBeInTheDocument();
      const retries = fetchMock.mock.calls.filter(([input]) => String(input).includes('/retry'));
      expect(retries).toHaveLength(1);
      expect(new Headers(retries[0]?.[1]?.headers).get('Idempotency-Key')).toBeTruthy();
    });

    it("says 'Please do not close this window.' while the operator settles a PENDING charge", async () => {
      let settle: (response: Response) => void = () => {};
      serve({
        details: mobitelDetails,
        purchase: jsonResponse(
          200,
          operatorAnswer({
            status: 'PENDING',
            description: 'Your payment is being processed by your mobile operator.',
          }),
        ),
        retry: () => new Promise<Response>((resolve) => (settle = resolve)),
      });
      await buyByPin();
      const progress = await screen.findByText('Please do not close this window.');
      expect(progress.closest('[role="status"]')).toHaveTextContent(
        'Payment Processing....Your payment is being processed by your mobile operator.',
      );
      settle(jsonResponse(200, retryAnswer({})));
      expect(await screen.findByText('Voucher Redeem Code: PQRS-TUVW-XYZ2')).toBeInTheDocument();
    });

    it('asks the operator again about a PENDING charge and shows the code once it is paid', async () => {
      let asked = 0;
      serve({
        details: mobitelDetails,
        purchase: jsonResponse(
          200,
          operatorAnswer({
            status: 'PENDING',
            description: 'Your payment is being processed by your mobile operator.',
          }),
        ),
        retry: () => {
          asked += 1;
          return jsonResponse(200, retryAnswer({}));
        },
      });
      await buyByPin();
      expect(await screen.findByText('Voucher Redeem Code: PQRS-TUVW-XYZ2')).toBeInTheDocument();
      expect(screen.getByText('Purchase Successful')).toBeInTheDocument();
      expect(asked).toBe(1);
    });
  });

  it("shows the server's reason when the purchase is refused", async () => {
    serve({ purchase: jsonResponse(422, { message: 'This connection is not active.', code: 'BUSINESS_RULE' }) });
    const { user } = renderRoutes([{ path: '/gifts/:id', element: <GiftVoucherPage /> }], {
      path: `/gifts/${movieLover.id}`,
    });
    const purchase = await screen.findByRole('button', { name: 'PURCHASE' });
    await waitFor(() => expect(purchase).toBeEnabled());
    await user.click(purchase);
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Parental PIN'), '1234');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('This connection is not active.')).toBeInTheDocument();
  });
});

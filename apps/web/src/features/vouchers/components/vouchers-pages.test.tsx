import type { GiftVoucher, GiftVoucherDetail } from '@selfcare/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
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
  canBuy: [{ category: 'Video on Demand', products: [{ id: 'c7f6c1e0-0000-4000-8000-000000000001', name: 'Dune' }] }],
  cannotBuy: [{ category: 'Channel', products: [{ id: 'c7f6c1e0-0000-4000-8000-000000000002', name: 'HBO' }] }],
};

function serve(overrides: { gifts?: GiftVoucher[]; purchase?: Response } = {}) {
  return mockFetch((path) => {
    if (path.endsWith('/vouchers/gifts')) return jsonResponse(200, overrides.gifts ?? [movieLover]);
    if (path.includes('/vouchers/gifts/')) return jsonResponse(200, detail);
    if (path.endsWith('/vouchers/discounts')) return jsonResponse(200, []);
    if (path.includes('/connection/details/')) return jsonResponse(200, fixedLineDetails);
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

describe('voucher pages', { timeout: 30_000 }, () => {
  it('lists gift vouchers with their price, each leading to its page', async () => {
    serve();
    renderRoutes([{ path: '/gifts', element: <GiftVouchersPage /> }], { path: '/gifts' });
    expect(screen.getByRole('heading', { level: 1, name: 'GIFT VOUCHERS' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: /Movie Lover/ });
    expect(link).toHaveAttribute('href', `/gifts/${movieLover.id}`);
    expect(within(link).getByText('Rs. 1000')).toBeInTheDocument();
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

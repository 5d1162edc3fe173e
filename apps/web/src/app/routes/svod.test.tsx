import type { ProductDetail } from '@selfcare/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { detail, mockApi, product, purchaseOption, respondWith } from '@/features/ondemand/testing/fixtures';
import { writeStored } from '@/shared/session/storage';
import { jsonResponse } from '@/testing/fetch-mock';
import { fixedLineConnection } from '@/testing/fixtures';
import { RoutedTo, renderRoutes } from '@/testing/render';
import { SvodRoute } from './svod';

const episodes = [
  product({ id: 'ep-1', name: 'Moving Day', daysRemainingToExpire: null }),
  product({ id: 'ep-2', name: 'Power Cut', status: 'PRODUCT_STATUS_INACTIVE' }),
];

function renderSvod(svod: ProductDetail, { loggedIn = false, connectionType = 1 } = {}) {
  if (loggedIn) writeStored({ jwt: 'jwt-1', conID: 'con-1' });
  mockApi({
    '/api/products/v1/products/svod-1': svod,
    '/api/billing/v1/billing/user-products/svod-1': svod,
    '/api/users/v1/account/connections': [{ ...fixedLineConnection, connectionType }],
  });
  return renderRoutes(
    [
      { path: '/svod/:id', element: <SvodRoute /> },
      { path: '*', element: <RoutedTo /> },
    ],
    { path: '/svod/svod-1?purchaseOptionId=option-1' },
  );
}

const discount = {
  discountLevel: 'PRODUCT',
  discountType: 'AMOUNT',
  value: 50,
  duration: 3,
  durationType: 'MONTHS',
  start: '2025-01-01T00:00:00.000Z',
  end: '2025-12-31T00:00:00.000Z',
} as const;

describe('SvodPage', () => {
  it("shows the SVOD and its active children under 'Content this month' to a visitor", async () => {
    renderSvod(detail({ productList: episodes }));
    expect(await screen.findByRole('heading', { level: 1, name: 'PEO Originals Plus' })).toBeInTheDocument();
    expect(screen.getByText('New episodes of PEO original series every week.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Content this month' })).toBeInTheDocument();
    const grid = screen.getByRole('list', { name: 'Content this month' });
    expect(within(grid).getByRole('link', { name: 'Moving Day' })).toHaveAttribute('href', '/svod/svod-1/vods');
    expect(within(grid).queryByRole('link', { name: 'Power Cut' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Rs\./)).not.toBeInTheDocument();
    expect(screen.queryByText('Subscribed')).not.toBeInTheDocument();
  });

  it('prices it for a subscriber with the discount that starts earlier', async () => {
    renderSvod(
      detail({
        discountOptionGroup: {
          actualPrice: 350,
          purchasePrice: 300,
          discountOptions: [
            { ...discount, id: 'd-user', discountLevel: 'USER', value: 100, start: '2025-03-01T00:00:00.000Z' },
            { ...discount, id: 'd-product' },
          ],
        },
      }),
      { loggedIn: true },
    );
    const price = await screen.findByRole('region', { name: 'Price' });
    expect(within(price).getByText('Rs. 300.00 plus taxes')).toBeInTheDocument();
    expect(within(price).getByText('Rs. 350.00')).toBeInTheDocument();
    expect(within(price).getByText('Monthly subscription')).toBeInTheDocument();
    expect(within(price).getByText('Rs.50 OFF')).toBeInTheDocument();
    expect(within(price).getByText('For 3 Months until 31/12/2025')).toBeInTheDocument();
  });

  it('prices by connection type', async () => {
    renderSvod(detail(), { loggedIn: true, connectionType: 6 });
    expect(await screen.findByText('Rs. 350.00 +tax')).toBeInTheDocument();
  });

  it('marks a subscribed SVOD and drops its discount', async () => {
    renderSvod(
      detail({
        isPurchased: true,
        purchaseStatus: 'PURCHASE_COMPLETE',
        discountOptionGroup: { actualPrice: 350, purchasePrice: 300, discountOptions: [{ ...discount, id: 'd' }] },
      }),
      { loggedIn: true },
    );
    expect(await screen.findByText('Subscribed')).toBeInTheDocument();
    expect(screen.getByText('Rs. 350.00 plus taxes')).toBeInTheDocument();
    expect(screen.queryByText('Rs.50 OFF')).not.toBeInTheDocument();
  });

  it("tags a bundled SVOD 'Free' without a price", async () => {
    renderSvod(detail({ isBundled: true }), { loggedIn: true });
    expect(await screen.findByText('Free')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Price' })).not.toBeInTheDocument();
  });

  it('explains access to unsubscribed content, with the re-subscribe hint for non-card services', async () => {
    const pending = detail({ purchaseStatus: 'PURCHASE_PENDING_REMOVE', billingEndDate: '2026-08-15' });
    renderSvod(pending, { loggedIn: true });
    expect(
      await screen.findByText('Unsubscribed content. You will have access to this only till 15/08/2026.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Please re-subscribe to cancel the unsubscription.')).toBeInTheDocument();
  });

  it('leaves the re-subscribe hint out for card payers', async () => {
    const pending = detail({ purchaseStatus: 'PURCHASE_PENDING_REMOVE', billingEndDate: '2026-08-15' });
    renderSvod(pending, { loggedIn: true, connectionType: 7 });
    expect(
      await screen.findByText('Unsubscribed content. You will have access to this only till 15/08/2026.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Please re-subscribe to cancel the unsubscription.')).not.toBeInTheDocument();
  });

  it("opens the purchase modal for a banner's option", async () => {
    writeStored({ jwt: 'jwt-1', conID: 'con-1', userId: 'acc-1' });
    mockApi({
      '/api/billing/v1/billing/user-products/svod-1': detail({ purchaseOptionGroupId: 'group-1' }),
      '/api/users/v1/account/connections': [fixedLineConnection],
      '/api/billing/v1/billing/user-purchase/basepackage/downgrade-status': {
        downgrade: false,
        pending: false,
        changeDate: null,
        newBasePackageId: null,
        name: null,
        canDowngrade: true,
      },
      '/api/billing/v1/billing/purchase-options': [purchaseOption()],
      '/api/products/v1/products/bundled': [],
    });
    renderRoutes([{ path: '/svod/:id', element: <SvodRoute /> }], { path: '/svod/svod-1?purchaseOptionId=option-1' });
    const dialog = await screen.findByRole('dialog', { name: 'Subscribing' });
    expect(within(dialog).getByRole('combobox', { name: 'Purchase option' })).toHaveValue('option-1');
  });

  it("shows the server's message for an unknown SVOD", async () => {
    mockApi({
      '/api/products/v1/products/svod-9': respondWith(() =>
        jsonResponse(404, { message: 'The product could not be found', code: 'NOT_FOUND' }),
      ),
    });
    renderRoutes([{ path: '/svod/:id', element: <SvodRoute /> }], { path: '/svod/svod-9' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The product could not be found');
  });

  it('sends a logged-in user without a connection home', async () => {
    writeStored({ jwt: 'jwt-1' });
    mockApi({});
    renderRoutes(
      [
        { path: '/svod/:id', element: <SvodRoute /> },
        { path: '*', element: <RoutedTo /> },
      ],
      { path: '/svod/svod-1' },
    );
    expect(await screen.findByText('Routed to /')).toBeInTheDocument();
  });
});

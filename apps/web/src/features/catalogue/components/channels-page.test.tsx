import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { purchaseOption } from '@/testing/catalogue-fixtures';
import { renderRoutes } from '@/testing/render';
import {
  CHANNEL_TYPE_ID,
  CONNECTION_ID,
  CONNECTIONS_PATH,
  category,
  logInAs,
  mockApi,
  product,
  productTypes,
} from '../testing/catalogue-fixtures';
import { ChannelsPage } from './channels-page';

const sports = category('Sports');
const news = category('News / Business');
const kids = category('Kids');

const channels = [
  product({
    id: 'ch-1',
    name: 'Star Sports 1',
    channelNo: 40,
    categories: [sports],
    feature: { tstv: true, pip: true, cpvr: true },
  }),
  product({
    id: 'ch-2',
    name: 'beIN Sports',
    channelNo: 45,
    categories: [sports],
    standalone: 'PURCHASE_MODE_STANDALONE',
    purchaseOption: purchaseOption(),
  }),
  product({ id: 'ch-3', name: 'Sky News', channelNo: 36, categories: [news] }),
  product({ id: 'ch-4', name: 'Pogo', channelNo: 63, categories: [kids], status: 'PRODUCT_STATUS_INACTIVE' }),
];

const publicRoutes = {
  '/products/v1/products/product-types': productTypes,
  [`/products/v1/products/all/active/by-types?typeid=${CHANNEL_TYPE_ID}`]: channels,
  '/products/v1/products/channel-categories': [sports, news, kids],
};

const renderPage = () => renderRoutes([{ path: '/channels', element: <ChannelsPage /> }], { path: '/channels' });

describe('ChannelsPage', () => {
  it('groups the active channels by category, with legends, for visitors', async () => {
    const fetchMock = mockApi(publicRoutes);
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'All Channels' })).toBeInTheDocument();
    const legend = screen.getByLabelText('Legend');
    expect(within(legend).getByText('TSTV')).toBeInTheDocument();
    expect(within(legend).getByText('A-la-carte')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 2, name: 'Sports' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'News / Business' })).toBeInTheDocument();
    // Only inactive channels have Kids, so it is neither a group nor a filter option.
    expect(screen.queryByRole('heading', { name: 'Kids' })).not.toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Category' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Sports', 'News / Business']);

    const card = screen.getByRole('link', { name: 'Star Sports 1' });
    expect(card).toHaveAttribute('href', '/products/ch-1/false');
    expect(card).toHaveAccessibleDescription('Channel 40 TSTV PIP CPVR');
    expect(screen.getByRole('link', { name: 'beIN Sports' })).toHaveAccessibleDescription('Channel 45 A-la-carte');
    // Visitors see no add-on prices.
    expect(screen.queryByText(/Rs\./)).not.toBeInTheDocument();

    const paths = fetchMock.mock.calls.map(([path]) => String(path));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('filters by category', async () => {
    mockApi(publicRoutes);
    const { user } = renderPage();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Category' }), 'News / Business');
    expect(screen.getByRole('heading', { level: 2, name: 'News / Business' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Sports' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Star Sports 1' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'All');
    expect(screen.getByRole('heading', { level: 2, name: 'Sports' })).toBeInTheDocument();
  });

  it("shows a subscriber's purchased marks and prices by connection type", async () => {
    const connection = logInAs(6);
    const personal = [
      { ...channels[0], isBundled: true },
      { ...channels[1] },
      product({
        id: 'ch-5',
        name: 'HBO',
        categories: [sports],
        standalone: 'PURCHASE_MODE_STANDALONE',
        purchaseOption: purchaseOption({ purchasePrice: 450 }),
        purchaseStatus: 'PURCHASE_COMPLETE',
        isPurchased: true,
      }),
      product({
        id: 'ch-6',
        name: 'Cinemax',
        categories: [sports],
        standalone: 'PURCHASE_MODE_STANDALONE',
        purchaseOption: purchaseOption({ purchasePrice: 450 }),
        purchaseStatus: 'PURCHASE_PENDING_REMOVE',
        billingEndDate: '2026-12-31',
        isPurchased: true,
      }),
    ];
    const fetchMock = mockApi({
      ...publicRoutes,
      [CONNECTIONS_PATH]: [connection],
      [`/billing/v1/billing/user-products/by-types?conid=${CONNECTION_ID}&typeIds=${CHANNEL_TYPE_ID}`]: personal,
    });
    renderPage();

    expect(await screen.findByRole('link', { name: 'beIN Sports' })).toHaveAccessibleDescription(
      'Channel 45 A-la-carte Rs. 490.00 +tax',
    );
    expect(screen.getByRole('link', { name: 'HBO' })).toHaveAccessibleDescription('A-la-carte Subscribed');
    // Being unsubscribed, it can be subscribed again (which cancels the unsubscription), so it is priced.
    expect(screen.getByRole('link', { name: 'Cinemax' })).toHaveAccessibleDescription(
      'A-la-carte Unsubscribed: access until 31/12/2026 Rs. 450.00 +tax',
    );
    expect(fetchMock.mock.calls.some(([path]) => String(path).includes('/all/active/by-types'))).toBe(false);
  });

  it("shows the server's message when the channels cannot be read", async () => {
    mockApi({ '/products/v1/products/product-types': productTypes });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Not found');
  });
});

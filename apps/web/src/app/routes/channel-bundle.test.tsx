import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BundleChannelPage } from '@/features/catalogue/components/bundle-channel-page';
import {
  CONNECTION_ID,
  CONNECTIONS_PATH,
  logInAs,
  mockApi,
  product,
} from '@/features/catalogue/testing/catalogue-fixtures';
import { writeStored } from '@/shared/session/storage';
import { purchaseOption } from '@/testing/catalogue-fixtures';
import { renderRoutes } from '@/testing/render';
import { ChannelBundleRoute } from './channel-bundle';

const routes = [
  { path: '/channel-bundle/:bundleId', element: <ChannelBundleRoute /> },
  { path: '/channel-bundle/:bundleId/channel', element: <BundleChannelPage /> },
];

const starSports = product({
  id: 'ch-1',
  name: 'Star Sports 1',
  channelNo: 40,
  feature: { tstv: true, pip: false, cpvr: false },
});
const bundle = product({
  id: 'b-1',
  name: 'Sports Pack',
  description: 'Live cricket, football, rugby and motorsport.',
  productTypeTypeName: 'channelbundle',
  productTypeName: 'Channel Bundle',
  feature: { tstv: true, pip: true, cpvr: true },
  purchaseOption: purchaseOption({ purchasePrice: 590 }),
  channelsList: [
    starSports,
    product({ id: 'ch-2', name: 'Eurosport', channelNo: 44 }),
    product({ id: 'ch-3', name: 'Old Sports', status: 'PRODUCT_STATUS_INACTIVE' }),
  ],
});
const userBundle = `/billing/v1/billing/user-products/b-1?conid=${CONNECTION_ID}`;

describe('ChannelBundlePage', () => {
  it('shows the bundle, its features and its active channels, each linking to its page', async () => {
    mockApi({ '/products/v1/products/b-1': bundle });
    renderRoutes(routes, { path: '/channel-bundle/b-1' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Sports Pack' })).toBeInTheDocument();
    expect(screen.getByText('Live cricket, football, rugby and motorsport.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Features' })).toHaveTextContent('TSTVPIPCPVR');
    const channels = screen.getByRole('region', { name: 'Channels in this bundle' });
    expect(
      within(channels)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/channel-bundle/b-1/channel?channelId=ch-1', '/channel-bundle/b-1/channel?channelId=ch-2']);
    expect(screen.queryByText('Old Sports')).not.toBeInTheDocument();
    expect(screen.queryByText(/Rs\./)).not.toBeInTheDocument();
  });

  it('shows a subscriber the price', async () => {
    mockApi({ [CONNECTIONS_PATH]: [logInAs(6)], [userBundle]: bundle });
    renderRoutes(routes, { path: '/channel-bundle/b-1' });
    expect(await screen.findByText('Rs. 590.00 +tax')).toBeInTheDocument();
    expect(screen.getByText('Monthly subscription')).toBeInTheDocument();
  });

  it('offers a subscriber SUBSCRIBE by the price', async () => {
    mockApi({ [CONNECTIONS_PATH]: [logInAs(6)], [userBundle]: bundle });
    writeStored({ userId: 'acc-1' });
    renderRoutes(routes, { path: '/channel-bundle/b-1' });
    expect(await screen.findByRole('button', { name: 'SUBSCRIBE' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'UNSUBSCRIBE' })).not.toBeInTheDocument();
  });

  it('marks a subscribed bundle pending removal with the note and, for non-card services, the hint', async () => {
    mockApi({
      [CONNECTIONS_PATH]: [logInAs(1)],
      [userBundle]: {
        ...bundle,
        isPurchased: true,
        purchaseStatus: 'PURCHASE_PENDING_REMOVE',
        billingEndDate: '2025-08-20',
        daysRemainingToExpire: 3,
      },
    });
    renderRoutes(routes, { path: '/channel-bundle/b-1' });
    expect(
      await screen.findByText('Unsubscribed content. You will have access to this only till 20/08/2025.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Please re-subscribe to cancel the unsubscription.')).toBeInTheDocument();
    expect(screen.getByText('Unsubscribed: access until 20/08/2025')).toBeInTheDocument();
    expect(screen.queryByText('Subscribed')).not.toBeInTheDocument();
    expect(screen.getByText('3 days to expire')).toBeInTheDocument();
  });

  it('leaves the re-subscribe hint out for card (prepaid) services', async () => {
    mockApi({
      [CONNECTIONS_PATH]: [logInAs(7)],
      [userBundle]: {
        ...bundle,
        isPurchased: true,
        purchaseStatus: 'PURCHASE_PENDING_REMOVE',
        billingEndDate: '2025-08-20',
      },
    });
    renderRoutes(routes, { path: '/channel-bundle/b-1' });
    expect(
      await screen.findByText('Unsubscribed content. You will have access to this only till 20/08/2025.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Please re-subscribe to cancel the unsubscription.')).not.toBeInTheDocument();
  });

  it('treats a product that is not a channel bundle as not found', async () => {
    mockApi({ '/products/v1/products/ch-1': starSports });
    renderRoutes(routes, { path: '/channel-bundle/ch-1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
  });
});

describe('BundleChannelPage', () => {
  it('shows the chosen channel with a way back to its bundle', async () => {
    mockApi({
      '/products/v1/products/b-1': bundle,
      '/products/v1/products/ch-1': { ...starSports, description: 'International cricket.', pgRating: 'G' },
    });
    const { user } = renderRoutes(routes, { path: '/channel-bundle/b-1' });
    await user.click(await screen.findByRole('link', { name: 'Star Sports 1' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Star Sports 1' })).toBeInTheDocument();
    expect(screen.getByText('International cricket.')).toBeInTheDocument();
    expect(screen.getByText('PG Rating')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Features' })).toHaveTextContent('TSTV');
    expect(screen.getByRole('link', { name: 'Back to Sports Pack' })).toHaveAttribute('href', '/channel-bundle/b-1');
  });

  it("falls back to the bundle's channels without a channel id, or with one it does not include", async () => {
    mockApi({ '/products/v1/products/b-1': bundle });
    const { router } = renderRoutes(routes, { path: '/channel-bundle/b-1/channel' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sports Pack' })).toBeInTheDocument();
    expect(screen.getByText('Choose a channel of this bundle to see its details.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Eurosport' })).toBeInTheDocument();

    await router.navigate('/channel-bundle/b-1/channel?channelId=ch-3');
    expect(await screen.findByText('Choose a channel of this bundle to see its details.')).toBeInTheDocument();
  });
});

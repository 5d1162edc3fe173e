import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { writeStored } from '@/shared/session/storage';
import { fixedLineConnection } from '@/testing/fixtures';
import { renderRoutes } from '@/testing/render';
import { detail, mockApi, product, purchaseOption } from '../testing/fixtures';
import { SvodVideoPage } from './svod-video-page';
import { SvodVideosPage } from './svod-videos-page';

const routes = [
  { path: '/svod/:id/vods', element: <SvodVideosPage /> },
  { path: '/svod/:id/vod', element: <SvodVideoPage /> },
];

const episodes = [
  product({ id: 'ep-1', name: 'Moving Day', description: 'The flat gets a new tenant.' }),
  product({ id: 'ep-2', name: 'Power Cut', status: 'PRODUCT_STATUS_INACTIVE' }),
];

describe('SVOD videos', () => {
  it('lists the active child videos, each leading to its page', async () => {
    mockApi({ '/api/products/v1/products/svod-1': detail({ productList: episodes }) });
    const { user, router } = renderRoutes(routes, { path: '/svod/svod-1/vods' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Videos of PEO Originals Plus' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to PEO Originals Plus' })).toHaveAttribute('href', '/svod/svod-1');
    expect(screen.queryByRole('link', { name: 'Power Cut' })).not.toBeInTheDocument();
    const video = screen.getByRole('link', { name: 'Moving Day' });
    expect(video).toHaveAttribute('href', '/svod/svod-1/vod?vodId=ep-1');

    await user.click(video);
    expect(await screen.findByRole('heading', { level: 1, name: 'Moving Day' })).toBeInTheDocument();
    expect(screen.getByText('The flat gets a new tenant.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All videos' })).toHaveAttribute('href', '/svod/svod-1/vods');
    expect(router.location.search).toBe('?vodId=ep-1');
  });

  it("marks a video of the subscriber's SVOD, with the SVOD's expiry countdown", async () => {
    writeStored({ jwt: 'jwt-1', conID: 'con-1' });
    mockApi({
      '/api/users/v1/account/connections': [fixedLineConnection],
      '/api/billing/v1/billing/user-products/svod-1': detail({
        isPurchased: true,
        purchaseStatus: 'PURCHASE_PENDING_REMOVE',
        billingEndDate: '2026-08-15',
        daysRemainingToExpire: 2,
        purchaseOption: purchaseOption(),
        productList: episodes,
      }),
    });
    renderRoutes(routes, { path: '/svod/svod-1/vod?vodId=ep-1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Moving Day' })).toBeInTheDocument();
    expect(screen.getByText('Unsubscribed: access until 15/08/2026')).toBeInTheDocument();
    expect(screen.getByText('2 days to expire')).toBeInTheDocument();
  });

  it('says so for a video the SVOD does not hold', async () => {
    mockApi({ '/api/products/v1/products/svod-1': detail({ productList: episodes }) });
    renderRoutes(routes, { path: '/svod/svod-1/vod?vodId=ep-2' });
    expect(await screen.findByText('This video is not available.')).toBeInTheDocument();
  });
});

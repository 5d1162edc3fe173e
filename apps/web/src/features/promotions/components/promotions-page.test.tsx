import { configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { writeStored } from '@/shared/session/storage';
import { banner, basePackage } from '@/testing/catalogue-fixtures';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { renderRoutes } from '@/testing/render';
import { PromotionsPage } from './promotions-page';

// These pages render whole carousels; on a busy machine jsdom needs more than the default second.
configure({ asyncUtilTimeout: 10_000 });

const banners = [
  banner('welcome', { title: 'Welcome to PEOTVGO' }),
  banner('vod', { title: 'Premiere', type: 'vod', productId: 'v1', purchaseOptionId: 'o1' }),
  banner('svod', { title: 'Originals', type: 'svod', productId: 's1', purchaseOptionId: null }),
  banner('pkg', { title: 'Avurudu', type: 'package', productId: 'p1', purchaseOptionId: 'o2' }),
  banner('gift', { title: 'Gifts', redirectURL: 'gifts' }),
];

function serve(answer: unknown = banners) {
  return mockFetch((path) => {
    if (path.includes('/all/banners')) return jsonResponse(200, answer);
    if (path.includes('/allowedSecondaryPackages')) {
      return jsonResponse(200, [basePackage('family', { currentPurchasedPackage: true })]);
    }
    return jsonResponse(404, { message: 'Not found', code: 'NOT_FOUND' });
  });
}

const renderPage = () => renderRoutes([{ path: '/promotions', element: <PromotionsPage /> }], { path: '/promotions' });

describe('PromotionsPage', { timeout: 30_000 }, () => {
  it('shows ALL PROMOTIONS with each banner linked by its type', async () => {
    serve();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'ALL PROMOTIONS' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Premiere' })).toHaveAttribute(
      'href',
      '/products/v1?purchaseOptionId=o1',
    );
    expect(screen.getByRole('link', { name: 'Originals' })).toHaveAttribute('href', '/svod/s1');
    expect(screen.getByRole('link', { name: 'Avurudu' })).toHaveAttribute(
      'href',
      '/promotions/packages/p1?purchaseOptionId=o2',
    );
    expect(screen.getByRole('link', { name: 'Gifts' })).toHaveAttribute('href', '/gifts');
    expect(screen.getByRole('img', { name: 'Welcome to PEOTVGO' }).closest('a')).toBeNull();
  });

  it('says No Promotions when there are none', async () => {
    serve([]);
    renderPage();
    expect(await screen.findByText('No Promotions')).toHaveAttribute('role', 'status');
  });

  it("adds the banners of a subscriber's base package", async () => {
    writeStored({ jwt: 'jwt-1', conID: 'con-1', connectionStatus: 'active' });
    const fetchMock = serve();
    renderPage();
    await screen.findByRole('link', { name: 'Premiere' });
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual([
        '/api/users/v1/allowedSecondaryPackages?conid=con-1',
        '/api/promotions/v1/promotions/all/banners?basePackageId=family',
      ]),
    );
  });

  it("shows the server's message when the banners cannot load", async () => {
    mockFetch(() => jsonResponse(500, {}));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong, please contact your service provider',
    );
  });
});

import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { writeStored } from '@/shared/session/storage';
import { stubObservers, stubViewport } from '@/shared/ui/testing/browser-apis';
import { product, productDetail, productTypes, typeIdOf } from '@/testing/catalogue-fixtures';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { fixedLineDetails } from '@/testing/fixtures';
import { renderRoutes } from '@/testing/render';
import { PromotionalPackagesRoute } from './promotional-packages';

// These pages render whole carousels; on a busy machine jsdom needs more than the default second.
configure({ asyncUtilTimeout: 10_000 });

const avurudu = product('avurudu', 'promotionalpackage', { name: 'Avurudu Special', description: 'Festive TV.' });
const cricket = product('cricket', 'promotionalpackage', { name: 'Cricket Fever', description: 'Every ball.' });

function detailOf(id: string) {
  const contents =
    id === 'cricket'
      ? [
          product('ss1', 'channel', { name: 'Star Sports 1' }),
          product('classics', 'svod', { name: 'Cricket Classics' }),
        ]
      : [product('rupa', 'channel', { name: 'Rupavahini' }), product('screen1', 'screens', { name: '1 Screen' })];
  return productDetail(product(id, 'promotionalpackage'), { productList: contents });
}

function serve(packages = [avurudu, cricket]) {
  return mockFetch((path) => {
    if (path.endsWith('/product-types')) return jsonResponse(200, productTypes);
    if (path.includes('/all/active/by-type'))
      return jsonResponse(200, { items: packages, page: 1, pageSize: 100, total: packages.length });
    if (path.includes('/user-products/by-packagetype')) return jsonResponse(200, packages);
    if (path.endsWith('/account/connections')) return jsonResponse(200, [fixedLineDetails]);
    const detail = /\/(?:products|user-products)\/(avurudu|cricket)/.exec(path)?.[1];
    if (detail) return jsonResponse(200, detailOf(detail));
    return jsonResponse(404, { message: 'Not found', code: 'NOT_FOUND' });
  });
}

const renderPage = (path = '/promotions/packages') =>
  renderRoutes([{ path: '/promotions/packages/:id?', element: <PromotionalPackagesRoute /> }], { path });

beforeEach(() => {
  stubViewport(1000);
  stubObservers();
});

describe('PromotionalPackagesPage', { timeout: 30_000 }, () => {
  it('lists the packages without prices for visitors and shows the first one’s contents in tabs', async () => {
    const fetchMock = serve();
    const { user } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'PROMOTIONAL PACKAGES' })).toBeInTheDocument();
    const carousel = await screen.findByRole('region', { name: 'Promotional packages' });
    expect(within(carousel).getByRole('link', { name: 'Cricket Fever' })).toHaveAttribute(
      'href',
      '/promotions/packages/cricket',
    );
    expect(within(carousel).queryByText(/Rs\./)).not.toBeInTheDocument();

    expect(screen.getByRole('heading', { level: 2, name: 'Avurudu Special' })).toBeInTheDocument();
    const tabs = await screen.findByRole('tablist', { name: 'Package contents' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Channels', 'Screens']);
    expect(screen.getByRole('link', { name: 'Rupavahini' })).toHaveAttribute('href', '/products/rupa/false');
    await user.click(within(tabs).getByRole('tab', { name: 'Screens' }));
    expect(screen.getByRole('link', { name: '1 Screen' })).toHaveAttribute('href', '/screen/screen1');
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(
      `/api/products/v1/products/all/active/by-type?typeid=${typeIdOf('promotionalpackage')}&page=1&pageSize=100`,
    );
  });

  it('selects the package named in the path', async () => {
    serve();
    renderPage('/promotions/packages/cricket');
    expect(await screen.findByRole('heading', { level: 2, name: 'Cricket Fever' })).toBeInTheDocument();
    const tabs = await screen.findByRole('tablist', { name: 'Package contents' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Channels', 'SVOD']);
    expect(screen.getByRole('link', { name: 'Star Sports 1' })).toBeInTheDocument();
  });

  it("shows subscribers the connection's prices and uses the connection's calls", async () => {
    writeStored({ jwt: 'jwt-1', conID: 'con-1', connectionStatus: 'active' });
    const fetchMock = serve();
    renderPage();
    const carousel = await screen.findByRole('region', { name: 'Promotional packages' });
    expect(within(carousel).getAllByText('Rs. 1,390.00 plus taxes')).toHaveLength(2);
    await screen.findByRole('tablist', { name: 'Package contents' });
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual(
        expect.arrayContaining([
          `/api/billing/v1/billing/user-products/by-packagetype?conid=con-1&packagetypeid=${typeIdOf('promotionalpackage')}`,
          '/api/billing/v1/billing/user-products/avurudu?conid=con-1',
        ]),
      ),
    );
  });

  it('marks a package being unsubscribed with the day its access ends', async () => {
    writeStored({ jwt: 'jwt-1', conID: 'con-1', connectionStatus: 'active' });
    serve([
      { ...avurudu, isPurchased: true, purchaseStatus: 'PURCHASE_PENDING_REMOVE', billingEndDate: '2026-12-31' },
      cricket,
    ]);
    renderPage();
    const carousel = await screen.findByRole('region', { name: 'Promotional packages' });
    expect(within(carousel).getByRole('link', { name: 'Avurudu Special' })).toHaveAccessibleDescription(
      /Unsubscribed: access until 31\/12\/2026/,
    );
  });

  it('offers a subscriber SUBSCRIBE for the package shown', async () => {
    writeStored({ jwt: 'jwt-1', conID: 'con-1', userId: 'acc-1', connectionStatus: 'active' });
    serve();
    renderPage('/promotions/packages/cricket');
    const selected = await screen.findByRole('region', { name: 'Cricket Fever' });
    expect(await within(selected).findByRole('button', { name: 'SUBSCRIBE' })).toBeEnabled();
  });

  it('says so when there are no promotional packages', async () => {
    serve([]);
    renderPage();
    expect(await screen.findByText('There are no promotional packages available currently')).toHaveAttribute(
      'role',
      'status',
    );
  });
});

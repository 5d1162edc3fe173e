import type { ProductSummary } from '@selfcare/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { writeStored } from '@/shared/session/storage';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { fixedLineDetails } from '@/testing/fixtures';
import { RoutedTo, renderRoutes } from '@/testing/render';
import { basePackage, product, productTypes, purchaseOption } from '../testing/fixtures';
import { DevicesPage } from './devices-page';

const screens = [
  product('three', 'screens', { name: '3 Screens', isBundled: true, standalone: 'PURCHASE_MODE_BUNDLED' }),
  product('four', 'screens', { name: '4 Screens', standalone: 'PURCHASE_MODE_BUNDLED' }),
  product('plus1', 'screens', {
    name: 'Additional Screen',
    purchaseOption: purchaseOption({ defaultPrice: 150 }),
    discountOptionGroup: {
      actualPrice: 150,
      purchasePrice: 120,
      discountOptions: [
        {
          id: 'd1',
          discountLevel: 'PRODUCT',
          discountType: 'PERCENTAGE',
          value: 20,
          duration: 3,
          durationType: 'MONTHS',
          start: '2025-01-01T00:00:00.000Z',
          end: null,
        },
      ],
    },
  }),
];

function serve(list: ProductSummary[] = screens, packageType = purchaseOption().purchaseType) {
  return mockFetch((path) => {
    if (path.endsWith('/product-types')) return jsonResponse(200, productTypes);
    if (path.endsWith('/account/connections')) return jsonResponse(200, [fixedLineDetails]);
    if (path.includes('/user-products/by-type?'))
      return jsonResponse(200, { items: list, page: 1, pageSize: 100, total: 3 });
    if (path.includes('/allowedSecondaryPackages')) {
      return jsonResponse(200, [
        basePackage('family', {
          currentPurchasedPackage: true,
          purchaseOption: purchaseOption({ purchaseType: packageType }),
        }),
      ]);
    }
    return jsonResponse(500, {});
  });
}

const renderPage = () =>
  renderRoutes(
    [
      { path: '/screens', element: <DevicesPage /> },
      { path: '*', element: <RoutedTo /> },
    ],
    { path: '/screens' },
  );

const logIn = () => writeStored({ jwt: 'jwt-1', conID: 'con-1' });

describe('DevicesPage', () => {
  it('sends visitors to the login page', async () => {
    serve();
    renderPage();
    expect(await screen.findByText('Routed to /login')).toBeInTheDocument();
  });

  it('lists default devices as already subscribed and additional ones with price and discount', async () => {
    const fetchMock = serve();
    logIn();
    renderPage();
    const defaults = await screen.findByRole('list', { name: 'DEFAULT DEVICES' });
    expect(screen.getByRole('heading', { level: 1, name: 'DEVICES' })).toBeInTheDocument();
    expect(within(defaults).getByRole('link', { name: '3 Screens' })).toHaveAccessibleDescription('Already Subscribed');
    const additional = screen.getByRole('list', { name: 'ADDITIONAL DEVICES' });
    const extra = within(additional).getByRole('link', { name: 'Additional Screen' });
    expect(extra).toHaveTextContent('20% OFF');
    expect(extra).toHaveTextContent('Rs. 120.00 plus taxes');
    expect(extra).toHaveAttribute('href', '/screen/plus1');
    expect(screen.queryByText('4 Screens')).not.toBeInTheDocument();
    const byType = fetchMock.mock.calls.map(([input]) => String(input)).filter((path) => path.includes('/by-type?'));
    expect(byType).toEqual([
      '/api/billing/v1/billing/user-products/by-type?conid=con-1&typeid=type-screens&pageSize=100',
    ]);
  });

  it('says on the card how long the discount lasts', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T10:00:00Z'));
    try {
      serve();
      logIn();
      renderPage();
      const additional = await screen.findByRole('list', { name: 'ADDITIONAL DEVICES' });
      const extra = within(additional).getByRole('link', { name: 'Additional Screen' });
      expect(extra).toHaveAccessibleDescription(/^20% OFF For 3 Months until 27\/02\/2027/);
    } finally {
      vi.useRealTimers();
    }
  });

  it('marks an additional device being unsubscribed with the day its access ends', async () => {
    const [three, four, plus1] = screens;
    serve([
      three,
      four,
      { ...plus1, isPurchased: true, purchaseStatus: 'PURCHASE_PENDING_REMOVE', billingEndDate: '2026-12-31' },
    ] as ProductSummary[]);
    logIn();
    renderPage();
    const additional = await screen.findByRole('list', { name: 'ADDITIONAL DEVICES' });
    expect(within(additional).getByRole('link', { name: 'Additional Screen' })).toHaveTextContent(
      'Unsubscribed: access until 31/12/2026',
    );
  });

  it("labels default devices 'Already Purchased' with a one-off package", async () => {
    serve(screens, 'PURCHASE_TYPE_TRANSACTIONAL');
    logIn();
    renderPage();
    const defaults = await screen.findByRole('list', { name: 'DEFAULT DEVICES' });
    expect(within(defaults).getByRole('link', { name: '3 Screens' })).toHaveAccessibleDescription('Already Purchased');
  });

  it('says when there are no additional devices', async () => {
    serve(screens.slice(0, 1));
    logIn();
    renderPage();
    expect(await screen.findByText('There are no additional devices available currently.')).toBeInTheDocument();
  });
});

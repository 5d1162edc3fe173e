import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { writeStored } from '@/shared/session/storage';
import { jsonResponse } from '@/testing/fetch-mock';
import { fixedLineConnection } from '@/testing/fixtures';
import { RoutedTo, renderRoutes } from '@/testing/render';
import { calledPaths, detail, mockApi, productTypes, purchaseOption, respondWith } from '../testing/fixtures';
import { SvodListPage } from './svod-list-page';

const P = '/api/products/v1/products';

function renderList() {
  return renderRoutes(
    [
      { path: '/svod', element: <SvodListPage /> },
      { path: '*', element: <RoutedTo /> },
    ],
    { path: '/svod' },
  );
}

describe('SvodListPage', () => {
  it("lists every SVOD under 'ALL SVODs', each linking to its page", async () => {
    const fetchMock = mockApi({
      [`${P}/product-types`]: productTypes,
      [`${P}/all/active/by-types`]: [detail(), detail({ id: 'svod-2', name: 'Kids Zone' })],
    });
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'ALL SVODs' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'PEO Originals Plus' })).toHaveAttribute('href', '/svod/svod-1');
    expect(screen.getByRole('link', { name: 'Kids Zone' })).toHaveAttribute('href', '/svod/svod-2');
    // Visitors see no prices.
    expect(screen.queryByText(/Rs\./)).not.toBeInTheDocument();
    expect(calledPaths(fetchMock)).toContain(`${P}/all/active/by-types?typeid=type-svod`);
  });

  it("says 'Coming soon...' when there are none", async () => {
    mockApi({ [`${P}/product-types`]: productTypes, [`${P}/all/active/by-types`]: [] });
    renderList();
    expect(await screen.findByText('Coming soon...')).toBeInTheDocument();
  });

  it('marks what the connection holds and prices the rest', async () => {
    writeStored({ jwt: 'jwt-1', conID: 'con-1' });
    const fetchMock = mockApi({
      [`${P}/product-types`]: productTypes,
      '/api/users/v1/account/connections': [fixedLineConnection],
      '/api/billing/v1/billing/user-products/by-types': [
        detail({ isPurchased: true, purchaseStatus: 'PURCHASE_COMPLETE' }),
        detail({ id: 'svod-2', name: 'Kids Zone', purchaseOption: purchaseOption({ purchasePrice: 290 }) }),
        detail({
          id: 'svod-3',
          name: 'Helawood Premium',
          isPurchased: true,
          purchaseStatus: 'PURCHASE_PENDING_REMOVE',
          billingEndDate: '2026-12-31',
        }),
      ],
    });
    renderList();
    expect(await screen.findByRole('link', { name: 'PEO Originals Plus' })).toHaveAccessibleDescription('Subscribed');
    expect(screen.getByRole('link', { name: 'Kids Zone' })).toHaveAccessibleDescription('Rs. 290.00 plus taxes');
    expect(screen.getByRole('link', { name: 'Helawood Premium' })).toHaveAccessibleDescription(
      'Unsubscribed: access until 31/12/2026',
    );
    expect(calledPaths(fetchMock)).toContain(
      '/api/billing/v1/billing/user-products/by-types?conid=con-1&typeIds=type-svod',
    );
  });

  it("shows the spec's default text when the list cannot be read", async () => {
    mockApi({
      [`${P}/product-types`]: productTypes,
      [`${P}/all/active/by-types`]: respondWith(() => jsonResponse(503, {})),
    });
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong, please contact your service provider',
    );
  });
});

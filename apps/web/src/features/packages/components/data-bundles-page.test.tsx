import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { writeStored } from '@/shared/session/storage';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { fixedLineDetails } from '@/testing/fixtures';
import { RoutedTo, renderRoutes } from '@/testing/render';
import { product, purchaseOption } from '../testing/fixtures';
import { DataBundlesPage } from './data-bundles-page';

const bundles = [
  product('unlimited', 'databundle', {
    name: 'Unlimited',
    dataQuota: -1,
    purchaseOption: purchaseOption({ defaultPrice: 2490 }),
  }),
  product('booster', 'databundle', { name: 'Booster', dataQuota: 25, purchaseOption: purchaseOption() }),
];

function serve(list = bundles) {
  return mockFetch((path) => {
    if (path.endsWith('/account/connections')) return jsonResponse(200, [fixedLineDetails]);
    if (path.includes('/user-products/data-bundles?conId=con-1')) return jsonResponse(200, list);
    return jsonResponse(500, {});
  });
}

const renderPage = () =>
  renderRoutes(
    [
      { path: '/databundles', element: <DataBundlesPage /> },
      { path: '*', element: <RoutedTo /> },
    ],
    { path: '/databundles' },
  );

describe('DataBundlesPage', () => {
  it('lists the bundles with their quota, linking to the product with the dataBundle flag', async () => {
    serve();
    writeStored({ jwt: 'jwt-1', conID: 'con-1', isBroadBand: 'true' });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'SUBSCRIPTION DATA BUNDLES' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'SUBSCRIPTION DATA BUNDLES' });
    const unlimited = within(list).getByRole('link', { name: 'Unlimited' });
    expect(unlimited).toHaveTextContent('Unlimited Data');
    expect(unlimited).toHaveAttribute('href', '/products/unlimited?dataBundle=true');
    expect(within(list).getByRole('link', { name: 'Booster' })).toHaveTextContent('25 GB');
    expect(within(list).getByRole('link', { name: 'Booster' })).toHaveTextContent('Rs. 790.00 plus taxes');
  });

  it('marks a bought bundle, and one being unsubscribed with the day its access ends', async () => {
    serve([
      product('unlimited', 'databundle', {
        name: 'Unlimited',
        purchaseOption: purchaseOption(),
        isPurchased: true,
        purchaseStatus: 'PURCHASE_COMPLETE',
      }),
      product('booster', 'databundle', {
        name: 'Booster',
        purchaseOption: purchaseOption(),
        isPurchased: true,
        purchaseStatus: 'PURCHASE_PENDING_REMOVE',
        billingEndDate: '2026-12-31',
      }),
    ]);
    writeStored({ jwt: 'jwt-1', conID: 'con-1', isBroadBand: 'true' });
    renderPage();
    const list = await screen.findByRole('list', { name: 'SUBSCRIPTION DATA BUNDLES' });
    expect(within(list).getByRole('link', { name: 'Unlimited' })).toHaveTextContent('Subscribed');
    const booster = within(list).getByRole('link', { name: 'Booster' });
    expect(booster).toHaveTextContent('Unsubscribed: access until 31/12/2026');
    expect(booster).not.toHaveTextContent(/(^|[^n])Subscribed/);
  });

  it('says when none are on sale', async () => {
    serve([]);
    writeStored({ jwt: 'jwt-1', conID: 'con-1', isBroadBand: 'true' });
    renderPage();
    expect(await screen.findByText('There are no data bundles available currently.')).toBeInTheDocument();
  });

  it('sends a connection without broadband home', async () => {
    serve();
    writeStored({ jwt: 'jwt-1', conID: 'con-1', isBroadBand: 'false' });
    renderPage();
    expect(await screen.findByText('Routed to /')).toBeInTheDocument();
  });

  it('sends visitors home', async () => {
    serve();
    renderPage();
    expect(await screen.findByText('Routed to /')).toBeInTheDocument();
  });
});

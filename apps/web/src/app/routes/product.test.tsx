import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CONNECTION_ID,
  CONNECTIONS_PATH,
  LOCATION_PATH,
  logInAs,
  mockApi,
  product,
} from '@/features/catalogue/testing/catalogue-fixtures';
import { writeStored } from '@/shared/session/storage';
import { purchaseOption } from '@/testing/catalogue-fixtures';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { RoutedTo, renderRoutes } from '@/testing/render';
import { ProductRoute } from './product';

const routes = [
  { path: '/', element: <RoutedTo /> },
  { path: '/products/:productId/:purchasable?', element: <ProductRoute /> },
];

const vod = product({
  id: 'vod-1',
  name: 'Sihina Desa',
  productTypeTypeName: 'vod',
  productTypeName: 'Video on Demand',
  description: 'A village schoolteacher chases a dream.',
  pgRating: 'PG',
  additionalDetails: [
    { code: 'Director', name: 'Asoka Handagama' },
    { code: 'Year', name: '2025' },
  ],
  purchaseOption: purchaseOption({
    purchaseType: 'PURCHASE_TYPE_TRANSACTIONAL',
    purchasePrice: 250,
    utilization: { utilizationPeriod: 2, utilizationPeriodUnit: 'DAYS' },
  }),
});

const userPath = (id: string) => `/billing/v1/billing/user-products/${id}?conid=${CONNECTION_ID}`;

describe('ProductPage', () => {
  it('shows a visitor the video, its information list and PG Rating, without a price', async () => {
    mockApi({ '/products/v1/products/vod-1': vod });
    renderRoutes(routes, { path: '/products/vod-1' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Sihina Desa' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Sihina Desa' })).toHaveAttribute('width', '640');
    expect(screen.getByText('A village schoolteacher chases a dream.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Information' })).toBeInTheDocument();
    expect(screen.getByText('PG Rating')).toBeInTheDocument();
    expect(screen.getByText('PG')).toBeInTheDocument();
    expect(screen.getByText('Director')).toBeInTheDocument();
    expect(screen.getByText('Asoka Handagama')).toBeInTheDocument();
    expect(screen.queryByText(/Rs\./)).not.toBeInTheDocument();
  });

  it('shows a channel with its features and no information list', async () => {
    mockApi({
      '/products/v1/products/ch-1': product({
        id: 'ch-1',
        name: 'HBO',
        feature: { tstv: true, pip: true, cpvr: true },
      }),
    });
    renderRoutes(routes, { path: '/products/ch-1/false?purchaseOptionId=po-1' });

    expect(await screen.findByRole('heading', { level: 1, name: 'HBO' })).toBeInTheDocument();
    const features = screen.getByRole('list', { name: 'Features' });
    expect(features).toHaveTextContent('TSTVPIPCPVR');
    expect(screen.queryByText('PG Rating')).not.toBeInTheDocument();
  });

  it.each([
    [7, 'Rs. 250.00'],
    [6, 'Rs. 250.00 +tax'],
    [1, 'Rs. 250.00 plus taxes'],
  ] as const)('prices by connection type %i: %s', async (type, text) => {
    mockApi({ [CONNECTIONS_PATH]: [logInAs(type)], [userPath('vod-1')]: vod });
    renderRoutes(routes, { path: '/products/vod-1' });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByText('For 2 Days')).toBeInTheDocument();
  });

  it('shows the discount with the earlier start, its label and validity', async () => {
    mockApi({
      [CONNECTIONS_PATH]: [logInAs(7)],
      [userPath('vod-1')]: {
        ...vod,
        discountOptionGroup: {
          actualPrice: 250,
          purchasePrice: 200,
          discountOptions: [
            {
              id: 'd-user',
              discountLevel: 'USER',
              discountType: 'PERCENTAGE',
              value: 10,
              duration: null,
              durationType: 'FOREVER',
              start: '2025-03-01T00:00:00.000Z',
              end: null,
            },
            {
              id: 'd-product',
              discountLevel: 'PRODUCT',
              discountType: 'AMOUNT',
              value: 50,
              duration: 3,
              durationType: 'MONTHS',
              start: '2025-02-01T00:00:00.000Z',
              end: '2025-12-31T00:00:00.000Z',
            },
          ],
        },
      },
    });
    renderRoutes(routes, { path: '/products/vod-1' });
    expect(await screen.findByText('Rs. 200.00')).toBeInTheDocument();
    expect(screen.getByText('Rs.50 OFF')).toBeInTheDocument();
    expect(screen.getByText('For 3 Months until 31/12/2025')).toBeInTheDocument();
    expect(screen.queryByText('10% OFF')).not.toBeInTheDocument();
  });

  it('tells how long a purchased one-off title can be enjoyed, with the expiry badge', async () => {
    mockApi({
      [CONNECTIONS_PATH]: [logInAs(1)],
      [userPath('vod-1')]: {
        ...vod,
        isPurchased: true,
        purchaseStatus: 'PURCHASE_COMPLETE',
        billingEndDate: '2025-06-03',
        daysRemainingToExpire: 2,
      },
    });
    renderRoutes(routes, { path: '/products/vod-1' });
    expect(await screen.findByText('You can enjoy this till 03/06/2025')).toBeInTheDocument();
    expect(screen.getByText('2 days to expire')).toBeInTheDocument();
    expect(screen.getByText('Purchased')).toBeInTheDocument();
  });

  it('tags a bundled video Free, without a price', async () => {
    mockApi({ [CONNECTIONS_PATH]: [logInAs(4)], [userPath('vod-1')]: { ...vod, isBundled: true } });
    renderRoutes(routes, { path: '/products/vod-1' });
    expect(await screen.findByText('Free')).toBeInTheDocument();
    expect(screen.queryByText(/Rs\./)).not.toBeInTheDocument();
  });

  it('shows the unsubscribed-content note and the re-subscribe hint while pending removal', async () => {
    mockApi({
      [CONNECTIONS_PATH]: [logInAs(4)],
      [userPath('vod-1')]: {
        ...vod,
        purchaseOption: purchaseOption(),
        isPurchased: true,
        purchaseStatus: 'PURCHASE_PENDING_REMOVE',
        billingEndDate: '2025-07-15',
      },
    });
    renderRoutes(routes, { path: '/products/vod-1' });
    expect(
      await screen.findByText('Unsubscribed content. You will have access to this only till 15/07/2025.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Please re-subscribe to cancel the unsubscription.')).toBeInTheDocument();
    expect(screen.getByText('Unsubscribed: access until 15/07/2025')).toBeInTheDocument();
    expect(screen.queryByText('Subscribed')).not.toBeInTheDocument();
  });

  it('tells a viewer in Sri Lanka that international content is for outside Sri Lanka', async () => {
    mockApi({ '/products/v1/products/vod-1': { ...vod, regions: ['INTERNATIONAL'] } });
    renderRoutes(routes, { path: '/products/vod-1' });
    expect(await screen.findByText('This can only be viewed from outside of Sri Lanka.')).toBeInTheDocument();
  });

  it('tells a viewer abroad that Sri Lanka-only content is for Sri Lanka', async () => {
    mockApi({ '/products/v1/products/vod-1': { ...vod, regions: ['LK'] }, [LOCATION_PATH]: { country: 'GB' } });
    renderRoutes(routes, { path: '/products/vod-1' });
    expect(await screen.findByText('This can be only viewed within Sri Lanka')).toBeInTheDocument();
  });

  it('shows no region message for Sri Lanka-only content or for screens', async () => {
    mockApi({
      '/products/v1/products/vod-1': { ...vod, regions: ['LK'] },
      '/products/v1/products/scr-1': product({
        id: 'scr-1',
        name: '+1 Screen',
        productTypeTypeName: 'screens',
        regions: ['INTERNATIONAL'],
      }),
    });
    const { router } = renderRoutes(routes, { path: '/products/vod-1' });
    await screen.findByRole('heading', { level: 1, name: 'Sihina Desa' });
    expect(screen.queryByText('This can be only viewed within Sri Lanka')).not.toBeInTheDocument();
    await router.navigate('/products/scr-1');
    await screen.findByRole('heading', { level: 1, name: '+1 Screen' });
    expect(screen.queryByText('This can only be viewed from outside of Sri Lanka.')).not.toBeInTheDocument();
  });

  it("opens the purchase modal for a banner's option", async () => {
    const channel = product({
      id: 'ch-1',
      name: 'HBO',
      standalone: 'PURCHASE_MODE_STANDALONE',
      purchaseOptionGroupId: 'pog-1',
      purchaseOption: purchaseOption(),
    });
    mockApi({
      [CONNECTIONS_PATH]: [logInAs(1)],
      [userPath('ch-1')]: channel,
      [`/billing/v1/billing/user-purchase/basepackage/downgrade-status?userConnectionId=${CONNECTION_ID}`]: {
        downgrade: false,
        pending: false,
        changeDate: null,
        newBasePackageId: null,
        name: null,
        canDowngrade: true,
      },
      [`/billing/v1/billing/purchase-options?productId=ch-1&conid=${CONNECTION_ID}&purchaseOptionId=po-1`]: [
        purchaseOption(),
      ],
      [`/products/v1/products/bundled?productId=ch-1&conid=${CONNECTION_ID}`]: [],
    });
    writeStored({ userId: 'acc-1' });
    renderRoutes(routes, { path: '/products/ch-1/false?purchaseOptionId=po-1' });
    const dialog = await screen.findByRole('dialog', { name: 'Subscribing' });
    expect(within(dialog).getByRole('combobox', { name: 'Purchase option' })).toHaveValue('po-1');
  });

  it('says so when the product does not exist', async () => {
    mockApi({});
    renderRoutes(routes, { path: '/products/unknown' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
    expect(screen.getByText('This product is not available.')).toBeInTheDocument();
  });

  it('shows the default message when the server fails', async () => {
    mockFetch(() => jsonResponse(500, {}));
    renderRoutes(routes, { path: '/products/vod-1' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong, please contact your service provider',
    );
  });

  it('sends a logged-in user without a connection home', async () => {
    const fetchMock = mockApi({});
    writeStored({ jwt: 'jwt-1' });
    renderRoutes(routes, { path: '/products/vod-1' });
    expect(await screen.findByText('Routed to /')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { purchaseOption } from '@/testing/catalogue-fixtures';
import { renderRoutes } from '@/testing/render';
import { CONNECTION_ID, CONNECTIONS_PATH, logInAs, mockApi, product } from '../testing/catalogue-fixtures';
import { VodPage } from './vod-page';

const title = product({
  id: 'vod-1',
  name: 'Kalu Ganga Ira',
  description: 'A river, a family and a secret.',
  productTypeTypeName: 'vod',
  pgRating: 'PG-13',
  additionalDetails: [{ code: 'Duration', name: '1h 52m' }],
  purchaseOption: purchaseOption({ purchaseType: 'PURCHASE_TYPE_TRANSACTIONAL' }),
});

describe('VodPage', () => {
  it('shows name, image, description, PG rating and additional details', async () => {
    mockApi({ '/products/v1/products/vod-1': title });
    renderRoutes([{ path: '/vod/:productId', element: <VodPage /> }], { path: '/vod/vod-1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kalu Ganga Ira' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Kalu Ganga Ira' })).toHaveAttribute('height', '360');
    expect(screen.getByText('A river, a family and a secret.')).toBeInTheDocument();
    expect(screen.getByText('PG Rating')).toBeInTheDocument();
    expect(screen.getByText('PG-13')).toBeInTheDocument();
    expect(screen.getByText('1h 52m')).toBeInTheDocument();
  });

  it('counts down the days to expire: red at one day', async () => {
    mockApi({
      [CONNECTIONS_PATH]: [logInAs(7)],
      [`/billing/v1/billing/user-products/vod-1?conid=${CONNECTION_ID}`]: {
        ...title,
        isPurchased: true,
        purchaseStatus: 'PURCHASE_COMPLETE',
        billingEndDate: '2025-05-02',
        daysRemainingToExpire: 1,
      },
    });
    renderRoutes([{ path: '/vod/:productId', element: <VodPage /> }], { path: '/vod/vod-1' });
    expect(await screen.findByText('1 day to expire')).toBeInTheDocument();
    expect(screen.getByText('You can enjoy this till 02/05/2025')).toBeInTheDocument();
  });
});

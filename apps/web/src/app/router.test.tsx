import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { product } from '@/features/catalogue/testing/catalogue-fixtures';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { renderRoutes } from '@/testing/render';
import { routes } from './router';

/** Spec 002's route table lists these without content: each is a page of its own, never 'Page not found'. */
describe('routes the spec lists without content', () => {
  it.each([
    ['/existingcustomer', 'Already a customer?'],
    ['/getconnection', 'Get a PEOTVGO connection'],
  ])('%s is a page: "%s"', async (path, heading) => {
    mockFetch(() => jsonResponse(404, { message: 'Not found', code: 'NOT_FOUND' }));
    renderRoutes(routes, { path });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
  });
});

describe('/screen/{id}', () => {
  it("is an extra screen's product page", async () => {
    const screenProduct = product({ id: 'plus1', name: '2 Additional Screens', productTypeTypeName: 'screens' });
    mockFetch((path) =>
      path.includes('/products/v1/products/plus1')
        ? jsonResponse(200, screenProduct)
        : jsonResponse(404, { message: 'Not found', code: 'NOT_FOUND' }),
    );
    renderRoutes(routes, { path: '/screen/plus1' });
    expect(await screen.findByRole('heading', { level: 1, name: '2 Additional Screens' })).toBeInTheDocument();
  });
});

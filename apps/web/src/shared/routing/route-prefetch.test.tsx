import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, type RouteObject, useRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { lazyNamed } from '@/shared/ui/lazy-named';
import { preloadRouteComponents } from './route-prefetch';

function Products() {
  return <p>Products page</p>;
}

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

describe('preloadRouteComponents', () => {
  it('loads the page the address opens, and only that one, so it renders at once', async () => {
    const loadProducts = vi.fn(async () => ({ Products }));
    const loadOther = vi.fn(async () => ({ Products }));
    const routes: RouteObject[] = [
      { path: 'products/:id', Component: lazyNamed(loadProducts, 'Products', { pageMessages: false }) },
      { path: 'other', Component: lazyNamed(loadOther, 'Products', { pageMessages: false }) },
    ];

    await preloadRouteComponents(routes, '/products/p-1');

    expect(loadProducts).toHaveBeenCalledOnce();
    expect(loadOther).not.toHaveBeenCalled();
    render(
      <MemoryRouter initialEntries={['/products/p-1']}>
        <Suspense fallback={<p>Loading</p>}>
          <Routes routes={routes} />
        </Suspense>
      </MemoryRouter>,
    );
    expect(screen.getByText('Products page')).toBeInTheDocument();
  });

  it('settles when a page cannot be fetched, leaving the failure to the page', async () => {
    const unreachable = (): Promise<{ Products: typeof Products }> => Promise.reject(new Error('offline'));
    const routes: RouteObject[] = [
      { path: '*', Component: lazyNamed(unreachable, 'Products', { pageMessages: false }) },
    ];
    await expect(preloadRouteComponents(routes, '/anything')).resolves.toBeUndefined();
  });
});

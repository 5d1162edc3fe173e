import { type RouteObject, useRoutes } from 'react-router';
import { accountAccessRoutes } from '@/features/account-access/routes';
import { catalogueRoutes, productPageHandle } from '@/features/catalogue/routes';
import { landingRoutes } from '@/features/landing/routes';
import { ondemandRoutes } from '@/features/ondemand/routes';
import { packagesPageHandle, packagesRoutes } from '@/features/packages/routes';
import { profileRoutes } from '@/features/profile/routes';
import { promotionsRoutes } from '@/features/promotions/routes';
import { reactivationRoutes } from '@/features/reactivation/routes';
import { registrationRoutes } from '@/features/registration/routes';
import { vouchersRoutes } from '@/features/vouchers/routes';
import { lazyNamed } from '@/shared/ui/lazy-named';
import { MainLayout } from './layouts/main-layout';

/**
 * The pages that sell: a feature's page with the purchase feature's buttons, composed in a route module
 * of app/routes (features do not import one another; decision 0034). Each is one chunk, as before.
 */
const sellingRoutes: RouteObject[] = [
  {
    path: 'products/:productId/:purchasable?',
    Component: lazyNamed(() => import('./routes/product'), 'ProductRoute'),
    handle: productPageHandle,
  },
  {
    // An extra screen's detail (spec 002 route table): the product page, with its purchase actions.
    path: 'screen/:productId',
    Component: lazyNamed(() => import('./routes/product'), 'ProductRoute'),
    handle: productPageHandle,
  },
  {
    path: 'channel-bundle/:bundleId',
    Component: lazyNamed(() => import('./routes/channel-bundle'), 'ChannelBundleRoute'),
  },
  { path: 'svod/:id', Component: lazyNamed(() => import('./routes/svod'), 'SvodRoute') },
  {
    path: 'packages',
    Component: lazyNamed(() => import('./routes/packages'), 'PackagesRoute'),
    handle: packagesPageHandle,
  },
  {
    path: 'promotions/packages/:id?',
    Component: lazyNamed(() => import('./routes/promotional-packages'), 'PromotionalPackagesRoute'),
  },
];

/**
 * Each page is its own chunk, loaded when first visited; every feature lists its pages in its
 * routes.tsx. Matched with useRoutes under a BrowserRouter: the pages load nothing before they render,
 * so the data router's loaders are not needed (decision 0012), and MainLayout's PageBoundary gives the
 * spinner and the error page.
 */
export const routes: RouteObject[] = [
  {
    element: <MainLayout />,
    children: [
      ...landingRoutes,
      ...catalogueRoutes,
      ...ondemandRoutes,
      ...packagesRoutes,
      ...promotionsRoutes,
      ...sellingRoutes,
      ...accountAccessRoutes,
      ...reactivationRoutes,
      ...registrationRoutes,
      ...profileRoutes,
      ...vouchersRoutes,
      { path: 'login', Component: lazyNamed(() => import('./routes/login'), 'LoginRoute') },
      { path: '*', Component: lazyNamed(() => import('./routes/not-found'), 'NotFoundRoute') },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}

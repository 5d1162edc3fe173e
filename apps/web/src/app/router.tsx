import { type RouteObject, useRoutes } from 'react-router';
import { accountAccessRoutes } from '@/features/account-access/routes';
import { catalogueRoutes } from '@/features/catalogue/routes';
import { landingRoutes } from '@/features/landing/routes';
import { ondemandRoutes } from '@/features/ondemand/routes';
import { packagesRoutes } from '@/features/packages/routes';
import { profileRoutes } from '@/features/profile/routes';
import { promotionsRoutes } from '@/features/promotions/routes';
import { reactivationRoutes } from '@/features/reactivation/routes';
import { registrationRoutes } from '@/features/registration/routes';
import { vouchersRoutes } from '@/features/vouchers/routes';
import { lazyNamed } from '@/shared/ui/lazy-named';
import { MainLayout } from './layouts/main-layout';

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

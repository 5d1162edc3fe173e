import { createBrowserRouter, type RouteObject } from 'react-router';
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
import { Spinner } from '@/shared/ui/spinner';
import { MainLayout } from './layouts/main-layout';
import { ErrorPage, RootErrorPage } from './routes/error-page';

/** Each page is its own chunk, loaded when first visited; every feature lists its pages in its routes.tsx. */
export const routes: RouteObject[] = [
  {
    element: <MainLayout />,
    errorElement: <RootErrorPage />,
    children: [
      {
        errorElement: <ErrorPage />,
        HydrateFallback: Spinner,
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
          {
            path: 'login',
            lazy: async () => ({ Component: (await import('./routes/login')).LoginRoute }),
          },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }),
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

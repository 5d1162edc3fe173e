import { createBrowserRouter, type RouteObject } from 'react-router';
import { Spinner } from '@/shared/ui/spinner';
import { MainLayout } from './layouts/main-layout';
import { ErrorPage, RootErrorPage } from './routes/error-page';

/** Each page is its own chunk, loaded when first visited. */
export const routes: RouteObject[] = [
  {
    element: <MainLayout />,
    errorElement: <RootErrorPage />,
    children: [
      {
        errorElement: <ErrorPage />,
        HydrateFallback: Spinner,
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('@/features/landing/components/landing-page')).LandingPage,
            }),
          },
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

import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoginPage } from '@/features/auth/components/login-page';
import { HomePage } from '@/features/home/home-page';
import { ConsoleShell } from './layout/console-shell';
import { NotFoundPage } from './layout/not-found-page';
import { RequireSection } from './layout/require-section';

/** Each section's screens load with the section (their own chunks), the shell at once. */
const lazyPage = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const consoleRoutes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  {
    element: <ConsoleShell />,
    children: [
      { index: true, element: <HomePage /> },
      {
        element: <RequireSection section="care" />,
        children: [
          { path: 'care', ...lazyPage(() => import('@/features/care/care-page')) },
          { path: 'care/:accountId', ...lazyPage(() => import('@/features/care/subscriber-page')) },
        ],
      },
      {
        element: <RequireSection section="reports" />,
        children: [{ path: 'reports', ...lazyPage(() => import('@/features/reports/reports-page')) }],
      },
      {
        element: <RequireSection section="products" />,
        children: [
          { path: 'products', ...lazyPage(() => import('@/features/products/products-page')) },
          { path: 'products/new', ...lazyPage(() => import('@/features/products/product-editor-page')) },
          { path: 'products/:id', ...lazyPage(() => import('@/features/products/product-editor-page')) },
        ],
      },
      {
        element: <RequireSection section="banners" />,
        children: [{ path: 'banners', ...lazyPage(() => import('@/features/banners/banners-page')) }],
      },
      {
        element: <RequireSection section="vouchers" />,
        children: [{ path: 'vouchers', ...lazyPage(() => import('@/features/vouchers/vouchers-page')) }],
      },
      {
        element: <RequireSection section="gifts" />,
        children: [{ path: 'gifts', ...lazyPage(() => import('@/features/gifts/gifts-page')) }],
      },
      {
        element: <RequireSection section="tax" />,
        children: [{ path: 'tax', ...lazyPage(() => import('@/features/tax/tax-page')) }],
      },
      {
        element: <RequireSection section="staff" />,
        children: [{ path: 'staff', ...lazyPage(() => import('@/features/staff/staff-page')) }],
      },
      {
        element: <RequireSection section="audit" />,
        children: [{ path: 'audit', ...lazyPage(() => import('@/features/audit/audit-page')) }],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createConsoleRouter = () => createBrowserRouter(consoleRoutes, { basename: '/console' });

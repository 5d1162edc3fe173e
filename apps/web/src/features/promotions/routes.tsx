import type { RouteObject } from 'react-router';
import { lazyPage } from '@/shared/routing/lazy-page';

export const promotionsRoutes: RouteObject[] = [
  {
    path: 'promotions',
    Component: lazyPage(() => import('./components/promotions-page'), 'PromotionsPage'),
  },
  {
    path: 'promotions/packages/:id?',
    Component: lazyPage(() => import('./components/promotional-packages-page'), 'PromotionalPackagesPage'),
  },
];

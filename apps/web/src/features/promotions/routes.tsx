import type { RouteObject } from 'react-router';
import { lazyNamed } from '@/shared/ui/lazy-named';

export const promotionsRoutes: RouteObject[] = [
  {
    path: 'promotions',
    Component: lazyNamed(() => import('./components/promotions-page'), 'PromotionsPage'),
  },
  {
    path: 'promotions/packages/:id?',
    Component: lazyNamed(() => import('./components/promotional-packages-page'), 'PromotionalPackagesPage'),
  },
];

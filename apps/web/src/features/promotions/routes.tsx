import type { RouteObject } from 'react-router';
import { lazyNamed } from '@/shared/ui/lazy-named';

/**
 * The promotions page. The promotional packages page shows the purchase feature's buttons, so the app
 * composes and routes it (app/router.tsx, decision 0034).
 */
export const promotionsRoutes: RouteObject[] = [
  {
    path: 'promotions',
    Component: lazyNamed(() => import('./components/promotions-page'), 'PromotionsPage'),
  },
];

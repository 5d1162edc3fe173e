import type { RouteObject } from 'react-router';

export const promotionsRoutes: RouteObject[] = [
  {
    path: 'promotions',
    lazy: async () => ({ Component: (await import('./components/promotions-page')).PromotionsPage }),
  },
  {
    path: 'promotions/packages/:id?',
    lazy: async () => ({
      Component: (await import('./components/promotional-packages-page')).PromotionalPackagesPage,
    }),
  },
];

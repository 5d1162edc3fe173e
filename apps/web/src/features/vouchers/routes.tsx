import type { RouteObject } from 'react-router';

export const vouchersRoutes: RouteObject[] = [
  {
    path: 'gifts',
    lazy: async () => ({ Component: (await import('./components/gift-vouchers-page')).GiftVouchersPage }),
  },
  {
    path: 'gifts/:id',
    lazy: async () => ({ Component: (await import('./components/gift-voucher-page')).GiftVoucherPage }),
  },
  {
    path: 'vouchers',
    lazy: async () => ({
      Component: (await import('./components/promotional-vouchers-page')).PromotionalVouchersPage,
    }),
  },
];

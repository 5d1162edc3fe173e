import type { RouteObject } from 'react-router';
import { lazyPage } from '@/shared/routing/lazy-page';

export const vouchersRoutes: RouteObject[] = [
  {
    path: 'gifts',
    Component: lazyPage(() => import('./components/gift-vouchers-page'), 'GiftVouchersPage'),
  },
  {
    path: 'gifts/:id',
    Component: lazyPage(() => import('./components/gift-voucher-page'), 'GiftVoucherPage'),
  },
  {
    path: 'vouchers',
    Component: lazyPage(() => import('./components/promotional-vouchers-page'), 'PromotionalVouchersPage'),
  },
];

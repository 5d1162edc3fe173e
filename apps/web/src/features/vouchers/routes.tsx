import type { RouteObject } from 'react-router';
import { lazyNamed } from '@/shared/ui/lazy-named';

export const vouchersRoutes: RouteObject[] = [
  {
    path: 'gifts',
    Component: lazyNamed(() => import('./components/gift-vouchers-page'), 'GiftVouchersPage'),
  },
  {
    path: 'gifts/:id',
    Component: lazyNamed(() => import('./components/gift-voucher-page'), 'GiftVoucherPage'),
  },
  {
    path: 'vouchers',
    Component: lazyNamed(() => import('./components/promotional-vouchers-page'), 'PromotionalVouchersPage'),
  },
];

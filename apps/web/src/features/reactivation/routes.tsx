import type { RouteObject } from 'react-router';
import { lazyPage } from '@/shared/routing/lazy-page';

/** /payment-status and /provisioning-failed (spec 002 section 2.8); the suspended screen is on the landing. */
export const reactivationRoutes: RouteObject[] = [
  {
    path: 'payment-status',
    Component: lazyPage(() => import('./components/payment-status-page'), 'PaymentStatusPage'),
  },
  {
    path: 'provisioning-failed',
    Component: lazyPage(() => import('./components/provisioning-failed-page'), 'ProvisioningFailedPage'),
  },
];

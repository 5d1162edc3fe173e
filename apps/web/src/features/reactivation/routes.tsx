import type { RouteObject } from 'react-router';
import { lazyNamed } from '@/shared/ui/lazy-named';

/** /payment-status and /provisioning-failed (spec 002 section 2.8); the suspended screen is on the landing. */
export const reactivationRoutes: RouteObject[] = [
  {
    path: 'payment-status',
    Component: lazyNamed(() => import('./components/payment-status-page'), 'PaymentStatusPage'),
  },
  {
    path: 'provisioning-failed',
    Component: lazyNamed(() => import('./components/provisioning-failed-page'), 'ProvisioningFailedPage'),
  },
];

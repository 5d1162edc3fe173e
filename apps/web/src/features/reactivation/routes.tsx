import type { RouteObject } from 'react-router';

/** /payment-status and /provisioning-failed (spec 002 section 2.8); the suspended screen is on the landing. */
export const reactivationRoutes: RouteObject[] = [
  {
    path: 'payment-status',
    lazy: async () => ({ Component: (await import('./components/payment-status-page')).PaymentStatusPage }),
  },
  {
    path: 'provisioning-failed',
    lazy: async () => ({
      Component: (await import('./components/provisioning-failed-page')).ProvisioningFailedPage,
    }),
  },
];

import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { lazyNamed } from '@/shared/ui/lazy-named';

const page = (path: string, Component: ComponentType): RouteObject => ({ path, Component });

/** Registration, adding a connection and onboarding (decision 0009 "Web"); every page is its own chunk. */
export const registrationRoutes: RouteObject[] = [
  page(
    'customer',
    lazyNamed(() => import('./components/customer-selection-page'), 'CustomerSelectionPage'),
  ),
  page(
    'customer/selection',
    lazyNamed(() => import('./components/customer-selection-page'), 'CustomerSelectionPage'),
  ),
  page(
    'customer/already_registered',
    lazyNamed(() => import('./components/already-registered-page'), 'AlreadyRegisteredPage'),
  ),
  page(
    'account-login',
    lazyNamed(() => import('./components/account-login-page'), 'AccountLoginPage'),
  ),
  page(
    'personaldetails',
    lazyNamed(() => import('./components/personal-details-page'), 'PersonalDetailsPage'),
  ),
  page(
    'furtherdetails',
    lazyNamed(() => import('./components/further-details-page'), 'FurtherDetailsPage'),
  ),
  page(
    'verify',
    lazyNamed(() => import('./components/verify-page'), 'VerifyPage'),
  ),
  page(
    'viewpackage',
    lazyNamed(() => import('./components/view-package-page'), 'ViewPackagePage'),
  ),
  page(
    'subscribe',
    lazyNamed(() => import('./components/subscribe-page'), 'SubscribePage'),
  ),
  page(
    'paymentStatus',
    lazyNamed(() => import('./components/payment-status-page'), 'PaymentStatusPage'),
  ),
  page(
    'auth',
    lazyNamed(() => import('./components/completion-page'), 'AccountCreatedPage'),
  ),
  page(
    'authcode',
    lazyNamed(() => import('./components/completion-page'), 'ValidationCodePage'),
  ),
  page(
    'existingcustomer',
    lazyNamed(() => import('./components/existing-customer-page'), 'ExistingCustomerPage'),
  ),
  page(
    'getconnection',
    lazyNamed(() => import('./components/get-connection-page'), 'GetConnectionPage'),
  ),
  page(
    'termsandconditions',
    lazyNamed(() => import('./components/terms-page'), 'TermsPage'),
  ),
];

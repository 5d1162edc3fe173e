import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { lazyPage } from '@/shared/routing/lazy-page';

const page = (path: string, Component: ComponentType): RouteObject => ({ path, Component });

/** Registration, adding a connection and onboarding (decision 0009 "Web"); every page is its own chunk. */
export const registrationRoutes: RouteObject[] = [
  page(
    'customer',
    lazyPage(() => import('./components/customer-selection-page'), 'CustomerSelectionPage'),
  ),
  page(
    'customer/selection',
    lazyPage(() => import('./components/customer-selection-page'), 'CustomerSelectionPage'),
  ),
  page(
    'customer/already_registered',
    lazyPage(() => import('./components/already-registered-page'), 'AlreadyRegisteredPage'),
  ),
  page(
    'account-login',
    lazyPage(() => import('./components/account-login-page'), 'AccountLoginPage'),
  ),
  page(
    'personaldetails',
    lazyPage(() => import('./components/personal-details-page'), 'PersonalDetailsPage'),
  ),
  page(
    'furtherdetails',
    lazyPage(() => import('./components/further-details-page'), 'FurtherDetailsPage'),
  ),
  page(
    'verify',
    lazyPage(() => import('./components/verify-page'), 'VerifyPage'),
  ),
  page(
    'viewpackage',
    lazyPage(() => import('./components/view-package-page'), 'ViewPackagePage'),
  ),
  page(
    'subscribe',
    lazyPage(() => import('./components/subscribe-page'), 'SubscribePage'),
  ),
  page(
    'paymentStatus',
    lazyPage(() => import('./components/payment-status-page'), 'PaymentStatusPage'),
  ),
  page(
    'auth',
    lazyPage(() => import('./components/completion-page'), 'AccountCreatedPage'),
  ),
  page(
    'authcode',
    lazyPage(() => import('./components/completion-page'), 'ValidationCodePage'),
  ),
  page(
    'termsandconditions',
    lazyPage(() => import('./components/terms-page'), 'TermsPage'),
  ),
];

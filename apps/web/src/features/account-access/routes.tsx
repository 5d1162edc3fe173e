import type { RouteObject } from 'react-router';
import { lazyPage } from '@/shared/routing/lazy-page';

/** Forgot password, password recovery, e-mail confirmation and username recovery. */
export const accountAccessRoutes: RouteObject[] = [
  {
    path: 'password',
    Component: lazyPage(() => import('./components/forgot-password-page'), 'ForgotPasswordPage'),
  },
  {
    path: 'pwd_recovery/:id',
    Component: lazyPage(() => import('./components/reset-password-page'), 'ResetPasswordPage'),
  },
  {
    path: 'email/confirmation/:id',
    Component: lazyPage(() => import('./components/email-confirmation-page'), 'EmailConfirmationPage'),
  },
  {
    path: 'recover-username',
    Component: lazyPage(() => import('./components/recover-username-page'), 'RecoverUsernamePage'),
  },
];

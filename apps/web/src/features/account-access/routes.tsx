import type { RouteObject } from 'react-router';
import { lazyNamed } from '@/shared/ui/lazy-named';

/** Forgot password, password recovery, e-mail confirmation and username recovery. */
export const accountAccessRoutes: RouteObject[] = [
  {
    path: 'password',
    Component: lazyNamed(() => import('./components/forgot-password-page'), 'ForgotPasswordPage'),
  },
  {
    path: 'pwd_recovery/:id',
    Component: lazyNamed(() => import('./components/reset-password-page'), 'ResetPasswordPage'),
  },
  {
    path: 'email/confirmation/:id',
    Component: lazyNamed(() => import('./components/email-confirmation-page'), 'EmailConfirmationPage'),
  },
  {
    path: 'recover-username',
    Component: lazyNamed(() => import('./components/recover-username-page'), 'RecoverUsernamePage'),
  },
];

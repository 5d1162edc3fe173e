import type { RouteObject } from 'react-router';

/** Forgot password, password recovery, e-mail confirmation and username recovery. */
export const accountAccessRoutes: RouteObject[] = [
  {
    path: 'password',
    lazy: async () => ({ Component: (await import('./components/forgot-password-page')).ForgotPasswordPage }),
  },
  {
    path: 'pwd_recovery/:id',
    lazy: async () => ({ Component: (await import('./components/reset-password-page')).ResetPasswordPage }),
  },
  {
    path: 'email/confirmation/:id',
    lazy: async () => ({
      Component: (await import('./components/email-confirmation-page')).EmailConfirmationPage,
    }),
  },
  {
    path: 'recover-username',
    lazy: async () => ({ Component: (await import('./components/recover-username-page')).RecoverUsernamePage }),
  },
];
